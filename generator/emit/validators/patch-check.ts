/**
 * One function per patch type (patch-semantics.md): each member of the patch object is dispatched
 * by its key to the check of its value — a plain field, one of the level's operator keys, or, in an
 * open level, a key of the map or free-form object. Values in create shape reuse the create checks
 * (their issues become INVALID_PATCH in a patch run); what a level may not take and the conflicts
 * of rules 4, 5 and 10 are judged by the runtime from the level's data.
 */
import type { OperatorMember, PatchType, PatchValue } from '../../derive/patch/types.ts';
import type { FreeFormShape } from '../../ir/types.ts';
import { _, type Code, indent, join, jsdoc, lines, name, property } from '../code.ts';
import { type FieldContext, fieldCheck, nested, scalarWord } from './field-check.ts';
import { checkName } from './names.ts';

export interface PatchContext extends FieldContext {
  /** The compiled level of a patch type, from the patch model (`PATCH_MODEL.levels.ClusterPatch`). */
  readonly level: (type: PatchType) => Code;
  /** The constant of a free-form shape's limits. */
  readonly freeFormLimits: (shape: FreeFormShape) => Code;
  /** The set constant of the field names a patch type's `$drop` takes. */
  readonly names: (names: readonly string[], type: string) => Code;
}

const X = name('x');

/** The level being checked: its compiled level, and the patch type's name (for constant names). */
interface Level {
  readonly code: Code;
  readonly type: string;
}

export function patchCheck(type: PatchType, context: PatchContext): Code {
  const where: Level = { code: context.level(type), type: type.name };
  const level = where.code;
  const open = type.kind === 'map' || type.kind === 'free-form' || type.kind === 'unkeyed-element';
  const loop = open ? openMembers(type, where, context) : closedMembers(type, where, context);
  // a free-form object's members are named by no schema: one that is not plain is refused (values.ts)
  const plain = type.kind === 'free-form' ? _` || !isPlainObject(v)` : _``;
  const body = lines([
    _`if (typeof v !== 'object' || v === null || Array.isArray(v)${plain}) return wrongType(r, undefined, ${`an object (${type.name})`}, v);`,
    _`const s = r.path;`,
    _`// operator keys met: without one, no rule of conflict can apply`,
    _`let o = 0;`,
    type.selectorRequired ? _`let selectors = 0;` : undefined,
    _`for (const k of Object.keys(v)) {`,
    _`  const x = v[k];`,
    _`  // \`undefined\` is not JSON: screenPatch reports it.`,
    _`  if (x === undefined) continue;`,
    indent(loop),
    _`}`,
    type.identifier === undefined
      ? undefined
      : _`if (${property(_`v`, type.identifier)} === undefined) missingIdentifier(r, ${level});`,
    type.selectorRequired ? _`if (selectors === 0) noSelector(r);` : undefined,
    _`if (o !== 0) ${open ? _`openConflicts` : _`closedConflicts`}(r, v, ${level});`,
  ]);
  const doc = jsdoc([`Checks a {@link ${type.name}}: the patch of ${type.source}.`]);
  return _`${doc}function ${checkName(type.name)}(v, r) {\n${indent(body)}\n}\n`;
}

function closedMembers(type: PatchType, level: Level, context: PatchContext): Code {
  const cases = [
    ...type.fields.map((field) =>
      caseOf(field.name, valueCheck(field.value, _`${field.name}`, field.name, level, context)),
    ),
    ...type.operators.map((member) => caseOf(member.key, lines([_`o++;`, operatorCheck(member, level, context)]))),
  ];
  return lines([
    _`switch (k) {`,
    ...cases.map((c) => indent(c)),
    _`  default:`,
    _`    badPatchMember(r, k, ${level.code});`,
    _`}`,
  ]);
}

