/**
 * Stage `check`: reject a broken spec before anything is built from it. Every rule runs and every
 * problem is reported, so one run shows the author everything to fix.
 */
import { type Diagnostic, type StageResult, sortDiagnostics } from '../diagnostics.ts';
import type { RawSpec } from '../load.ts';
import { checkAnnotationPlaces } from './annotation-places.ts';
import { checkArrays } from './arrays.ts';
import { checkCounts } from './counts.ts';
import { checkCycles } from './cycles.ts';
import { checkDescriptions } from './descriptions.ts';
import { checkFreeFormValues } from './free-form-values.ts';
import { checkKeywordValues } from './keyword-values.ts';
import { checkKeywords } from './keywords.ts';
import { checkNames } from './names.ts';
import { checkPatterns } from './patterns.ts';
import { checkPropertyNames } from './property-names.ts';
import { checkRefSiblings } from './ref-siblings.ts';
import { checkRequired } from './required.ts';
import { checkRuntimeTypes } from './runtime-types.ts';
import { checkShapes } from './shapes.ts';
import { checkTitles } from './titles.ts';
import { checkTypeUses } from './type-uses.ts';
import { type SchemaSite, walkSchemas } from './walk.ts';

/** A spec that passed every rule. The brand makes the IR builder accept nothing else. */
export type CheckedSpec = RawSpec & { readonly checked: true };

export type CheckRule = (spec: RawSpec, sites: readonly SchemaSite[]) => Diagnostic[];

/** Rules that judge each schema where it stands (a `$ref` chain is followed cycle-safely, if at all). */
const LOCAL_RULES: readonly CheckRule[] = [
  checkKeywords,
  checkKeywordValues,
  checkCounts,
  checkAnnotationPlaces,
  checkRefSiblings,
  checkPatterns,
  checkRequired,
  checkPropertyNames,
  checkTitles,
  checkDescriptions,
];

/** Rules that follow `$ref`s and array items into the shapes they reach. */
const SHAPE_RULES: readonly CheckRule[] = [
  checkShapes,
  checkNames,
  checkArrays,
  checkTypeUses,
  checkFreeFormValues,
  checkRuntimeTypes,
];

export function checkSpec(spec: RawSpec): StageResult<CheckedSpec> {
  const sites = walkSchemas(spec);
  // Following shapes is only safe once no cycle is left; the local rules report regardless.
  const cycles = checkCycles(spec);
  const rules = cycles.length > 0 ? LOCAL_RULES : [...LOCAL_RULES, ...SHAPE_RULES];
  const diagnostics = [...cycles, ...rules.flatMap((rule) => rule(spec, sites))];
  if (diagnostics.length > 0) return { ok: false, diagnostics: sortDiagnostics(diagnostics) };
  return { ok: true, value: { ...spec, checked: true } };
}
