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
  rootKeysOf,
  type Validate,
} from './corpus.ts';
import { loadPackage } from './load-package.ts';
import { refusedBodies } from './refusals.ts';
import { compareExamples } from './spec-examples.ts';
import { type RoleNames, TypesComparison } from './types/index.ts';
import { TypesWorker } from './types/remote.ts';
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
  | {
      readonly kind: 'invalid-spec';
      readonly side: 'base' | 'current';
      readonly diagnostics: readonly Diagnostic[];
      /** The spec that does not generate: its diagnostics are about its files. */
      readonly spec: SpecVersion;
    }
  | {
      readonly kind: 'compared';
      readonly report: CompatReport;
      readonly versions: Versions;
      /** How many stored bodies (documents of the corpus) were re-checked. */
      readonly corpus: number;
    };

export interface Versions {
  readonly base?: string;
  readonly current?: string;
}

/**
 * The types analysis runs in a worker thread from the start (loading TypeScript takes a while), so
 * it overlaps with generating the versions and with the wire and corpus analyses.
 */
export async function compareSpecs(input: CompatInput): Promise<CompatOutcome> {
  const types = new TypesWorker();
  try {
    const base = await generateVersion(input.base, input.roots, input.context);
    if (!base.ok) return { kind: 'invalid-spec', side: 'base', diagnostics: base.diagnostics, spec: input.base };
    types.setBase(base.value.files);
    const current = await generateVersion(input.current, input.roots, input.context);
    if (!current.ok)
      return { kind: 'invalid-spec', side: 'current', diagnostics: current.diagnostics, spec: input.current };
    const typeChanges = types.compare(current.value.files, roleNamesOf(base.value.schemas, current.value.schemas));
    const others = new BaseComparison(base.value, { types: false }).compare(current.value, input.corpus);
    const report = reportOf([...others, ...(await typeChanges)]);
    const versions = { base: base.value.version, current: current.value.version };
    return { kind: 'compared', report, versions, corpus: input.corpus.length };
  } finally {
    await types.close();
  }
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
  private readonly types: TypesComparison | undefined;
  /** The bodies of each corpus the base accepts, judged once. */
  private readonly accepted = new WeakMap<readonly CorpusDocument[], readonly AcceptedBody[]>();

  /** With `types: false`, the types analysis is left to the caller (a worker thread). */
  constructor(
    private readonly base: GeneratedVersion,
    options: { readonly types?: boolean } = {},
  ) {
    this.validators = validatorsOf(base);
    this.types = options.types === false ? undefined : new TypesComparison(base.files);
  }

  compare(current: GeneratedVersion, corpus: readonly CorpusDocument[]): Change[] {
    const wire = compareWire(this.base.schemas, current.schemas);
    const examples = compareExamples(this.base.examples, current.examples, current.schemas.read.resource);
    const bodies = refusedBodies(this.acceptedOf(corpus), validatorsOf(current), (kind, path) =>
      locateInstance(current.schemas[kind], path),
    );
    const types = this.types?.compare(current.files, roleNamesOf(this.base.schemas, current.schemas)) ?? [];
    return [...wire, ...examples, ...bodies, ...types];
  }

  private acceptedOf(corpus: readonly CorpusDocument[]): readonly AcceptedBody[] {
    let accepted = this.accepted.get(corpus);
    if (accepted === undefined) {
      const { schemas } = this.base;
      const roots = {
        create: rootKeysOf(schemas.create.root),
        patch: rootKeysOf(schemas.patch.root),
        read: rootKeysOf(schemas.read.root),
        error: rootKeysOf(schemas.error.root),
      };
      accepted = acceptedBodies(corpus, this.validators, (kind, value) => roots[kind](value));
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
  return {
    create: validator('validateClusterCreate'),
    patch: validator('validateClusterPatch'),
    read: validator('validateCluster'),
    error: validator('validateApiError'),
  };
}

/**
 * Which exported types are read and which are written, from the published schemas of both versions:
 * a type of the read or error schema is read; of the create or patch schema, written.
 */
export function roleNamesOf(...versions: readonly VersionSchemas[]): RoleNames {
  const read = new Set<string>();
  const write = new Set<string>();
  for (const schemas of versions) {
    for (const form of ['read', 'error', 'create', 'patch'] as const) {
      const { root, defs } = schemas[form];
      const names = [String(root.title), ...Object.keys(defs)];
      for (const name of names) (form === 'read' || form === 'error' ? read : write).add(name);
    }
  }
  return { read: [...read], write: [...write] };
}
