/** The public validators: one per body kind, each a guard around the check of its root type. */
import { jsdoc } from '../jsdoc.ts';
import { checkName } from './code.ts';

export interface PublicValidator {
  /** `validateClusterCreate` */
  readonly name: string;
  /** The root type checked, and the type of `value` on success. */
  readonly type: string;
  readonly doc: string;
  /** The declarations module that declares `type`, relative to validators/. */
  readonly from: string;
  /** Whether it takes `ValidateOptions` (strip mode). */
  readonly options: boolean;
  /** A patch validator: the screen of rule 14 runs first, and issues carry patch codes. */
  readonly patch: boolean;
}

export function publicValidator(validator: PublicValidator, patchLimits: string): string {
  const params = validator.options ? 'value, options' : 'value';
  const check = `${checkName(validator.type)}(value, r);`;
  return [
    jsdoc([validator.doc]),
    `export function ${validator.name}(${params}) {\n`,
    `  const r = startRun(${validator.options ? 'options' : 'undefined'}, ${validator.patch});\n`,
    '  try {\n',
    validator.patch ? `    if (screenPatch(r, value, ${patchLimits})) ${check}\n` : `    ${check}\n`,
    '  } catch (error) {\n',
    '    unreadable(r, error);\n',
    '  }\n',
    '  return finishRun(r, value);\n',
    '}\n',
  ].join('');
}

export function publicDeclaration(validator: PublicValidator): string {
  const params = validator.options ? 'value: unknown, options?: ValidateOptions' : 'value: unknown';
  return `${jsdoc([validator.doc])}export declare function ${validator.name}(${params}): ValidationResult<${validator.type}>;\n`;
}
