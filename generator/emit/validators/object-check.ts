/**
 * One function per named object type: the value must be an object; each field is read once and
 * checked; required fields must be present; members that are not fields are reported (forbidden,
 * read-only or unknown) only when the count of fields seen differs from the count of keys; an
 * exactly-one choice reports how many of its members are set; ordered pairs are compared.
 */
import type { DerivedField } from '../../derive/types.ts';
import { jsdoc } from '../jsdoc.ts';
import { checkName, indent, local, member } from './code.ts';
import type { ConstantPool } from './constants.ts';
import { type FieldContext, fieldCheck } from './field-check.ts';
import type { CheckedType } from './plan.ts';

export function objectCheck(checked: CheckedType, context: FieldContext): string {
  const { type, pairs } = checked;
  const locals = new Map(type.fields.map((field, i) => [field.name, local(field.name, i)]));
  const params = type.choice ? 'v, r, noun' : 'v, r';
  const body = [
    `if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrongType(r, undefined, ${JSON.stringify(`an object (${type.name})`)}, v);`,
    ...(type.fields.some((f) => f.shape.kind !== 'scalar') ? ['const s = r.path;'] : []),
    ...(type.choice ? ['const mark = r.issues.length;'] : []),
    ...(type.fields.length > 0 ? ['let n = 0;'] : []),
    ...type.fields.map((field) => fieldStatements(field, locals.get(field.name) ?? '$', context)),
    extraCheck(type.fields.length > 0 ? 'n' : '0', checked, context.pool),
    ...(type.choice ? [choiceCheck(checked, locals, context.pool)] : []),
    ...pairs.map(({ min, max }) => {
      const a = locals.get(min) ?? '';
      const b = locals.get(max) ?? '';
      return `if (typeof ${a} === 'number' && typeof ${b} === 'number' && ${a} > ${b}) minAboveMax(r, ${JSON.stringify(min)}, ${a}, ${JSON.stringify(max)}, ${b});`;
    }),
  ];
  const doc = jsdoc([`Checks a {@link ${type.name}}: ${firstSentence(type.description)}`]);
  return `${doc}function ${checkName(type.name)}(${params}) {\n${indent(body.join('\n'))}\n}\n`;
}

function fieldStatements(field: DerivedField, name: string, context: FieldContext): string {
  const read = `const ${name} = ${member('v', field.name)};`;
  const check = fieldCheck(field.shape, name, JSON.stringify(field.name), field.name, context);
  const present = `{\n  n++;\n${indent(check)}\n}`;
  if (field.required) {
    return `${read}\nif (${name} === undefined) missing(r, ${JSON.stringify(field.name)});\nelse ${present}`;
  }
  return `${read}\nif (${name} !== undefined) ${present}`;
}

function extraCheck(count: string, checked: CheckedType, pool: ConstantPool): string {
  const known = pool.set(
    'FIELDS',
    checked.type.fields.map((f) => f.name),
  );
  const readOnly = checked.readOnly.length === 0 ? 'undefined' : pool.set('READ_ONLY', checked.readOnly);
  return `if (countKeys(v) !== ${count}) extraMembers(r, v, ${known}, ${readOnly});`;
}

function choiceCheck(checked: CheckedType, locals: ReadonlyMap<string, string>, pool: ConstantPool): string {
  const members = checked.type.fields.map((f) => f.name);
  const names = pool.json('MEMBERS', members);
  // Every field of a choice is a member, so `n` counts the members set.
  return [
    'if (n !== 1) {',
    `  const values = [${members.map((name) => locals.get(name)).join(', ')}];`,
    `  const set = ${names}.filter((_, i) => values[i] !== undefined);`,
    '  const inside = r.issues.splice(mark);',
    `  notExactlyOne(r, noun, set, ${names});`,
    '  for (const issue of inside) r.issues.push(issue);',
    '}',
  ].join('\n');
}

function firstSentence(text: string): string {
  const match = /^[\s\S]*?[.!?](?=\s|$)/.exec(text.trim());
  return (match?.[0] ?? text).replace(/\s+/g, ' ');
}
