/**
 * Titles become TypeScript names (types, and parts of function names in the validators), so each is
 * a PascalCase identifier; a named type's title, with its `Create` and `Patch` forms, is none of the
 * names the emitted modules declare or use themselves, but for a runtime type the spec may stand for
 * (generator/spec-runtime-types.ts).
 */
import type { Diagnostic } from '../diagnostics.ts';
import type { RawSpec } from '../load.ts';
import { RUNTIME_TYPES } from '../spec-runtime-types.ts';
import { FORM_SUFFIXES, isNamedType } from './names.ts';
import { GLOBAL_NAMES, PACKAGE_NAMES } from './reserved-names.ts';
import { at } from './site.ts';
import type { SchemaSite } from './walk.ts';

const PASCAL_CASE = /^[A-Z][A-Za-z0-9]*$/;

/**
 * The resources' names, which the package's API is made of (`Cluster`, `validateClusterCreate`,
 * `ApiError`) and which the hand-written client and engine import by name.
 */
export const ROOT_TITLES: Readonly<Record<string, string>> = { 'cluster.json': 'Cluster', 'error.json': 'ApiError' };

/** Reserved words of JavaScript and TypeScript, to say why `default` is refused. */
const RESERVED_WORDS: ReadonlySet<string> = new Set(
  (
    'break case catch class const continue debugger default delete do else enum export extends false finally for ' +
    'function if import in instanceof new null return super switch this throw true try typeof var void while with ' +
    'as implements interface let package private protected public static yield any boolean constructor declare ' +
    'get module require number set string symbol type from of unknown never object keyof readonly infer is asserts'
  ).split(' '),
);

export function checkTitles(_spec: RawSpec, sites: readonly SchemaSite[]): Diagnostic[] {
  const found: Diagnostic[] = [];
  for (const site of sites) {
    const title = site.node.title;
    const rootTitle = site.role === 'root' ? ROOT_TITLES[site.location.file] : undefined;
    if (rootTitle !== undefined && title !== rootTitle) {
      const message = `the root of ${site.location.file} names the resource: its title must be "${rootTitle}", the name the package's API uses`;
      found.push(at(site, 'SPEC_BAD_TITLE', message, 'title'));
      continue;
    }
    if (typeof title !== 'string' || title.trim() === '') continue;
    const problem = PASCAL_CASE.test(title) ? reservedProblem(site, title) : shapeProblem(title);
    if (problem !== undefined) found.push(at(site, 'SPEC_BAD_TITLE', problem, 'title'));
  }
  return found;
}

function shapeProblem(title: string): string {
  const why = RESERVED_WORDS.has(title) ? `it is a reserved word, and ` : '';
  return `title ${JSON.stringify(title)} cannot name a type: ${why}a title is PascalCase, a capital letter followed by letters and digits`;
}

function reservedProblem(site: SchemaSite, title: string): string | undefined {
  if (!isNamedType(site)) return undefined;
  for (const suffix of FORM_SUFFIXES) {
    const name = title + suffix;
    if (PACKAGE_NAMES.has(name) && !(suffix === '' && RUNTIME_TYPES.has(name)))
      return `type name "${name}" is taken by the package itself; choose another title`;
    if (GLOBAL_NAMES.has(name)) return `type name "${name}" would hide the global ${name}; choose another title`;
  }
  return undefined;
}
