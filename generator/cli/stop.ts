/** Waiting for the signal that ends a long-running command (`serve`, `generate`). */

/** Resolves with the name of the signal that asks the command to stop; `cancel` stops listening. */
export type StopSignal = (cancel?: AbortSignal) => Promise<string>;

export const processStopSignal: StopSignal = (cancel) =>
  new Promise((done) => {
    const off = () => {
      process.off('SIGTERM', stop);
      process.off('SIGINT', stop);
    };
    const stop = (signal: string) => {
      off();
      done(signal);
    };
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
    cancel?.addEventListener('abort', off, { once: true });
  });

/** The exit code a shell gives a process ended by the signal: 128 + its number (SIGINT 130, SIGTERM 143). */
export const SIGNAL_EXIT_CODES: Readonly<Record<string, number>> = { SIGINT: 130, SIGTERM: 143 };

/** Whether `code` says a command stopped on a signal, after cleaning up. */
export function isSignalExit(code: number): boolean {
  return Object.values(SIGNAL_EXIT_CODES).includes(code);
}