function openMembers(type: PatchType, level: Level, context: PatchContext): Code {
  const open = type.open;
  if (open === undefined) throw new Error(`${type.name} is an open level without keys`);
  const listed = type.operators.filter((m) => m.target.kind !== 'any-member');
  const prefixed = type.operators.filter((m) => m.target.kind === 'any-member');
  const keyProblem = context.keyProblem(open.keys);
  const k = name('k');
  const branches = [
    ...listed.map((m) => _`if (k === ${m.key}) {\n  o++;\n${indent(operatorCheck(m, level, context))}\n}`),
    ...prefixed.map((m) =>
      lines([
        _`if (k.startsWith(${m.key})) {`,
        _`  o++;`,
        _`  const reason = ${keyProblem}(k.slice(${m.key.length}));`,
        _`  if (reason !== undefined) badSuffix(r, k, reason);`,
        indent(valueCheck(m.value, k, '', level, context)),
        _`}`,
      ]),
    ),
    _`if (k.charCodeAt(0) === 36) {\n  o++;\n  badPatchMember(r, k, ${level.code});\n}`,
    lines([
      _`{`,
      type.selectorRequired ? _`  selectors++;` : undefined,
      _`  const reason = ${keyProblem}(k);`,
      _`  if (reason === undefined || badKey(r, k, reason)) {`,
      indent(valueCheck(open.value, k, '', level, context), 2),
      _`  }`,
      _`}`,
    ]),
  ];
  return join(branches, _` else `);
}

function operatorCheck(member: OperatorMember, level: Level, context: PatchContext): Code {
  const target = member.target.kind === 'field' ? member.target.field : '';
  return valueCheck(member.value, _`${member.key}`, target, level, context);
}

function caseOf(key: string, check: Code): Code {
  return _`case ${key}: {\n${indent(check)}\n  break;\n}`;
}

/** Statements checking a patch value held in `x`, the member `token` of the level. */
function valueCheck(value: PatchValue, token: Code, field: string, level: Level, context: PatchContext): Code {
  return valueCheckOf(value, X, token, field, level, context);
}

function valueCheckOf(
  value: PatchValue,
  x: Code,
  token: Code,
  field: string,
  level: Level,
  context: PatchContext,
): Code {
  switch (value.kind) {
    case 'create':
      return fieldCheck(value.shape, x, token, field, context);
    case 'patch':
      return nested(token, _`${checkName(value.type)}(${x}, r);`);
    case 'json': {
      const limits = context.freeFormLimits(value.of);
      // the engine's copy may have proven the value valid (the run's `proven`, patch-validator.ts)
      return _`if (r.proven === undefined || !r.proven(${x}, ${limits})) freeFormValue(r, ${token}, ${x}, ${limits});`;
    }
    case 'json-patch': {
      const limits = context.freeFormLimits(value.of);
      // a proven value holds no $ key: a literal value, which is also a valid nested patch
      return _`if (r.proven === undefined || !r.proven(${x}, ${limits})) freeFormPatchValue(r, ${token}, ${x}, ${limits}, ${level.code});`;
    }
    case 'names':
      throw new Error('field names stand only in a list (the value of an operator on its own level)');
    case 'list':
      if (value.items.kind === 'names') {
        const names = context.names(value.items.names, level.type);
        return nested(token, _`dropNames(r, ${x}, ${names}, ${level.code});`);
      }
      return nested(token, _`${listFunction(value, field, level, context)}(${x}, r);`);
  }
}

/** A shared function checking an operator list: its entries, then that none repeats (rule 3). */
function listFunction(
  value: Extract<PatchValue, { kind: 'list' }>,
  field: string,
  level: Level,
  context: PatchContext,
): Code {
  const items = value.items;
  // The field name matters only as the noun of a choice's message.
  const noun =
    items.kind === 'create' && items.shape.kind === 'object' && context.isChoice(items.shape.type) ? field : '';
  const key = JSON.stringify({ value, noun });
  const body = lines([
    _`if (!Array.isArray(x)) return wrongType(r, undefined, 'an array', x);`,
    _`const s = r.path;`,
    _`for (let e = 0; e < x.length; e++) {`,
    _`  const entry = x[e];`,
    indent(valueCheckOf(items, name('entry'), name('e'), field, level, context)),
    _`}`,
    _`if (x.length > 1) duplicateEntries(r, x, ${value.key === undefined ? _`undefined` : _`${value.key}`});`,
  ]);
  const doc = 'Checks the entries of an operator list, each given once.';
  return context.shared.name(
    key,
    `${listBase(items)}List`,
    (fn) => _`${jsdoc([doc])}function ${fn}(x, r) {\n${indent(body)}\n}\n`,
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
