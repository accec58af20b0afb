/** Waiting for the signal that ends a long-running command (`serve`, `generate --watch`). */

/** Resolves with the name of the signal that asks the command to stop. */
export type StopSignal = () => Promise<string>;

export const processStopSignal: StopSignal = () =>
  new Promise((done) => {
    const stop = (signal: string) => {
      process.off('SIGTERM', stop);
      process.off('SIGINT', stop);
      done(signal);
    };
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
  });
