/**
 * The size of a record (`x-mk8s-max-bytes`): the bytes of its JSON text in UTF-8, as `JSON.stringify`
 * writes it (no spaces; members holding `undefined` left out).
 *
 * The generated checks count it while they read the value (`run.size`, `run.wide`): member names
 * and punctuation exactly, a string whose pattern or enum admits only printable ASCII other than `"`
 * and `\` exactly, any other string as one to six bytes a unit (past half the limit, the public
 * validators keep such strings aside and read them only if the count must be closed at the end;
 * other runs read them as they come), an integer exactly, any other number as one to 24
 * characters. When the checks read the whole value (no issue, nothing stripped) and even the most
 * that count can mean is within the limit, that settles it without another walk: always for a body
 * up to half the limit. A value whose count cannot settle it — above half the limit, or with parts
 * the checks did not read — is counted again by json-bytes.ts, first as an upper bound, then exactly.
 */
import type { Run } from './core.js';
import { push } from './issues.js';
import { jsonBytes, stringBytes } from './json-bytes.js';

/** The most bytes a UTF-16 unit takes in JSON text (`\u001f`). */
const WIDEST_UNIT = 6;

/** Reports `TOO_LARGE` at the current value when its JSON text takes more than `limit` bytes. @internal */
export function tooLarge(run: Run, value: unknown, limit: number): void {
  // The count brackets the text when every issue left it whole (a value counted, or one not read
  // and bounded) and nothing is stripped.
  const whole = run.issues.length === run.accounted && run.drops === undefined;
  if (whole && run.size + 5 * run.wide <= limit) return;
  if (whole && run.size <= limit && run.deferred !== undefined) {
    settleDeferred(run, limit, limit);
    if (run.size + 5 * run.wide <= limit) return;
  }
  const within =
    !(whole && run.size > limit) && (jsonBytes(value, limit, false) <= limit || jsonBytes(value, limit, true) <= limit);
  if (within) return;
  push(
    run,
    undefined,
    'TOO_LARGE',
    `must take at most ${limit} bytes as JSON text (UTF-8, without spaces); this value takes more`,
  );
}

/**
 * The issue just reported is at a value the count holds (read and counted before it was found at
 * fault: a string off its pattern, a number out of bounds, a member missing). @internal
 */
export function counted(run: Run): void {
  run.accounted++;
}

/**
 * The issue just reported is at a value the checks do not read further (of the wrong type, a member
 * that is no field): its JSON text, with `extra` bytes of member name and punctuation, is added to
 * the count as an upper bound, so the count still brackets the body's text. Nothing is added without
 * a size limit (nor in a patch run, whose count only stops its walks), nor for a value that has no
 * JSON text of its own (`undefined`, a function: the text leaves it out or writes `null`), nor once
 * the count's upper bound is past the limit (the bound, read again at each value of the wrong type,
 * would cost up to the limit each time a shared value is met): such an issue leaves the count to the
 * walk after the checks, which is one and stops at the limit. @internal
 */
export function countSkipped(run: Run, value: unknown, extra: number): void {
  if (run.limit === Number.POSITIVE_INFINITY || run.patch || run.size + 5 * run.wide > run.limit) return;
  const type = typeof value;
  if (type !== 'object' && type !== 'string' && type !== 'number' && type !== 'boolean') return;
  // The bound stops soon after the limit, whatever the value (a cyclic one included).
  run.wide += (extra + jsonBytes(value, run.limit, false)) / 5;
  run.accounted++;
}

/**
 * Counts a member of an object that is none of its fields (an unknown or read-only member), which the
 * checks do not read further: its name and colon exactly, a scalar value exactly (a string whose
 * characters are read only when it is no longer than the limit, else within its range of one to six
 * bytes a unit; a fraction within 1 to 26 characters), any other value bounded as `countSkipped`
 * bounds it, and its comma. `first` is the first such member of an object that holds no field: its
 * comma is bounded, not counted, since it is not in the text when no other member is. Counted so, a
 * body of many unknown scalar members settles its size without another walk (bounded, with names at
 * six bytes a unit and numbers at 24 characters, 60,000 `"kN":1` members of nine bytes or so counted
 * as up to 52 each took the body past the limit on paper, to be walked twice). @internal
 */
export function countMember(run: Run, key: string, value: unknown, first: boolean): void {
  if (run.limit === Number.POSITIVE_INFINITY || run.patch) return;
  const type = typeof value;
  if (type !== 'string' && type !== 'number' && type !== 'boolean' && value !== null) {
    // its name, colon and comma, bounded; an object's JSON text bounded (nothing added without one)
    countSkipped(run, value, WIDEST_UNIT * key.length + 4);
    return;
  }
  countExactly(run, key);
  run.size += first ? 1 : 2;
  if (first) run.wide += 1 / 5;
  if (type === 'string') countExactly(run, value as string);
  else if (type === 'number' && Number.isInteger(value)) run.size += integerBytes(value as number);
  else if (type === 'number' && Number.isFinite(value)) {
    run.size += 1;
    run.wide += 5;
  } else if (type === 'boolean') run.size += value ? 4 : 5;
  // `null`, and a number JSON.stringify writes as `null`
  else run.size += 4;
  run.accounted++;
}

