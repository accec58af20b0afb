/**
 * The compatibility guard as one function: two versions of the spec in, every change and the
 * verdict out. Both versions are generated in memory by the generator's own pipeline; the three
 * analyses (wire, corpus, types) each read the generated artifacts. Nothing is written.
 */
import type { Diagnostic } from '../diagnostics.ts';
import type { EmitContext } from '../emit/index.ts';
import { type Change, type CompatReport, reportOf } from './change.ts';
import {
  type AcceptedBody,
  acceptedBodies,
  type BodyValidators,
  type CorpusDocument,
  refusedBodies,
  type Validate,
} from './corpus.ts';
import { loadPackage } from './load-package.ts';
import { type TypeRoles, TypesComparison } from './types/index.ts';
import { type GeneratedVersion, generateVersion, type SpecVersion } from './version.ts';
import { compareWire } from './wire/index.ts';
import { locateInstance } from './wire/locate.ts';
import type { VersionSchemas } from './wire/schema.ts';

export interface CompatInput {
  readonly base: SpecVersion;
  readonly current: SpecVersion;
  /** The spec's root files (`cluster.json`, `error.json`). */
  readonly roots: readonly string[];
  /** Templates the package is generated with: the same for both versions, so only the spec differs. */
  readonly context: EmitContext;
  readonly corpus: readonly CorpusDocument[];
}

export type CompatOutcome =
  | { readonly kind: 'invalid-spec'; readonly side: 'base' | 'current'; readonly diagnostics: readonly Diagnostic[] }
  | { readonly kind: 'compared'; readonly report: CompatReport; readonly versions: Versions };

export interface Versions {
  readonly base?: string;
  readonly current?: string;
}

export async function compareSpecs(input: CompatInput): Promise<CompatOutcome> {
  const base = await generateVersion(input.base, input.roots, input.context);
  if (!base.ok) return { kind: 'invalid-spec', side: 'base', diagnostics: base.diagnostics };
  const current = await generateVersion(input.current, input.roots, input.context);
  if (!current.ok) return { kind: 'invalid-spec', side: 'current', diagnostics: current.diagnostics };
  const report = reportOf(compareGenerated(base.value, current.value, input.corpus));
  return { kind: 'compared', report, versions: { base: base.value.version, current: current.value.version } };
}

/** The three analyses over two generated versions. */
export function compareGenerated(
  base: GeneratedVersion,
  current: GeneratedVersion,
  corpus: readonly CorpusDocument[],
): Change[] {
  return new BaseComparison(base).compare(current, corpus);
}

/**
 * One base compared with any number of current versions: its validators are loaded and its
 * declarations parsed once.
 */
export class BaseComparison {
  private readonly validators: BodyValidators;
  private readonly types: TypesComparison;
  /** The bodies of each corpus the base accepts, judged once. */
  private readonly accepted = new WeakMap<readonly CorpusDocument[], readonly AcceptedBody[]>();

  constructor(private readonly base: GeneratedVersion) {
    this.validators = validatorsOf(base);
    this.types = new TypesComparison(base.files);
  }

  compare(current: GeneratedVersion, corpus: readonly CorpusDocument[]): Change[] {
    const wire = compareWire(this.base.schemas, current.schemas);
    const bodies = refusedBodies(this.acceptedOf(corpus), validatorsOf(current), (kind, path) =>
      locateInstance(current.schemas[kind], path),
    );
    const types = this.types.compare(current.files, rolesOf(this.base.schemas, current.schemas));
    return [...wire, ...bodies, ...types];
  }

  private acceptedOf(corpus: readonly CorpusDocument[]): readonly AcceptedBody[] {
    let accepted = this.accepted.get(corpus);
    if (accepted === undefined) {
      accepted = acceptedBodies(corpus, this.validators);
      this.accepted.set(corpus, accepted);
    }
    return accepted;
  }
}

function validatorsOf(version: GeneratedVersion): BodyValidators {
  const exports = loadPackage(version.files);
  const validator = (name: string): Validate => {
    const fn = exports[name];
    if (typeof fn !== 'function') throw new Error(`the generated package exports no ${name}`);
    return fn as Validate;
  };
  return { create: validator('validateClusterCreate'), patch: validator('validateClusterPatch') };
}

/**
 * Which exported types are read and which are written, from the published schemas of both versions:
 * a type of the read or error schema is read; of the create or patch schema, written; a name the
 * schemas do not hold (an alias such as `TaintCreate`) is written when it says so by its suffix.
 */
export function rolesOf(...versions: readonly VersionSchemas[]): (name: string) => TypeRoles {
  const read = new Set<string>();
  const write = new Set<string>();
  for (const schemas of versions) {
    for (const form of ['read', 'error', 'create', 'patch'] as const) {
      const { root, defs } = schemas[form];
      const names = [String(root.title), ...Object.keys(defs)];
      for (const name of names) (form === 'read' || form === 'error' ? read : write).add(name);
    }
  }
  return (name) => ({ read: read.has(name), write: write.has(name) || /(?:Create|Patch)$/.test(name) });
}
