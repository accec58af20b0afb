/**
 * One function per patch type (patch-semantics.md): each member of the patch object is dispatched
 * by its key to the check of its value — a plain field, one of the level's operator keys, or, in an
 * open level, a key of the map or free-form object. Values in create shape reuse the create checks
 * (their issues become INVALID_PATCH in a patch run); what a level may not take and the conflicts
 * of rules 4, 5 and 10 are judged by the runtime from the level's data.
 */
import type { OperatorMember, PatchType, PatchValue } from '../../derive/patch/types.ts';
import type { FreeFormShape } from '../../ir/types.ts';
import { jsdoc } from '../jsdoc.ts';
import { checkName, indent } from './code.ts';
import { type FieldContext, fieldCheck, scalarWord } from './field-check.ts';

export interface PatchContext extends FieldContext {
  /** The constant describing a patch type as data (`PatchLevel`). */
  readonly level: (type: PatchType) => string;
  /** The constant of a free-form shape's limits. */
  readonly freeFormLimits: (shape: FreeFormShape) => string;
  /** A set constant of strings. */
  readonly names: (names: readonly string[]) => string;
}

export function patchCheck(type: PatchType, context: PatchContext): string {
  const level = context.level(type);
  const open = type.kind === 'map' || type.kind === 'free-form' || type.kind === 'unkeyed-element';
  const loop = open ? openMembers(type, level, context) : closedMembers(type, level, context);
  const after = [
    ...(type.identifier !== undefined
      ? [`if (${memberOf('v', type.identifier)} === undefined) missingIdentifier(r, ${level});`]
      : []),
    ...(type.selectorRequired ? ['if (selectors === 0) noSelector(r);'] : []),
    `${open ? 'openConflicts' : 'closedConflicts'}(r, v, ${level});`,
  ];
  const body = [
    `if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, ${JSON.stringify(`an object (${type.name})`)}, v);`,
    'const s = r.path;',
    ...(type.selectorRequired ? ['let selectors = 0;'] : []),
    'for (const k of Object.keys(v)) {',
    '  const x = v[k];',
    '  // `undefined` is not JSON: screenPatch reports it.',
    '  if (x === undefined) continue;',
    indent(loop),
    '}',
    ...after,
  ];
  const doc = jsdoc([`Checks a {@link ${type.name}}: the patch of ${type.source}.`]);
  return `${doc}function ${checkName(type.name)}(v, r) {\n${indent(body.join('\n'))}\n}\n`;
}

function closedMembers(type: PatchType, level: string, context: PatchContext): string {
  const cases = [
    ...type.fields.map((field) =>
      caseOf(field.name, valueCheck(field.value, 'x', JSON.stringify(field.name), field.name, level, context)),
    ),
    ...type.operators.map((member) => caseOf(member.key, operatorCheck(member, level, context))),
  ];
  return [
    'switch (k) {',
    ...cases.map((c) => indent(c)),
    '  default:',
    `    badPatchMember(r, k, ${level});`,
    '}',
  ].join('\n');
}

function openMembers(type: PatchType, level: string, context: PatchContext): string {
  const open = type.open;
  if (open === undefined) throw new Error(`${type.name} is an open level without keys`);
  const listed = type.operators.filter((m) => m.target.kind !== 'any-member');
  const prefixed = type.operators.filter((m) => m.target.kind === 'any-member');
  const keyProblem = context.keyProblem(open.keys);
  const branches = [
    ...listed.map((m) => `if (k === ${JSON.stringify(m.key)}) {\n${indent(operatorCheck(m, level, context))}\n}`),
    ...prefixed.map((m) =>
      [
        `if (k.startsWith(${JSON.stringify(m.key)})) {`,
        `  const reason = ${keyProblem}(k.slice(${m.key.length}));`,
        '  if (reason !== undefined) badSuffix(r, k, reason);',
        indent(valueCheck(m.value, 'x', 'k', '', level, context)),
        '}',
      ].join('\n'),
    ),
    `if (k.charCodeAt(0) === 36) badPatchMember(r, k, ${level});`,
    [
      '{',
      ...(type.selectorRequired ? ['  selectors++;'] : []),
      `  const reason = ${keyProblem}(k);`,
      '  if (reason === undefined || badKey(r, k, reason)) {',
      indent(valueCheck(open.value, 'x', 'k', '', level, context), 2),
      '  }',
      '}',
    ].join('\n'),
  ];
  return branches.join(' else ');
}

function operatorCheck(member: OperatorMember, level: string, context: PatchContext): string {
  const target = member.target.kind === 'field' ? member.target.field : '';
  return valueCheck(member.value, 'x', JSON.stringify(member.key), target, level, context);
}

function caseOf(key: string, check: string): string {
  return `case ${JSON.stringify(key)}: {\n${indent(check)}\n  break;\n}`;
}

/** Statements checking a patch value held in `x`, the member `token` of the level. */
function valueCheck(
  value: PatchValue,
  x: string,
  token: string,
  name: string,
  level: string,
  context: PatchContext,
): string {
  switch (value.kind) {
    case 'create':
      return fieldCheck(value.shape, x, token, name, context);
    case 'patch':
      return [`s.push(${token});`, `${checkName(value.type)}(${x}, r);`, 's.pop();'].join('\n');
    case 'json':
      return `freeFormValue(r, ${token}, ${x}, ${context.freeFormLimits(value.of)});`;
    case 'names':
      throw new Error('field names stand only in a list (the $drop of a closed level)');
    case 'list':
      if (value.items.kind === 'names') {
        return [
          `s.push(${token});`,
          `dropNames(r, ${x}, ${context.names(value.items.names)}, ${level});`,
          's.pop();',
        ].join('\n');
      }
      return [`s.push(${token});`, `${listFunction(value, name, level, context)}(${x}, r);`, 's.pop();'].join('\n');
  }
}

/** A shared function checking an operator list: its entries, then that none repeats (rule 3). */
function listFunction(
  value: Extract<PatchValue, { kind: 'list' }>,
  name: string,
  level: string,
  context: PatchContext,
): string {
  const items = value.items;
  const key = JSON.stringify({ value, name, level: items.kind === 'names' ? level : '' });
  const body = [
    "if (!Array.isArray(x)) return wrongType(r, undefined, 'an array', x);",
    'const s = r.path;',
    'for (let e = 0; e < x.length; e++) {',
    '  const entry = x[e];',
    indent(valueCheck(items, 'entry', 'e', name, level, context)),
    '}',
    `if (x.length > 1) duplicateEntries(r, x, ${value.key === undefined ? 'undefined' : JSON.stringify(value.key)});`,
  ];
  const doc = 'Checks the entries of an operator list, each given once.';
  return context.shared.name(
    key,
    `${listBase(items)}List`,
    (fn) => `${jsdoc([doc])}function ${fn}(x, r) {\n${indent(body.join('\n'))}\n}\n`,
  );
}

function listBase(items: PatchValue): string {
  switch (items.kind) {
    case 'create': {
      const shape = items.shape;
      if (shape.kind === 'scalar') return scalarWord(shape);
      if (shape.kind === 'object') return shape.type;
      if (shape.kind === 'free-form') return shape.name;
      return shape.kind === 'map' ? (shape.name ?? 'Map') : 'Value';
    }
    case 'patch':
      return items.type;
    default:
      return 'Value';
  }
}

function memberOf(object: string, name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? `${object}.${name}` : `${object}[${JSON.stringify(name)}]`;
}
