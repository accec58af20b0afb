/**
 * The corpus analysis: every body kept in the repository's examples and fixtures that the old
 * validators accept is run through the new ones. A create or patch body newly refused is a write
 * break (`BODY_REFUSED`); a cluster as read or an error body newly refused is a read break
 * (`READ_BODY_REFUSED`): readers keep what the service returned, and check it with the package's
 * read validators. Each is reported with its file and pointer and the spec path of what refused it;
 * copies refused for the same reason are one change (`refusals.ts`).
 * @see ../../docs/decisions.md (Versioning and the compatibility guard: corpus)
 */
import { escapeToken } from '../pointer.ts';
import type { Change } from './change.ts';
import { refusedBodies } from './refusals.ts';

/** A stored JSON document: a file of examples, fixtures or CI bodies. */
export interface CorpusDocument {
  /** The file, relative to the repository, for the report. */
  readonly file: string;
  readonly value: unknown;
}

export interface ValidationIssue {
  readonly path: string;
  readonly code: string;
  readonly message: string;
}

export type Validate = (value: unknown) => { ok: true } | { ok: false; errors: readonly ValidationIssue[] };

/** The forms a stored body is checked as: sent (create, patch) or received (read, error). */
export type BodyKind = 'create' | 'patch' | 'read' | 'error';

export type BodyValidators = Readonly<Record<BodyKind, Validate>>;

export interface CorpusInput {
  readonly documents: readonly CorpusDocument[];
  readonly old: BodyValidators;
  readonly current: BodyValidators;
  /** The spec path of an instance path inside a body of `kind` (`wire/locate.ts`). */
  readonly locate: (kind: BodyKind, instancePath: string) => string;
}

/** The forms a stored body is checked as, in the order of the report. */
const KINDS: readonly BodyKind[] = ['create', 'patch', 'read', 'error'];

export function compareCorpus(input: CorpusInput): Change[] {
  return refusedBodies(acceptedBodies(input.documents, input.old), input.current, input.locate);
}

/** A stored body the old version accepts, as a body of `kind`. */
export interface AcceptedBody {
  readonly file: string;
  readonly pointer: string;
  readonly kind: BodyKind;
  readonly value: unknown;
}

/**
 * Every object of the documents that an old validator accepts: what the new version must accept
 * too. `couldBe` skips, before validating, objects whose keys the body's closed root cannot hold
 * (most objects of a fixture file are parts of bodies, not bodies).
 */
export function acceptedBodies(
  documents: readonly CorpusDocument[],
  old: BodyValidators,
  couldBe: (kind: BodyKind, value: object) => boolean = () => true,
): AcceptedBody[] {
  const accepted: AcceptedBody[] = [];
  for (const document of documents) {
    for (const { pointer, value } of objectsOf(document.value)) {
      for (const kind of KINDS) {
        if (couldBe(kind, value as object) && old[kind](value).ok)
          accepted.push({ file: document.file, pointer, kind, value });
      }
    }
  }
  return accepted;
}

/** Whether every key of an object is a property of a closed root schema (always, for an open root). */
export function rootKeysOf(root: Readonly<Record<string, unknown>>): (value: object) => boolean {
  const properties = root.properties;
  if (root.additionalProperties !== false || root.patternProperties !== undefined || typeof properties !== 'object') {
    return () => true;
  }
  const names = new Set(Object.keys(properties ?? {}));
  return (value) => Object.keys(value).every((key) => names.has(key));
}

/** Every JSON object in a document with its pointer, outermost first. */
export function objectsOf(root: unknown): { pointer: string; value: unknown }[] {
  const found: { pointer: string; value: unknown }[] = [];
  const stack: { pointer: string; value: unknown }[] = [{ pointer: '', value: root }];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const { pointer, value } = next;
    if (typeof value !== 'object' || value === null) continue;
    if (!Array.isArray(value)) found.push(next);
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i] as readonly [string, unknown];
      stack.push({ pointer: `${pointer}/${escapeToken(key)}`, value: child });
    }
  }
  return found;
}
