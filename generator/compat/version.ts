/**
 * One version of the spec, generated in memory through the generator's own pipeline: the package
 * files the analyses read, its JSON Schemas as the wire analysis reads them (with the `x-mk8s-`
 * annotations the published ones leave out), and its version.
 */
import type { ArtifactName } from '../artifacts.ts';
import type { StageResult } from '../diagnostics.ts';
import type { EmittedFile } from '../emit/file.ts';
import type { EmitContext } from '../emit/index.ts';
import { emitPackage } from '../emit/index.ts';
import { annotatedSchemas } from '../emit/schemas.ts';
import { loadSpec } from '../load.ts';
import { deriveSpec } from '../pipeline.ts';
import { type SpecExamples, specExamples } from './spec-examples.ts';
import { schemasOf, type VersionSchemas } from './wire/schema.ts';

export interface SpecVersion {
  /** The spec files, by `/`-separated path relative to the spec folder. */
  readonly files: ReadonlyMap<string, string>;
  /**
   * The package version this spec was (or is to be) published as, when known: never the version
   * the current templates would write for it, which says nothing about an older spec.
   */
  readonly version?: string;
  /** A spec file as its reader finds it (`spec/cluster.json`, `v1.2.0:spec/cluster.json`); default: its path. */
  readonly shown?: (file: string) => string;
}

export interface GeneratedVersion {
  readonly files: readonly EmittedFile[];
  readonly schemas: VersionSchemas;
  /** The `examples` of every schema of the spec, which the published schemas leave out. */
  readonly examples: SpecExamples;
  readonly version?: string;
  /** A spec file as its reader finds it (`spec/cluster.json`, `v1.2.0:spec/cluster.json`); default: its path. */
  readonly shown?: (file: string) => string;
}

/**
 * What the analyses read: declarations (types), the validators and the code they load (corpus), the
 * JSON Schemas (wire). The OpenAPI documents and the patch-body reference are renderings of the same
 * schemas that no analysis reads, and rendering them (the YAML above all) cost a third of generating
 * each version.
 */
export const COMPARED_ARTIFACTS: ReadonlySet<ArtifactName> = new Set([
  'types',
  'validators',
  'patch',
  'client',
  'schemas',
]);

export async function generateVersion(
  spec: SpecVersion,
  roots: readonly string[],
  context: EmitContext,
): Promise<StageResult<GeneratedVersion>> {
  const source = { files: spec.files, roots };
  const derived = deriveSpec(source);
  if (!derived.ok) return derived;
  const files = await emitPackage(derived.value, { ...context, artifacts: COMPARED_ARTIFACTS });
  // The schemas with their annotations: the published ones keep standard JSON Schema only.
  const schemas = schemasOf(annotatedSchemas(derived.value));
  // The spec read once more for its examples: the derived models keep only those of scalars.
  const raw = loadSpec(source);
  const examples = raw.ok ? specExamples(raw.value, schemas.read.resource) : new Map<string, unknown>();
  return { ok: true, value: { files, schemas, examples, version: spec.version } };
}
