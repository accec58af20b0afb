/**
 * What a generated package can hold, by name: a consumer lists the artifacts it wants (config key
 * `artifacts`), and gets those and what they need, nothing else. The README, `package.json` and the
 * entry point are always written.
 */

export const ARTIFACT_NAMES = ['types', 'validators', 'patch', 'client', 'schemas', 'openapi', 'docs'] as const;

export type ArtifactName = (typeof ARTIFACT_NAMES)[number];

/** What each artifact holds, for help texts and the README of the tool. */
export const ARTIFACT_SUMMARY: Readonly<Record<ArtifactName, string>> = {
  types: 'TypeScript types of every form (types.d.ts, patch-types.d.ts)',
  validators: 'compiled validators (validators/)',
  patch: 'the patch engine: applyClusterPatch, diffClusters (patch/, docs/patch-semantics.md)',
  client: 'the typed HTTP client (client/)',
  schemas: 'self-contained JSON Schemas (schemas/), and the editor schema (editor/cluster-file.json)',
  openapi: 'the OpenAPI documents (openapi.json, openapi.yaml, openapi-3.0.json)',
  docs: 'the reference of the patch body (docs/patch-body.md)',
};

/** The artifacts whose code another one imports: validators return the types, and so on. */
const NEEDS: Readonly<Record<ArtifactName, readonly ArtifactName[]>> = {
  types: [],
  validators: ['types'],
  patch: ['validators', 'types'],
  client: ['validators', 'types'],
  schemas: [],
  openapi: [],
  docs: [],
};

/** The wanted artifacts and everything they need, in the order of `ARTIFACT_NAMES`. */
export function withDependencies(wanted: Iterable<ArtifactName>): ReadonlySet<ArtifactName> {
  const selected = new Set<ArtifactName>();
  const add = (name: ArtifactName): void => {
    if (selected.has(name)) return;
    selected.add(name);
    for (const need of NEEDS[name]) add(need);
  };
  for (const name of wanted) add(name);
  return new Set(ARTIFACT_NAMES.filter((name) => selected.has(name)));
}

export function isArtifactName(value: unknown): value is ArtifactName {
  return typeof value === 'string' && (ARTIFACT_NAMES as readonly string[]).includes(value);
}
