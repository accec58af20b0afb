/**
 * Starting the server from files and flags (`mk8s-codegen serve`): reads the key file, opens the
 * store, listens, and hands back how to stop. The only place the server reads files.
 */
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { buildServer } from './app.ts';
import { type KeyRing, keyRing, parseKeyFile } from './auth.ts';
import type { Logger } from './logger.ts';
import type { ClusterRules } from './rules.ts';
import { openSqliteStore } from './store/sqlite.ts';

export interface StartOptions {
  readonly host: string;
  readonly port: number;
  /** SQLite file; in memory when absent. */
  readonly db?: string | undefined;
  /** Key file (`{ keys: [{ org, sha256, name? }] }`); no key is accepted when absent. */
  readonly keys?: string | undefined;
  readonly rules: ClusterRules;
  readonly logger: Logger;
  readonly validate?: boolean;
}

export interface RunningServer {
  readonly url: string;
  /** Stops accepting connections, lets requests in flight finish, then closes the store. */
  readonly close: () => Promise<void>;
}

export class StartError extends Error {}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const keys = await loadKeys(options.keys);
  const store = openSqliteStore(options.db ?? ':memory:');
  const app = buildServer({
    store,
    keys,
    rules: options.rules,
    logger: options.logger,
    ...(options.validate === undefined ? {} : { validate: options.validate }),
  });
  try {
    await app.listen({ host: options.host, port: options.port });
  } catch (error) {
    await store.close();
    throw new StartError(`cannot listen on ${options.host}:${options.port}: ${(error as Error).message}`);
  }
  const { address, port } = app.server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${host}:${port}`,
    close: () => {
      closing ??= app.close().then(() => store.close());
      return closing;
    },
  };
}

async function loadKeys(file: string | undefined): Promise<KeyRing> {
  if (file === undefined) return keyRing([]);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new StartError(`cannot read the key file ${file}: ${(error as Error).message}`);
  }
  const parsed = parseKeyFile(text);
  if (!parsed.ok) throw new StartError(`${file}#${parsed.error}`);
  return parsed.value;
}
