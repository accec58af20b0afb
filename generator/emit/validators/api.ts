/** The public validators: one per body kind, each a guard around the check of its root type. */
import { _, type Code, indent, jsdoc, lines, name } from '../code.ts';
import { screeningCall } from './patch-validator.ts';
import { rootCheck } from './root-check.ts';

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
  /** A patch validator: the screen of rule 14 runs first, and issues carry patch codes (patch-validator.ts). */
  readonly patch: boolean;
  /** The most bytes the body may take as JSON text (`x-mk8s-max-bytes`), measured after its checks. */
  readonly maxBytes?: number;
}

export function publicValidator(validator: PublicValidator): Code {
  const params = validator.options ? _`value, options` : _`value`;
  // the patch validator is one function with the engine's entry (patch-validator.ts)
  if (validator.patch)
    return wrapped(validator, params, screeningCall(validator.options ? _`value, options` : _`value, undefined`));
  const check = rootCheck(validator.type);
  const size = validator.maxBytes === undefined ? undefined : _`  tooLarge(r, value, ${validator.maxBytes});`;
  const exactAbove =
    validator.maxBytes === undefined
      ? undefined
      : _`r.limit = ${validator.maxBytes};\nr.exactAbove = ${validator.maxBytes / 2};\nr.defer = true;`;
  const body = lines([
    _`const r = startRun(${validator.options ? _`options` : _`undefined`}, false);`,
    exactAbove,
    _`try {`,
    _`  ${check}`,
    size,
    _`} catch (error) {`,
    _`  unreadable(r, error);`,
    _`}`,
    _`return finishRun(r, value);`,
  ]);
  return wrapped(validator, params, body);
}

function wrapped(validator: PublicValidator, params: Code, body: Code): Code {
  return _`${jsdoc([validator.doc])}export function ${name(validator.name)}(${params}) {\n${indent(body)}\n}\n`;
}

export function publicDeclaration(validator: PublicValidator): Code {
  const params = validator.options ? _`value: unknown, options?: ValidateOptions` : _`value: unknown`;
  return _`${jsdoc([validator.doc])}export declare function ${name(validator.name)}(${params}): ValidationResult<${name(validator.type)}>;\n`;
}

/**
 * The check of a resource for the patch engine (not exported by the package root): `validateCluster`
 * that takes as valid, unread, every object or array for which `known` answers true — what the patch
 * check or an earlier check has judged — so that a patched cluster is checked only where it changed.
 */
export function knowingValidator(type: string): { readonly code: Code; readonly declaration: Code } {
  const fn = name(`validate${type}Knowing`);
  const doc = jsdoc([
    `For the patch engine: validates a {@link ${type}} as \`validate${type}\` does, but takes as valid, unread, every object or array for which \`known\` answers true (without \`known\`, \`validate${type}\` itself), and writes to \`count\` the bytes of the JSON text it read (at least \`size\`, at most \`size + 5 * wide\`), which the engine's size limit reads. Never throws.`,
  ]);
  const body = lines([
    _`const r = startRun(undefined, false);`,
    _`r.known = known;`,
    _`try {`,
    _`  ${rootCheck(type)}`,
    _`} catch (error) {`,
    _`  unreadable(r, error);`,
    _`}`,
    _`if (count !== undefined) {`,
    _`  count.size = r.size;`,
    _`  count.wide = r.wide;`,
    _`}`,
    _`return finishRun(r, value);`,
  ]);
  return {
    code: _`${doc}export function ${fn}(value, known, count) {\n${indent(body)}\n}\n`,
    declaration: _`${doc}export declare function ${fn}(value: unknown, known: ((value: object) => boolean) | undefined, count?: { size: number; wide: number }): ValidationResult<${name(type)}>;\n`,
  };
}
