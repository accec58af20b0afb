/**
 * One function per named object type: the value must be an object; each field is read once and
 * checked; required fields must be present; members that are not fields are reported (forbidden,
 * read-only or unknown) only when the count of fields seen differs from the count of keys; an
 * exactly-one choice reports how many of its members are set; ordered pairs are compared (pairs.ts).
 */
import type { DerivedField } from '../../derive/types.ts';
import { _, type Code, indent, join, jsdoc, lines, property } from '../code.ts';
import type { ConstantPool } from './constants.ts';
import { type FieldContext, fieldCheck } from './field-check.ts';
import { memberNameBytes, OBJECT_SIZE } from './json-size.ts';
import { checkName, localName } from './names.ts';
import { pairChecks } from './pairs.ts';
import type { CheckedType } from './plan.ts';
import { scalarCheck } from './scalar-check.ts';

/** A value the run knows valid (the patch engine's check of a result) is not read again. */
const KNOWN_OBJECT = _`if (r.known !== undefined && r.known(v)) return;`;

export function objectCheck(checked: CheckedType, context: FieldContext): Code {
  const { type, pairs } = checked;
  const locals = new Map(type.fields.map((field, i) => [field.name, localName(field.name, i)]));
  const local = (field: string): Code => locals.get(field) ?? _`undefined`;
  const params = type.choice ? _`v, r, noun` : _`v, r`;
  const hashed = context.hashedKey?.(type.name);
  const body = lines([
    _`if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, ${`an object (${type.name})`}, v);`,
    KNOWN_OBJECT,
    type.fields.some((f) => f.shape.kind !== 'scalar') ? _`const s = r.path;` : undefined,
    type.choice ? _`const mark = r.issues.length;` : undefined,
    type.fields.length > 0 ? _`let n = 0;` : undefined,
    type.fields.length > 0 ? _`let ${OBJECT_SIZE} = 0;` : undefined,
    hashed === undefined ? undefined : _`let id = -1;`,
    ...type.fields.map((field) => fieldStatements(field, local(field.name), context, field.name === hashed)),
    // braces, less the comma counted after the last member
    type.fields.length > 0 ? _`r.size += ${OBJECT_SIZE} + (n === 0 ? 2 : 1);` : _`r.size += 2;`,
    extraCheck(type.fields.length > 0 ? _`n` : _`0`, checked, context.pool),
    type.choice ? choiceCheck(checked, local, context.pool) : undefined,
    ...pairs.flatMap((pair) => pairChecks(pair, local)),
    // the identifier's hash, for the keyed arrays of this type (-1: not a matching string)
    hashed === undefined ? undefined : _`return id;`,
  ]);
  const doc = jsdoc([`Checks a {@link ${type.name}}: ${firstSentence(type.description)}`]);
  return _`${doc}function ${checkName(type.name)}(${params}) {\n${indent(body)}\n}\n`;
}

function fieldStatements(field: DerivedField, local: Code, context: FieldContext, hashed: boolean): Code {
  const read = _`const ${local} = ${property(_`v`, field.name)};`;
  const check =
    field.shape.kind === 'scalar'
      ? scalarCheck(field.shape, local, _`${field.name}`, context.pool, hashed ? _`id` : undefined, OBJECT_SIZE)
      : fieldCheck(field.shape, local, _`${field.name}`, field.name, context);
  const present = _`{\n  n++;\n  ${OBJECT_SIZE} += ${memberNameBytes(field.name)};\n${indent(check)}\n}`;
  if (field.required) {
    return _`${read}\nif (${local} === undefined) missing(r, ${field.name});\nelse ${present}`;
  }
  return _`${read}\nif (${local} !== undefined) ${present}`;
}

function extraCheck(count: Code, checked: CheckedType, pool: ConstantPool): Code {
  const known = pool.set(
    'FIELDS',
    checked.type.fields.map((f) => f.name),
    `OF_${checked.type.name}`,
  );
  const readOnly =
    checked.readOnly.length === 0 ? _`undefined` : pool.set('READ_ONLY', checked.readOnly, `IN_${checked.type.name}`);
  return _`if (countKeys(v) !== ${count}) extraMembers(r, v, ${known}, ${readOnly});`;
}

function choiceCheck(checked: CheckedType, local: (field: string) => Code, pool: ConstantPool): Code {
  const members = checked.type.fields.map((f) => f.name);
  const names = pool.json('MEMBERS', members, `OF_${checked.type.name}`);
  // Every field of a choice is a member, so `n` counts the members set.
  return lines([
    _`if (n !== 1) {`,
    _`  const values = [${join(members.map(local), _`, `)}];`,
    _`  const set = ${names}.filter((_, i) => values[i] !== undefined);`,
    _`  const inside = r.issues.splice(mark);`,
    _`  notExactlyOne(r, noun, set, ${names});`,
    _`  for (const issue of inside) r.issues.push(issue);`,
    _`}`,
  ]);
}

function firstSentence(text: string): string {
  const match = /^[\s\S]*?[.!?](?=\s|$)/.exec(text.trim());
  return (match?.[0] ?? text).replace(/\s+/g, ' ');
}
