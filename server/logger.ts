/**
 * Structured logs: one JSON object a line. The server logs through an injected `Logger`, so the
 * command line writes to stdout and tests collect records. Records never hold request headers
 * or bodies, so an API key cannot reach the log.
 */

export type LogRecord = Readonly<Record<string, unknown>>;

export interface Logger {
  readonly info: (record: LogRecord) => void;
  readonly error: (record: LogRecord) => void;
}

/** A logger writing JSON lines with a timestamp and level through `write`. */
export function jsonLogger(write: (line: string) => void, now: () => Date = () => new Date()): Logger {
  const emit = (level: string) => (record: LogRecord) => {
    write(`${JSON.stringify({ time: now().toISOString(), level, ...record })}\n`);
  };
  return { info: emit('info'), error: emit('error') };
}

/** A logger that keeps records in memory, for tests and benchmarks. */
export function memoryLogger(): Logger & { readonly records: LogRecord[] } {
  const records: LogRecord[] = [];
  return {
    records,
    info: (record) => records.push({ level: 'info', ...record }),
    error: (record) => records.push({ level: 'error', ...record }),
  };
}

export const silentLogger: Logger = { info: () => {}, error: () => {} };
