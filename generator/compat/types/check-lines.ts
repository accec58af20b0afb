/**
 * The TypeScript line each check is written as, in the file the checker reads: the checker's
 * diagnostic on a line is that check's failure, in its words. Inline parts are reached with a few
 * helper types, declared once per file on one line.
 */
import type { TypePath } from './inline.ts';
import type { AssignabilityCheck } from './program.ts';

/**
 * `__Member`, `__Element` and `__Value` take a type to a member, an array's element or an index
 * signature's value, alternative by alternative (an absent part is `never`, and `undefined` of an
 * optional member drops out). `__Keys` is what a member access compiles against, of the object
 * alternatives only: a primitive's own members (`"A".charAt`) are not the type's, so an enum of
 * strings retyped to `number` loses no member (it is a widening). `__Unread<Old, New>` is the keys
 * of `Old` that `New` lacks; none where `New` is absent (the member above it is reported). `__Lost<Old, New>` is the literal values of `Old` that `New` does not
 * hold: a value compared with a type that cannot hold it does not compile ("no overlap"); a type
 * that holds every string (`string`, an open catalogue's `string & {}`) holds every string literal.
 * A place retyped (its new type keeps none of the old literals and does not fit the old type, as
 * `"A" | "B"` becoming `number`) loses nothing here: the read check reports it, once, as a widening.
 */
export const CHECK_PRELUDE = [
  'type __Member<T, K extends PropertyKey> = T extends unknown ? (K extends keyof T ? T[K] : never) : never;',
  'type __Element<T> = T extends readonly (infer E)[] ? E : never;',
  'type __Value<T> = T extends unknown ? (string extends keyof T ? T[string] : never) : never;',
  'type __Literal<T> = T extends string | number | bigint | boolean',
  '? string extends T ? never : number extends T ? never : bigint extends T ? never : T : never;',
  'type __Keys<T> = [Extract<T, object>] extends [never] ? never : keyof Extract<T, object>;',
  'type __Unread<O, N> = [N] extends [never] ? never : Exclude<__Keys<O>, __Keys<N>>;',
  'type __Gone<O, N> = Exclude<__Literal<O>, N>;',
  'type __Lost<O, N> = [N] extends [never] ? never : [N] extends [O] ? __Gone<O, N>',
  ': [Exclude<__Literal<O>, __Gone<O, N>>] extends [never] ? never : __Gone<O, N>;',
].join(' ');

/** Check `i` on one line: `s<i>` holds the source side, `t<i>` must accept it. */
export function checkLine(i: number, check: AssignabilityCheck, source: string, target: string): string {
  const [from, to] = [partOf(source, check.at), partOf(target, check.at)];
  switch (check.test) {
    case 'members':
      // the members the target lacks must be none: the checker names them when there are some
      return never(i, `__Unread<${objectOf(from, check.at)}, ${objectOf(to, check.at)}>`);
    case 'literals':
      return never(i, `__Lost<${from}, ${to}>`);
    default:
      return `declare const s${i}: ${from}; export const t${i}: ${to} = s${i};`;
  }
}

function never(i: number, type: string): string {
  return `declare const s${i}: ${type}; export const t${i}: never = s${i};`;
}

/** An inline part may be optional: its keys are those of what it holds when present. */
function objectOf(type: string, at: TypePath | undefined): string {
  return at === undefined || at.length === 0 ? type : `NonNullable<${type}>`;
}

/** The type expression of the part at `at` of `type`. */
function partOf(type: string, at: TypePath | undefined): string {
  return (at ?? []).reduce((part, step) => {
    if (step.kind === 'member') return `__Member<${part}, ${JSON.stringify(step.name)}>`;
    return step.kind === 'element' ? `__Element<${part}>` : `__Value<${part}>`;
  }, type);
}
