/**
 * Free-form objects (the remote-write members typed only `object`): one function per named
 * free-form type, calling the runtime's walker with the limits the schema states.
 */
import type { FreeFormShape, ScalarShape } from '../../ir/types.ts';
import { _, type Code, concat, indent, jsdoc, lines, name } from '../code.ts';
import type { ConstantPool } from './constants.ts';
import { checkName } from './names.ts';
import { keyProblemBody } from './scalar-check.ts';

export function freeFormCheck(shape: FreeFormShape, limits: Code): Code {
  const doc = jsdoc([`Checks a {@link ${shape.name}}: any JSON but \`null\`, within its limits.`]);
  return _`${doc}function ${checkName(shape.name)}(v, r) {\n  checkFreeForm(r, v, ${limits});\n}\n`;
}

/** The constant holding a free-form shape's limits and key check. */
export function freeFormLimits(shape: FreeFormShape, keyProblem: Code, pool: ConstantPool): Code {
  const limits = concat([
    shape.maxDepth === undefined ? _`` : _`maxDepth: ${shape.maxDepth}, `,
    shape.maxProperties === undefined ? _`` : _`maxProperties: ${shape.maxProperties}, `,
    shape.valueMaxProperties === undefined ? _`` : _`valueMaxProperties: ${shape.valueMaxProperties}, `,
    shape.maxItems === undefined ? _`` : _`maxItems: ${shape.maxItems}, `,
    shape.maxLength === undefined ? _`` : _`maxLength: ${shape.maxLength}, `,
    _`keyProblem: ${keyProblem}`,
  ]);
  return pool.use('LIMITS', _`{ ${limits} }`, `OF_${shape.name}`);
}

/** Functions checking keys of maps and free-form objects, one per distinct key schema. */
export class KeyChecks {
  private readonly byShape = new Map<string, Code>();
  private readonly functions: Code[] = [];

  constructor(private readonly pool: ConstantPool) {}

  name(keys: ScalarShape): Code {
    const text = JSON.stringify(keys);
    const known = this.byShape.get(text);
    if (known !== undefined) return known;
    const fn = name(`keyProblem${this.byShape.size}`);
    this.byShape.set(text, fn);
    const doc = jsdoc([`What is wrong with a key${keys.title === undefined ? '' : ` (${keys.title})`}, if anything.`]);
    this.functions.push(_`${doc}function ${fn}(k) {\n${indent(keyProblemBody(keys, this.pool))}\n}\n`);
    return fn;
  }

  declarations(): Code {
    return lines(this.functions);
  }
}
