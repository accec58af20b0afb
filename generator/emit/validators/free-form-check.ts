/**
 * Free-form objects (the remote-write members typed only `object`): one function per named
 * free-form type, calling the runtime's walker with the limits the schema states.
 */
import type { FreeFormShape, ScalarShape } from '../../ir/types.ts';
import { jsdoc } from '../jsdoc.ts';
import { checkName, indent } from './code.ts';
import type { ConstantPool } from './constants.ts';
import { keyProblemBody } from './scalar-check.ts';

export function freeFormCheck(shape: FreeFormShape, limits: string): string {
  const doc = jsdoc([`Checks a {@link ${shape.name}}: any JSON but \`null\`, within its limits.`]);
  return `${doc}function ${checkName(shape.name)}(v, r) {\n  checkFreeForm(r, v, ${limits});\n}\n`;
}

/** The constant holding a free-form shape's limits and key check. */
export function freeFormLimits(shape: FreeFormShape, keyProblem: string, pool: ConstantPool): string {
  const limits = [
    shape.maxDepth === undefined ? '' : `maxDepth: ${shape.maxDepth}, `,
    shape.maxProperties === undefined ? '' : `maxProperties: ${shape.maxProperties}, `,
    shape.maxItems === undefined ? '' : `maxItems: ${shape.maxItems}, `,
    `keyProblem: ${keyProblem}`,
  ].join('');
  return pool.use('LIMITS', `{ ${limits} }`);
}

/** Functions checking keys of maps and free-form objects, one per distinct key schema. */
export class KeyChecks {
  private readonly byShape = new Map<string, string>();
  private readonly functions: string[] = [];

  constructor(private readonly pool: ConstantPool) {}

  name(keys: ScalarShape): string {
    const text = JSON.stringify(keys);
    const known = this.byShape.get(text);
    if (known !== undefined) return known;
    const name = `keyProblem${this.byShape.size}`;
    this.byShape.set(text, name);
    const doc = jsdoc([`What is wrong with a key${keys.title === undefined ? '' : ` (${keys.title})`}, if anything.`]);
    this.functions.push(`${doc}function ${name}(k) {\n${indent(keyProblemBody(keys, this.pool))}\n}\n`);
    return name;
  }

  declarations(): string {
    return this.functions.join('\n');
  }
}
