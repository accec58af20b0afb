/** The project's derived models (read, create, patch, error), built from spec/ as the generator does. */
import { join } from 'node:path';
import { checkSpec } from '../../generator/check/index.ts';
import { deriveModels } from '../../generator/derive/index.ts';
import type { DerivedIR } from '../../generator/derive/types.ts';
import { buildIr } from '../../generator/ir/build.ts';
import { loadSpec } from '../../generator/load.ts';
import { SPEC_ROOTS } from '../../generator/run.ts';
import { REPO, readSpec } from './spec.ts';

export async function projectModels(): Promise<DerivedIR> {
  const raw = await loadSpec({ files: await readSpec(join(REPO, 'spec')), roots: SPEC_ROOTS });
  if (!raw.ok) throw new Error(`spec/ does not load: ${JSON.stringify(raw.diagnostics)}`);
  const checked = checkSpec(raw.value);
  if (!checked.ok) throw new Error(`spec/ does not pass the check: ${JSON.stringify(checked.diagnostics)}`);
  return deriveModels(buildIr(checked.value));
}