/** Counts a string exactly when no longer than the limit, else within its range. */
function countExactly(run: Run, text: string): void {
  if (text.length <= run.limit) run.size += stringBytes(text, true);
  else {
    run.size += text.length + 2;
    run.wide += text.length;
  }
}

/**
 * Counts a string that may hold characters of more than one byte in JSON text: as one to six bytes a
 * unit while the count is far from the limit, exactly (reading its characters) once it nears it.
 * @internal
 */
export function countText(run: Run, text: string): void {
  if (run.size + 5 * (run.wide + text.length) <= run.exactAbove) {
    run.size += text.length + 2;
    run.wide += text.length;
  } else if (run.defer) {
    run.size += text.length + 2;
    run.wide += text.length;
    // Past the limit the body is too large whatever its strings hold: nothing more to keep.
    if (run.size > run.limit) return;
    if (run.deferred === undefined) run.deferred = [text];
    else run.deferred.push(text);
  } else run.size += stringBytes(text, true);
}

/**
 * Counts the strings `countText` kept aside exactly, one after the other, until the count is closed
 * within `within` or shown past `past` (or all are counted): each string's range of one to six
 * bytes a unit becomes its bytes. The count stays a bracket of the text throughout, so a body at the
 * limit is still judged on its exact size. @internal
 */
export function settleDeferred(run: Run, within: number, past: number): void {
  const deferred = run.deferred;
  if (deferred === undefined) return;
  let i = 0;
  for (; i < deferred.length && run.size + 5 * run.wide > within && run.size <= past; i++) {
    const text = deferred[i] as string;
    run.size += stringBytes(text, true) - text.length - 2;
    run.wide -= text.length;
  }
  run.deferred = i === deferred.length ? undefined : deferred.slice(i);
}

/** Where a run stood: how many issues it had and how many objects it had screened (`forgetMembers`). @internal */
export interface RunMark {
  readonly issues: number;
  readonly screened: number;
}

/**
 * Forgets the issues the run found since it stood at `mark` and the objects it screened since (so that a
 * screen of the whole value finds their forbidden keys again): an object refused whole. The count is
 * kept: what was read is in the text (a lower bound still), and a count that went back would let the
 * walk read again what it forgot, each time a shared object is met, with no end but its written-out
 * size. An issue forgotten that left the count open (a value of the wrong type, whose name was counted
 * but whose text was not) keeps it open. @internal
 */
export function forgetMembers(run: Run, mark: RunMark): void {
  const open = run.issues.length - run.accounted;
  run.issues.length = mark.issues;
  run.accounted = mark.issues - open;
  const screened = run.screened;
  if (screened === undefined || screened.size === mark.screened) return;
  let index = 0;
  for (const node of screened) if (index++ >= mark.screened) screened.delete(node);
}

/**
 * The run passed its limit: a create body or a cluster whose count passed `run.limit`, a patch whose
 * free-form walk passed `run.nodes` (the objects the engine copies as written out), or a value whose
 * text, compared as JSON, passed `run.limit`. The value is larger than its limit and the walks stop
 * reading it (a free-form value, items compared as JSON text); a patch run reports LIMIT at the
 * root once, as the patch engine refuses such a patch. @internal
 */
export function pastLimit(run: Run): void {
  if (run.past) return;
  run.past = true;
  if (run.patch) run.issues.push(patchTooLarge(run.limit));
}

/** The issue of a patch whose JSON text takes more than `limit` bytes (the engine's too). @internal */
export function patchTooLarge(limit: number): { readonly path: ''; readonly code: 'LIMIT'; readonly message: string } {
  return {
    path: '',
    code: 'LIMIT',
    message: `the patch takes more than ${limit} bytes as JSON text, more than a cluster may take; a patch this large is not read`,
  };
}

/**
 * Whether a free-form walk stops before the node it is at: a create body or a cluster whose count
 * passed the size limit, a patch whose free-form walk passed `run.nodes` (`pastLimit`). @internal
 */
export function stopsHere(run: Run): boolean {
  if (!(run.patch ? --run.nodes < 0 : run.size > run.limit)) return false;
  pastLimit(run);
  return true;
}

/**
 * The bytes of an integer's JSON text, without writing it: its digits and sign below 10^21 (where
 * `JSON.stringify` writes every digit; `-0` is `0`), its written length above. @internal
 */
export function integerBytes(value: number): number {
  const magnitude = value < 0 ? -value : value;
  if (magnitude >= 1e21) return String(value).length;
  let digits = 1;
  // powers of ten up to 10^21 are exact doubles, so each comparison is exact
  for (let power = 10; power <= magnitude; power *= 10) digits++;
  return value < 0 ? digits + 1 : digits;
}

/**
 * Counts a scalar of a checked type whose bytes the generated check does not count inline (a value
 * that may be a string, a number or a boolean). @internal
 */
export function countScalar(run: Run, value: string | number | boolean): void {
  if (typeof value === 'string') countText(run, value);
  else if (typeof value === 'number') {
    run.size += 1;
    run.wide += 5;
  } else run.size += value ? 4 : 5;
}
