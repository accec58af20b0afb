/**
 * The structural walk of the wire analysis: two versions of one form's schema side by side, from the
 * root through every `$ref`, each named pair compared once at its own spec path.
 */

import { CONFLICT_RULES } from '../../emit/patch-conflicts.ts';
import { isRecord } from '../../pointer.ts';
import { compareAnnotations, compareSiteAnnotations } from './annotations.ts';
import { compareArrays } from './arrays.ts';
import { closednessChanged, compareObjects } from './objects.ts';
import { compareScalars, typesDisjoint } from './scalars.ts';
import { type FormSchema, refName, type SchemaNode, specPathOfDef } from './schema.ts';
import { type Finding, report, same, type Walk } from './walk.ts';

/** What the walk of one form gives: its differences, and the types it holds. */
export interface FormComparison {
  readonly form: FormSchema['form'];
  readonly findings: readonly Finding[];
  /** Spec paths of the types the form holds in either version (`''`, `/$defs/<name>`). */
  readonly types: ReadonlySet<string>;
}

/** Every difference between two versions of one form. */
export function compareForm(old: FormSchema, current: FormSchema): FormComparison {
  const walk: Walk = {
    old,
    new: current,
    findings: [],
    seen: new Set(),
    types: new Set([current.rootPath]),
    compare: (o, n, path) => compareNode(o, n, path, walk),
  };
  compareNode(old.root, current.root, current.rootPath, walk);
  return { form: current.form, findings: walk.findings, types: walk.types };
}

/**
 * A `$ref` site keeps its own annotations (the description of that use); the schema it points to is
 * compared at its own spec path, once per pair of names. When the site points to another type than
 * before (`Pool` → `FreeFormObject`), the difference belongs to the site, and is reported there.
 */
function compareNode(o: SchemaNode, n: SchemaNode, path: string, walk: Walk): void {
  const oName = refName(o);
  const nName = refName(n);
  if (oName === undefined && nName === undefined) {
    compareBody(o, n, path, walk);
    return;
  }
  compareSiteAnnotations(o, n, path, walk);
  const oTarget = oName === undefined ? o : walk.old.defs[oName];
  const nTarget = nName === undefined ? n : walk.new.defs[nName];
  if (oTarget === undefined || nTarget === undefined) return;
  const sameType =
    oName !== undefined && nName !== undefined && specPathOfDef(walk.old, oName) === specPathOfDef(walk.new, nName);
  const renamed = oName !== undefined && nName !== undefined && !sameType && oName !== nName;
  const typePath = nName === undefined || renamed ? undefined : specPathOfDef(walk.new, nName);
  if (typePath !== undefined) walk.types.add(typePath);
  const targetPath = typePath ?? path;
  const key = `${oName ?? path}|${nName ?? path}|${targetPath}`;
  if (walk.seen.has(key)) return;
  walk.seen.add(key);
  compareBody(oTarget, nTarget, targetPath, walk);
}

const COMPOSITION = ['anyOf', 'not'] as const;

/**
 * A composition keyword's value, but for a patch level's CONFLICT rules (a `not` marked
 * `CONFLICT_RULES`): those follow from the level's fields and the operator table, whose changes are
 * reported where they are made, as they were when the rules were `dependentSchemas`.
 */
function composition(node: SchemaNode, keyword: (typeof COMPOSITION)[number]): unknown {
  const value = node[keyword];
  return isRecord(value) && value[CONFLICT_RULES] === true ? undefined : value;
}

function compareBody(o: SchemaNode, n: SchemaNode, path: string, walk: Walk): void {
  compareAnnotations(o, n, path, walk);
  if (typesDisjoint(o, n)) {
    compareScalars(o, n, path, walk); // reports the retyping, and nothing under it
    return;
  }
  if (closednessChanged(o, n)) {
    compareObjects(o, n, path, walk); // reports the object opened or closed, and nothing under it
    return;
  }
  compareScalars(o, n, path, walk);
  compareObjects(o, n, path, walk);
  compareArrays(o, n, path, walk);
  for (const keyword of COMPOSITION) {
    if (!same(composition(o, keyword), composition(n, keyword))) {
      report(walk, 'SCHEMA_CHANGED', `${path}/${keyword}`, `\`${keyword}\` changed: the guard cannot order the two`);
    }
  }
}
