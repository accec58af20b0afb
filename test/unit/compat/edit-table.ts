/**
 * Spec edits for the compatibility guard's table: each is written once for the golden spec
 * (test/fixtures/small-spec) and once for spec/, with the verdict, codes and audiences expected.
 */
import type { Audience, Verdict } from '../../../generator/compat/change.ts';

// biome-ignore lint/suspicious/noExplicitAny: edits reach into spec JSON by hand
export type Doc = Record<string, any>;
/** Gives the parsed JSON of a spec file, to change in place. */
export type Docs = (file: string) => Doc;
export type Edit = (docs: Docs) => void;

export interface Want {
  readonly verdict: Verdict;
  readonly codes: readonly string[];
  readonly breaks: readonly Audience[];
}

export interface EditCase {
  readonly name: string;
  /** Applied to base and current alike, before `golden` / `spec`. */
  readonly setup?: { readonly golden: Edit; readonly spec: Edit };
  readonly golden: Edit;
  readonly spec: Edit;
  readonly want: Want;
  /** Where spec/ differs: codes its stored bodies or its larger types add. */
  readonly wantSpec?: Partial<Want>;
}

export function applyEdit(files: ReadonlyMap<string, string>, edit: Edit | undefined): Map<string, string> {
  const copy = new Map(files);
  if (edit === undefined) return copy;
  const docs = new Map<string, Doc>();
  edit((file) => {
    let doc = docs.get(file);
    if (doc === undefined) {
      const text = copy.get(file);
      if (text === undefined) throw new Error(`no spec file ${file}`);
      doc = JSON.parse(text) as Doc;
      docs.set(file, doc);
    }
    return doc;
  });
  for (const [file, doc] of docs) copy.set(file, `${JSON.stringify(doc, null, 2)}\n`);
  return copy;
}

/** Golden spec shortcuts. */
export const g = {
  cluster: (d: Docs) => d('cluster.json'),
  defs: (d: Docs) => d('cluster.json').$defs,
  pool: (d: Docs) => d('cluster.json').$defs.Pool,
  shared: (d: Docs) => d('shared.json').$defs,
  error: (d: Docs) => d('error.json'),
};

/** spec/ shortcuts. */
export const s = {
  cluster: (d: Docs) => d('cluster.json'),
  defs: (d: Docs) => d('cluster.json').$defs,
  taint: (d: Docs) => d('shared.json').$defs.Taint,
  shared: (d: Docs) => d('shared.json').$defs,
  error: (d: Docs) => d('error.json'),
};

export const text = (description: string) => ({ type: 'string', description });

/** An edit written once for both specs: the root resource and the error body have the same shape in each. */
export function same(edit: Edit): { readonly golden: Edit; readonly spec: Edit } {
  return { golden: edit, spec: edit };
}
