/**
 * `mk8s-codegen serve`: runs the reference server until SIGTERM or SIGINT, then shuts down
 * gracefully (requests in flight finish, the database is closed). SIGHUP re-reads the key file.
 * Logs are JSON lines on stdout.
 */
import { resolve } from 'node:path';
import type { RunningServer } from '../../server/start.ts';
import { parseCommandArgs } from './args.ts';
import { type CliIo, type Command, UsageError } from './command.ts';
import { processStopSignal, type StopSignal } from './stop.ts';

export type { StopSignal } from './stop.ts';

/** The server's own dependencies: optional peers of mk8s-codegen, installed by those who serve. */
const SERVER_PACKAGES: readonly string[] = ['fastify', 'better-sqlite3'];

/** Calls `reload` on each signal asking to re-read the key file; returns how to stop listening. */
export type ReloadSignal = (reload: () => void) => () => void;

const processReloadSignal: ReloadSignal = (reload) => {
  process.on('SIGHUP', reload);
  return () => process.off('SIGHUP', reload);
};

export function createServeCommand(
  waitForStop: StopSignal = processStopSignal,
  onReload: ReloadSignal = processReloadSignal,
): Command {
  return {
    name: 'serve',
    summary: 'run the reference server of the cluster API (SQLite storage, API keys)',
    usage: [
      'Usage: mk8s-codegen serve [--port N] [--host ADDRESS] [--db FILE] [--keys FILE]',
      '',
      '  --port N        port to listen on (default 8080; 0 picks a free one)',
      '  --host ADDRESS  address to listen on (default 127.0.0.1)',
      '  --db FILE       SQLite database file (default: in memory, lost on exit)',
      '  --keys FILE     API keys: {"keys": [{"org": "acme", "sha256": "<hex SHA-256 of the key>", "name": "ci",',
      '                  "expires": "2030-01-31T00:00:00Z"}]}; re-read on SIGHUP and when the file changes',
      '',
      'Logs are JSON lines on stdout; SIGTERM or SIGINT stops the server gracefully.',
      `Needs ${SERVER_PACKAGES.join(' and ')} beside mk8s-codegen (npm install fastify@5 better-sqlite3@12);`,
      'the generator alone does not install them.',
    ].join('\n'),
    run: (args, io) => serve(args, io, waitForStop, onReload),
  };
}

async function serve(
  args: readonly string[],
  io: CliIo,
  waitForStop: StopSignal,
  onReload: ReloadSignal,
): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, {
    port: { type: 'string' },
    host: { type: 'string' },
    db: { type: 'string' },
    keys: { type: 'string' },
  });
  if (positionals.length > 0) throw new UsageError(`serve takes no arguments, got "${positionals[0]}"`);
  const port = Number(values.port ?? '8080');
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`--port: ${values.port} is not a port`);
  // loaded here so that other commands do not load the server, its framework and SQLite
  const loaded = await loadServer();
  if (loaded === undefined) {
    io.stderr(
      `mk8s-codegen serve needs ${SERVER_PACKAGES.join(' and ')}, which are not installed: npm install fastify@5 better-sqlite3@12\n`,
    );
    return 1;
  }
  const [{ jsonLogger }, { packageRules }, { StartError, startServer }] = loaded;
  const logger = jsonLogger(io.stdout);
  const stop = waitForStop();
  let server: RunningServer;
  try {
    server = await startServer({
      host: values.host ?? '127.0.0.1',
      port,
      db: values.db === undefined ? undefined : resolve(io.cwd, values.db),
      keys: values.keys === undefined ? undefined : resolve(io.cwd, values.keys),
      rules: packageRules,
      logger,
    });
  } catch (error) {
    if (!(error instanceof StartError)) throw error;
    io.stderr(`mk8s-codegen serve: ${error.message}\n`);
    return 1;
  }
  logger.info({ msg: 'listening', url: server.url, db: values.db ?? ':memory:' });
  if (values.keys === undefined) io.stderr('no --keys file: every request will be answered 401\n');
  const stopReloading = onReload(() => void server.reloadKeys());
  const signal = await stop;
  stopReloading();
  logger.info({ msg: 'shutting down', signal });
  await server.close();
  logger.info({ msg: 'stopped', ...server.storeStats() });
  return 0;
}

export const serveCommand: Command = createServeCommand();

/** The server's modules, or `undefined` when its optional dependencies are not installed. */
async function loadServer() {
  try {
    return await Promise.all([
      import('../../server/logger.ts'),
      import('../../server/package-rules.ts'),
      import('../../server/start.ts'),
    ]);
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    const missing = (error as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND';
    if (missing && SERVER_PACKAGES.some((name) => message.includes(`'${name}'`))) return undefined;
    throw error;
  }
}
