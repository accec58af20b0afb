/**
 * The server process of the `server` suite: the reference server (Fastify, SQLite, API keys) on
 * 127.0.0.1 and a free port, one key for `acme`, with the package's rules (`validating`) or with
 * rules that check nothing (`bare`, bench/peers/no-validation-rules.ts). SQLite in memory, or in
 * FILE when given. Prints `{"url": …}` once listening; answers any message on its IPC channel (when
 * started with one) with its CPU time so far in milliseconds; stops on SIGTERM.
 * Usage: node bin/run-ts.js bench/server-child.ts validating|bare SHA256-OF-KEY [FILE]
 */
import { buildServer } from '../server/app.ts';
import { keyRing } from '../server/auth.ts';
import { silentLogger } from '../server/logger.ts';
import { packageRules } from '../server/package-rules.ts';
import { openSqliteStore } from '../server/store/sqlite.ts';
import { noValidationRules } from './peers/no-validation-rules.ts';

const [mode, digest, file] = process.argv.slice(2);
if (mode !== 'validating' && mode !== 'bare') throw new Error('usage: server-child.ts validating|bare SHA256 [FILE]');
const store = openSqliteStore(file);
const app = buildServer({
  store,
  keys: keyRing([{ org: 'acme', sha256: digest ?? '' }]),
  rules: mode === 'bare' ? noValidationRules : packageRules,
  logger: silentLogger,
});
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('no port');
process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${address.port}` })}\n`);
process.on('message', () => {
  const used = process.cpuUsage();
  process.send?.((used.user + used.system) / 1000);
});
process.once('SIGTERM', () => {
  process.disconnect?.();
  void app.close().then(() => store.close());
});
