/**
 * The validation peers as their users ship them: code generated ahead of time from the package's
 * JSON Schemas, loaded as a plain module.
 * - Ajv standalone (`ajv/dist/standalone`, Ajv2020 with ajv-formats, `x-mk8s-` annotations
 *   registered as keywords without validation), ESM;
 * - @exodus/schemasafe's `validator(…).toModule()` (`allowUnusedKeywords` for the annotations).
 * `all` is the all-errors mode (Ajv `allErrors`, schemasafe `includeErrors` + `allErrors`), which is
 * what ours always does; `first` stops at the first error (Ajv's default; schemasafe with
 * `includeErrors` alone).
 *
 * Modules are written to bench/.cache/ under a name that hashes the schema, the peer's version and
 * the mode, so a changed schema or peer is compiled again and a stale module is never loaded.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BENCH_DIR, REPO } from '../harness/suites.ts';

export type PeerValidator = 'ajv' | 'schemasafe';
export type ErrorMode = 'all' | 'first';
/** A file of generated/schemas/, without `.json`. */
export type SchemaName = 'cluster-create' | 'cluster';

const CACHE = join(BENCH_DIR, '.cache');
const require = createRequire(join(REPO, 'package.json'));

export function versionOf(name: string): string {
  return (JSON.parse(readFileSync(join(REPO, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
    .version;
}

export function peerLabel(peer: PeerValidator, mode: ErrorMode): string {
  const modes = {
    ajv: { all: 'allErrors: true', first: 'first error (allErrors: false)' },
    schemasafe: { all: 'includeErrors + allErrors', first: 'first error (includeErrors only)' },
  };
  return peer === 'ajv'
    ? `Ajv ${versionOf('ajv')} standalone code (Ajv2020 + ajv-formats, precompiled ESM), ${modes.ajv[mode]}`
    : `@exodus/schemasafe ${versionOf('@exodus/schemasafe')} precompiled module (toModule), ${modes.schemasafe[mode]}`;
}

function schemaText(schema: SchemaName): string {
  return readFileSync(join(REPO, 'generated', 'schemas', `${schema}.json`), 'utf8');
}

/** Where the module of this peer, schema and mode is (it may not be compiled yet). */
export function peerModulePath(peer: PeerValidator, schema: SchemaName, mode: ErrorMode): string {
  const version = versionOf(peer === 'ajv' ? 'ajv' : '@exodus/schemasafe');
  const hash = createHash('sha256')
    .update(`${version}\n${mode}\n${schemaText(schema)}`)
    .digest('hex')
    .slice(0, 12);
  return join(CACHE, `${peer}-${schema}-${mode}-${hash}.mjs`);
}

/** Compiles the module unless it is there; returns its path. */
export async function ensurePeerModule(peer: PeerValidator, schema: SchemaName, mode: ErrorMode): Promise<string> {
  const path = peerModulePath(peer, schema, mode);
  if (existsSync(path)) return path;
  const parsed = JSON.parse(schemaText(schema)) as object;
  const code = peer === 'ajv' ? ajvModule(parsed, mode) : schemasafeModule(parsed, mode);
  await mkdir(CACHE, { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, code);
  await rename(temporary, path);
  return path;
}

/** The compiled validator: `true` when valid (errors, if any, on the function as each peer puts them). */
export async function loadPeerValidator(
  peer: PeerValidator,
  schema: SchemaName,
  mode: ErrorMode,
): Promise<(value: unknown) => boolean> {
  const path = await ensurePeerModule(peer, schema, mode);
  return ((await import(pathToFileURL(path).href)) as { default: (value: unknown) => boolean }).default;
}

function ajvModule(schema: object, mode: ErrorMode): string {
  const { Ajv2020 } = require('ajv/dist/2020.js') as typeof import('ajv/dist/2020.js');
  const standaloneCode = (require('ajv/dist/standalone/index.js') as typeof import('ajv/dist/standalone/index.js'))
    .default;
  const addFormats = require('ajv-formats') as typeof import('ajv-formats').default;
  const ajv = new Ajv2020({ allErrors: mode === 'all', logger: false, code: { source: true, esm: true } });
  addFormats(ajv);
  for (const keyword of annotationKeywords(schema)) ajv.addKeyword(keyword);
  const code = standaloneCode(ajv, ajv.compile(schema));
  // Ajv's ESM output still require()s its runtime helpers (ucs2length, the formats).
  return `import { createRequire } from 'node:module';\nconst require = createRequire(${JSON.stringify(pathToFileURL(join(REPO, 'package.json')).href)});\n${code}\n`;
}

function schemasafeModule(schema: object, mode: ErrorMode): string {
  const { validator } = require('@exodus/schemasafe') as typeof import('@exodus/schemasafe');
  const validate = validator(schema as Parameters<typeof validator>[0], {
    includeErrors: true,
    allErrors: mode === 'all',
    allowUnusedKeywords: true,
  });
  return `export default ${validate.toModule()};\n`;
}

/** The `x-mk8s-` annotations of a schema: registered with Ajv as keywords that validate nothing. */
export function annotationKeywords(schema: unknown, found = new Set<string>()): Set<string> {
  if (typeof schema !== 'object' || schema === null) return found;
  for (const [key, value] of Object.entries(schema)) {
    if (key.startsWith('x-mk8s-')) found.add(key);
    annotationKeywords(value, found);
  }
  return found;
}
