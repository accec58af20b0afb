/**
 * A member of a free-form object in a patch (patch-semantics rule 11): any JSON but `null`, where
 * a plain object is a nested patch of the member, at every depth. Such an object takes `$drop` (keys
 * to remove) and `$replace/<key>` (a member set whole, a literal value); the array operators are
 * refused (the kind of an array inside a free-form value is unknown), as is every other `$` key.
 * Rule 4 applies at each level. Arrays, their elements and `$replace/` values are literal values
 * (values.ts). Depth and sizes count as in the resource.
 */
import type { CompiledLevel, CompiledOperators } from '../patch/model.js';
import { conflict } from './array-conflicts.js';
import type { Run, Token } from './core.js';
import { push } from './issues.js';
import { tooMany, wrongType } from './messages.js';
import { badSuffix } from './patch-checks.js';
import { screen } from './screen.js';
import { countText, stopsHere } from './size.js';
import { duplicateItems } from './unique.js';
import { badKey, FORBIDDEN, type FreeFormLimits, freeFormDepth, freeFormMember, ownKeyCount } from './values.js';
import { isPlainObject, quote } from './words.js';

/** The value of a plain member of a free-form patch (the free-form object is level 1). @internal */
export function freeFormPatchValue(
  run: Run,
  token: Token,
  value: unknown,
  limits: FreeFormLimits,
  level: CompiledLevel,
): void {
  patchMember(run, token, value, 1, limits, level.model);
}

function patchMember(
  run: Run,
  token: Token,
  value: unknown,
  depth: number,
  limits: FreeFormLimits,
  operators: CompiledOperators,
): void {
  // an object that is not plain is no nested patch: freeFormMember refuses it
  if (typeof value !== 'object' || value === null || Array.isArray(value) || !isPlainObject(value)) {
    freeFormMember(run, token, value, depth, limits);
    return;
  }
  run.path.push(token);
  patchNode(run, value as Record<string, unknown>, depth + 1, limits, operators);
  run.path.pop();
}

/** What one nested patch sets and drops, for the conflicts of rule 4. */
interface Targets {
  dropped: Map<string, string> | undefined;
  replaced: Set<string> | undefined;
}

function patchNode(
  run: Run,
  node: Record<string, unknown>,
  depth: number,
  limits: FreeFormLimits,
  operators: CompiledOperators,
): void {
  // past the limit, as in values.ts: the patch is too large, and a shared node is read no more
  if (stopsHere(run)) return;
  const maxDepth = freeFormDepth(limits);
  if (depth > maxDepth) {
    push(run, undefined, 'TOO_DEEP', `nested more than ${maxDepth} levels deep`);
    screen(run, undefined, node);
    return;
  }
  // a nested patch (level 2 and deeper) stands for an object inside a value
  const max = limits.valueMaxProperties;
  if (max !== undefined) {
    const count = ownKeyCount(node);
    if (count > max) {
      tooMany(run, undefined, 'keys', max, count, node);
      return;
    }
  }
  const targets: Targets = { dropped: undefined, replaced: undefined };
  let members = 0;
  for (const key in node) {
    if (!Object.hasOwn(node, key)) continue;
    const value = node[key];
    // A member holding `undefined` is absent, as in JSON text (the patch screen reports it).
    if (value === undefined) continue;
    members++;
    countText(run, key);
    run.size += 2;
    if (key.charCodeAt(0) === 36 && operatorMember(run, key, value, depth, limits, operators, targets)) continue;
    const reason = limits.keyProblem(key);
    if (reason !== undefined && !badKey(run, key, reason)) continue;
    patchMember(run, key, value, depth, limits, operators);
  }
  run.size += members === 0 ? 2 : 1;
  if (targets.dropped !== undefined || targets.replaced !== undefined) conflicts(run, node, targets, operators);
}

/**
 * A `$` key of a nested patch: `$drop`, `$replace/<key>`, or an array operator (refused). Returns
 * false for any other `$` key, which the key check then refuses.
 */
function operatorMember(
  run: Run,
  key: string,
  value: unknown,
  depth: number,
  limits: FreeFormLimits,
  operators: CompiledOperators,
  targets: Targets,
): boolean {
  const operator = operators.of(key);
  if (operator === undefined) return false;
  if (operator.step === 'drop-fields' && key === operator.key) {
    targets.dropped = dropEntries(run, key, value, limits, targets.dropped);
  } else if (operator.step === 'set' && key.length > operator.key.length) {
    const member = key.slice(operator.key.length);
    const reason = limits.keyProblem(member);
    // a forbidden key is the screen's to report (rule 14)
    if (reason !== undefined && reason !== FORBIDDEN) badSuffix(run, key, reason);
    targets.replaced ??= new Set();
    targets.replaced.add(member);
    freeFormMember(run, key, value, depth, limits);
  } else if (operator.group === 'array') {
    push(
      run,
      key,
      'INVALID_PATCH',
      `${quote(key)}: array operators do not apply inside a free-form value (the kind of its arrays is unknown); set the array whole`,
    );
  } else return false;
  return true;
}

/** The entries of a nested `$drop`: distinct keys, each valid. Adds them to `dropped`. */
function dropEntries(
  run: Run,
  key: string,
  value: unknown,
  limits: FreeFormLimits,
  dropped: Map<string, string> | undefined,
): Map<string, string> | undefined {
  run.path.push(key);
  if (!Array.isArray(value)) wrongType(run, undefined, 'an array of keys', value);
  else {
    run.size += value.length === 0 ? 2 : value.length + 1;
    value.forEach((entry: unknown, i) => {
      if (typeof entry !== 'string') {
        wrongType(run, i, 'a key', entry);
        return;
      }
      countText(run, entry);
      const reason = limits.keyProblem(entry);
      if (reason !== undefined && reason !== FORBIDDEN) push(run, i, 'INVALID_KEY', `key ${quote(entry)} ${reason}`);
      dropped ??= new Map();
      if (!dropped.has(entry)) dropped.set(entry, key);
    });
    if (value.length > 1) duplicateItems(run, value);
  }
  run.path.pop();
  return dropped;
}

/**
 * Rule 4 at one level of a nested patch: a key both dropped and set (plainly or by `$replace/`), or
 * both replaced and set plainly; reported at the later of the two in rule 6's order.
 */
function conflicts(run: Run, node: Record<string, unknown>, targets: Targets, operators: CompiledOperators): void {
  const replace = operators.byStep.set?.key;
  const { dropped, replaced } = targets;
  for (const key of Object.keys(node)) {
    if (node[key] === undefined) continue;
    const replacing = replace !== undefined && key.startsWith(replace) && key.length > replace.length;
    if (key.charCodeAt(0) === 36 && !replacing) continue;
    const member = replacing ? key.slice(replace.length) : key;
    const drop = dropped?.get(member);
    if (drop !== undefined) {
      conflict(run, [key], `${quote(member)} is both dropped with ${drop} and set with ${quote(key)}`);
    } else if (!replacing && replaced?.has(member) === true) {
      conflict(
        run,
        [key],
        `${quote(member)} is changed by both ${replace} and a plain value; a member takes only one of them`,
      );
    }
  }
}
