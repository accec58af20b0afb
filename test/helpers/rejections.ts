/** What a call rejected with, and every way its error can be shown (to check that nothing leaks into any). */
import { inspect } from 'node:util';

/** The settled rejection of `promise`, or a failure when it resolves. */
export async function rejection(promise: Promise<unknown>): Promise<Error> {
  return promise.then(
    (value) => {
      throw new Error(`expected a rejection, got ${JSON.stringify(value)}`);
    },
    (error: unknown) => error as Error,
  );
}

/** Every way an error can be shown: message, stack, inspection, JSON, and its cause. */
export function everyRendering(error: unknown): string {
  const e = error as Error & { cause?: unknown };
  return [String(e), e.message, e.stack, inspect(e, { depth: 20, showHidden: true }), JSON.stringify(e)]
    .concat(e.cause === undefined ? [] : [inspect(e.cause, { depth: 20, showHidden: true })])
    .join('\n');
}
