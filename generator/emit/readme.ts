/**
 * `README.md` of the package, from templates/package/README.md.hbs. The template holds the prose
 * and the examples; the view model built here holds what comes from the spec (providers, error
 * codes) and from the emitted files (the data files a consumer can import), so the page lists
 * exactly what the package has.
 */
import Handlebars from 'handlebars';
import { ARTIFACT_NAMES, type ArtifactName } from '../artifacts.ts';
import type { DerivedField, DerivedIR, DerivedModel, DerivedType } from '../derive/types.ts';
import type { EmittedFile } from './file.ts';
import type { PackageMeta } from './package.ts';

export interface ReadmeView {
  readonly name: string;
  readonly version: string;
  readonly license: string;
  readonly node: string;
  readonly providers: readonly { readonly name: string; readonly type: string }[];
  readonly errorCodes: readonly string[];
  /** The most bytes a cluster and a create body may take (the spec's `x-mk8s-max-bytes`), or `null`. */
  readonly size: ByteSize | null;
  readonly dataFiles: readonly string[];
  /** Which artifacts the package holds, so the page shows only what is there. */
  readonly has: Readonly<Record<ArtifactName, boolean>>;
}

/** A size in bytes as the page says it: `1 MiB` and its exact `1,048,576`, or `500,000 bytes` alone. */
export interface ByteSize {
  readonly words: string;
  /** The count of bytes when `words` names a unit, else empty (`words` says it). */
  readonly exact: string;
}

/** Where the provider choice sits in the create body: `spec.provider`. */
const PROVIDER_PATH = ['spec', 'provider'] as const;

export function readmeView(
  meta: PackageMeta,
  derived: DerivedIR,
  files: readonly EmittedFile[],
  artifacts: ReadonlySet<ArtifactName> = new Set(ARTIFACT_NAMES),
): ReadmeView {
  const provider = typeAt(derived.create, PROVIDER_PATH);
  const code = derived.error.types.get(derived.error.root)?.fields.find((f) => f.name === 'code');
  return {
    name: meta.name,
    version: meta.version,
    license: meta.license,
    node: meta.engines.node ?? 'any',
    providers: (provider?.fields ?? []).map((f) => ({ name: f.name, type: readName(derived.create, f.shape) })),
    errorCodes: code?.shape.kind === 'scalar' ? [...(code.shape.constraints.knownValues ?? [])] : [],
    size: derived.create.maxBytes === undefined ? null : byteSize(derived.create.maxBytes),
    dataFiles: files
      .map((f) => f.path)
      .filter((p) => /\.(json|yaml)$/.test(p) && p !== 'package.json')
      .sort(),
    has: Object.fromEntries(ARTIFACT_NAMES.map((name) => [name, artifacts.has(name)])) as Record<ArtifactName, boolean>,
  };
}

export function emitReadme(template: string, view: ReadmeView): EmittedFile {
  const render = Handlebars.compile<ReadmeView>(template, { strict: true, noEscape: true });
  return { path: 'README.md', contents: render(view) };
}

/** `bytes` in the largest binary unit that divides it (`1 MiB`, `512 KiB`), else in bytes. */
export function byteSize(bytes: number): ByteSize {
  const exact = bytes.toLocaleString('en-US');
  const unit = [
    [1024 * 1024, 'MiB'],
    [1024, 'KiB'],
  ].find(([size]) => bytes % (size as number) === 0);
  if (unit === undefined) return { words: `${exact} bytes`, exact: '' };
  return { words: `${bytes / (unit[0] as number)} ${unit[1]}`, exact };
}

/** The read-form name of an object field's type (`VendorAProvider`, not `VendorAProviderCreate`). */
function readName(model: DerivedModel, shape: DerivedField['shape']): string {
  return shape.kind === 'object' ? (model.types.get(shape.type)?.source ?? shape.type) : '';
}

function typeAt(model: DerivedModel, path: readonly string[]): DerivedType | undefined {
  let type = model.types.get(model.root);
  for (const name of path) {
    const shape = type?.fields.find((f) => f.name === name)?.shape;
    type = shape?.kind === 'object' ? model.types.get(shape.type) : undefined;
  }
  return type;
}
