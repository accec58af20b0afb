/** The public validators: one per body kind, each a guard around the check of its root type. */
import { jsdoc } from '../jsdoc.ts';
import { checkName } from './code.ts';

export interface PublicValidator {
  /** `validateClusterCreate` */
  readonly name: string;
  /** The root type checked, and the type of `value` on success. */
  readonly type: string;
  readonly doc: string;
  /** Whether it takes `ValidateOptions` (strip mode). */
  readonly options: boolean;
}

export function publicValidator(validator: PublicValidator): string {
  const params = validator.options ? 'value, options' : 'value';
  return [
    jsdoc([validator.doc]),
    `export function ${validator.name}(${params}) {\n`,
    `  const r = startRun(${validator.options ? 'options' : ''});\n`,
    '  try {\n',
    `    ${checkName(validator.type)}(value, r);\n`,
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
