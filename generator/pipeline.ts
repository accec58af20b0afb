/**
 * The whole generator as one pure function: spec text in, package files out. Each stage's output
 * type is the next stage's input type, so the compiler holds the order.
 */
import { OPERATORS, type PatchOperator } from '../templates/runtime/patch/vocabulary.ts';
import { checkSpec } from './check/index.ts';
import { deriveModels } from './derive/index.ts';
import type { DerivedIR } from './derive/types.ts';
import type { Diagnostic, StageResult } from './diagnostics.ts';
import type { EmittedFile } from './emit/file.ts';
import { type EmitContext, emitPackage } from './emit/index.ts';
import { buildIr } from './ir/build.ts';
import { loadSpec, type SpecSource } from './load.ts';

/** The problems of a spec, without building anything from it: load and check only. */
export function diagnoseSpec(source: SpecSource): readonly Diagnostic[] {
  const raw = loadSpec(source);
  if (!raw.ok) return raw.diagnostics;
  const checked = checkSpec(raw.value);
  return checked.ok ? [] : checked.diagnostics;
}

/** The derived models of a spec: every stage but emit. */
export function deriveSpec(
  source: SpecSource,
  operators: readonly PatchOperator[] = OPERATORS,
): StageResult<DerivedIR> {
  const raw = loadSpec(source);
  if (!raw.ok) return raw;
  const checked = checkSpec(raw.value);
  if (!checked.ok) return checked;
  return { ok: true, value: deriveModels(buildIr(checked.value), operators) };
}

/** `operators` is the patch vocabulary's table; a test may pass it extended, to follow a new operator. */
export async function generatePackage(
  source: SpecSource,
  context: EmitContext,
  operators: readonly PatchOperator[] = OPERATORS,
): Promise<StageResult<EmittedFile[]>> {
  const derived = deriveSpec(source, operators);
  if (!derived.ok) return derived;
  return { ok: true, value: await emitPackage(derived.value, context) };
}
