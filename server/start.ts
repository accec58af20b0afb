/**
 * Starting the server from files and flags (`mk8s-codegen serve`): reads the key file (and keeps
 * reading it as it changes, `key-file.ts`), opens the store, listens, and hands back how to reload
 * the keys and how to stop. With `key-file.ts`, the only place the server reads files.
 */
import type { AddressInfo } from 'node:net';
import { buildServer } from './app.ts';
import { keyRing } from './auth.ts';
import { type KeyFile, openKeyFile } from './key-file.ts';
import type { Logger } from './logger.ts';
import type { ClusterRules } from './rules.ts';
import { openSqliteStore } from './store/sqlite.ts';

export interface StartOptions {
  readonly host: string;
  readonly port: number;
  /** SQLite file; in memory when absent. */
  readonly db?: string | undefined;
  /** Key file (`{ keys: [{ org, sha256, name?, expires? }] }`); no key is accepted when absent. */
  readonly keys?: string | undefined;
  readonly rules: ClusterRules;
  readonly logger: Logger;
  readonly validate?: boolean;
}

export interface RunningServer {
  readonly url: string;
  /** Reads the key file again (`SIGHUP`); a file that does not parse keeps the keys in use. */
  readonly reloadKeys: () => Promise<boolean>;
  /** Stops accepting connections, lets requests in flight finish, then closes the store. */
  readonly close: () => Promise<void>;
  /** Writes made and commits they took (fewer commits than writes: group commit at work). */
  readonly storeStats: () => { readonly writes: number; readonly commits: number };
}

export class StartError extends Error {}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const keyFile = await loadKeys(options);
  const store = openSqliteStore(options.db ?? ':memory:');
  const app = buildServer({
    store,
    keys: keyFile?.keys ?? keyRing([]),
    rules: options.rules,
    logger: options.logger,
    ...(options.validate === undefined ? {} : { validate: options.validate }),
  });
  try {
    await app.listen({ host: options.host, port: options.port });
  } catch (error) {
    keyFile?.close();
    await store.close();
    throw new StartError(`cannot listen on ${options.host}:${options.port}: ${(error as Error).message}`);
  }
  const { address, port } = app.server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${host}:${port}`,
    reloadKeys: async () => {
      if (keyFile !== undefined) return keyFile.reload('SIGHUP');
      options.logger.error({ msg: 'keys not reloaded', reason: 'SIGHUP', error: 'the server runs without --keys' });
      return false;
    },
    storeStats: store.stats,
    close: () => {
      keyFile?.close();
      closing ??= app.close().then(() => store.close());
      return closing;
    },
  };
}

async function loadKeys(options: StartOptions): Promise<KeyFile | undefined> {
  if (options.keys === undefined) return undefined;
  const opened = await openKeyFile({ file: options.keys, logger: options.logger });
  if (!opened.ok) throw new StartError(opened.error);
  return opened.value;
}
