/**
 * The server process the `server` bench suite loads: the real server (SQLite in memory, the
 * package's rules) with validation on or off, on 127.0.0.1 and a free port, one key for `acme`.
 * Prints `{"url": …}` once listening; stops on SIGTERM.
 * Usage: node bin/run-ts.js bench/server-child.ts on|off SHA256-OF-KEY
 */

import { buildServer } from '../server/app.ts';
import { keyRing } from '../server/auth.ts';
import { silentLogger } from '../server/logger.ts';
import { packageRules } from '../server/package-rules.ts';
import { openSqliteStore } from '../server/store/sqlite.ts';

const [mode, digest] = process.argv.slice(2);
const store = openSqliteStore();
const app = buildServer({
  store,
  keys: keyRing([{ org: 'acme', sha256: digest ?? '' }]),
  rules: packageRules,
  logger: silentLogger,
  validate: mode !== 'off',
});
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('no port');
process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${address.port}` })}\n`);
process.once('SIGTERM', () => {
  void app.close().then(() => store.close());
});
