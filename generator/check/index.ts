/**
 * Stage `check`: reject a broken spec before anything is built from it. Every rule runs and every
 * problem is reported, so one run shows the author everything to fix.
 */
import { type Diagnostic, type StageResult, sortDiagnostics } from '../diagnostics.ts';
import type { RawSpec } from '../load.ts';
import { checkArrays } from './arrays.ts';
import { checkCycles } from './cycles.ts';
import { checkDescriptions } from './descriptions.ts';
import { checkKeywords } from './keywords.ts';
import { checkNames } from './names.ts';
import { checkShapes } from './shapes.ts';
import { type SchemaSite, walkSchemas } from './walk.ts';

/** A spec that passed every rule. The brand makes the IR builder accept nothing else. */
export type CheckedSpec = RawSpec & { readonly checked: true };

export type CheckRule = (spec: RawSpec, sites: readonly SchemaSite[]) => Diagnostic[];

const RULES: readonly CheckRule[] = [checkKeywords, checkDescriptions, checkShapes, checkNames, checkArrays];

export function checkSpec(spec: RawSpec): StageResult<CheckedSpec> {
  // The other rules follow `$ref`s and array items, which is only safe once no cycle is left.
  const cycles = checkCycles(spec);
  const sites = walkSchemas(spec);
  const diagnostics = cycles.length > 0 ? cycles : RULES.flatMap((rule) => rule(spec, sites));
  if (diagnostics.length > 0) return { ok: false, diagnostics: sortDiagnostics(diagnostics) };
  return { ok: true, value: { ...spec, checked: true } };
}
