// generated from spec/ — do not edit
// The patch engine: applyClusterPatch and diffClusters.

// templates/runtime:patch/index.ts
import {
  validateCluster,
  validateClusterKnowing,
  validateClusterPatch,
  validateClusterPatchScreened
} from "../validators/index.js";
import { clusterPatchModel } from "./cluster-model.js";

// templates/runtime:patch/created-record.ts
import { jsonBytes } from "../validators/runtime.js";

// templates/runtime:patch/fast-index.ts
function fastIndex(entries) {
  const index = Object.create(EMPTY_PROTOTYPE);
  for (const [name, value] of entries) {
    Object.defineProperty(index, name, { value, enumerable: true, writable: false, configurable: false });
  }
  return index;
}
var EMPTY_PROTOTYPE = Object.freeze(/* @__PURE__ */ Object.create(null));

// templates/runtime:patch/json.ts
function hasOwn(value, key) {
  return Object.hasOwn(value, key);
}
function own(value, key) {
  return isObject(value) && Object.hasOwn(value, key) ? value[key] : void 0;
}
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function put(target, key, value) {
  if (key === "__proto__") {
    Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
  } else {
    target[key] = value;
  }
}
function copyObject(value) {
  return { ...value };
}
function copyWithout(value, drop) {
  if (drop === void 0 || drop.size === 0) return { ...value };
  const out = {};
  for (const key of Object.keys(value)) if (!drop.has(key)) put(out, key, value[key]);
  return out;
}
function copyOfType(value, drop, slot) {
  if (drop !== void 0 && drop.size > 0) return copyWithout(value, drop);
  switch (slot & 7) {
    case 0:
      return { ...value };
    case 1:
      return { ...value };
    case 2:
      return { ...value };
    case 3:
      return { ...value };
    case 4:
      return { ...value };
    case 5:
      return { ...value };
    case 6:
      return { ...value };
    default:
      return { ...value };
  }
}
function pointer(parent, token) {
  return { parent, token };
}
function pointerText(path) {
  const tokens = [];
  for (let at = path; at !== void 0; at = at.parent) {
    tokens.push(String(at.token).replace(/~/g, "~0").replace(/\//g, "~1"));
  }
  return tokens.length === 0 ? "" : `/${tokens.reverse().join("/")}`;
}

// templates/runtime:patch/created-record.ts
function createCreatedRecordCheck(data, checks) {
  const limit = data.maxBytes ?? Number.POSITIVE_INFINITY;
  const service = new Set(data.types.find((type) => type.name === data.root)?.readOnly ?? []);
  let types;
  return (record, body, recordBytes) => {
    try {
      if (!isRecordOf(record, body, service) || mayExceed(record, recordBytes, limit)) return checks.validate(record);
      types ??= walkTypes(data);
      const known = knownParts(record, body, data.root, types, service);
      if (known === void 0) return checks.validate(record);
      return checks.validateKnowing(record, (value) => known.has(value));
    } catch {
      return checks.validate(record);
    }
  };
}
function isRecordOf(record, body, service) {
  if (!isObject(record) || !isObject(body) || record === body) return false;
  let fromBody = 0;
  for (const key of Object.keys(record)) {
    const own2 = Object.hasOwn(body, key);
    if (service.has(key)) {
      if (own2) return false;
      continue;
    }
    if (!own2 || record[key] !== body[key]) return false;
    fromBody++;
  }
  return fromBody === Object.keys(body).length;
}
function walkTypes(data) {
  return new Map(data.types.map((type) => [type.name, fastIndex(type.fields.flatMap(walkField))]));
}
function walkField(field) {
  if (field.kind === "scalar") return [];
  const follows = field.differsOnRead === true && (field.kind === "object" || field.kind === "keyed-array");
  return [
    [
      field.name,
      {
        sameOnRead: field.differsOnRead !== true,
        follow: follows ? field.type : void 0,
        array: field.kind === "keyed-array"
      }
    ]
  ];
}
function knownParts(record, body, root, types, service) {
  const known = /* @__PURE__ */ new Set();
  const followed = /* @__PURE__ */ new Set();
  followed.add(record);
  followed.add(body);
  const whole = [];
  for (const key of service) whole.push(record[key]);
  const values = [body];
  const typeNames = [root];
  for (let value = values.pop(); value !== void 0; value = values.pop()) {
    const type = types.get(typeNames.pop());
    if (type === void 0) continue;
    for (const key in value) {
      const field = type[key];
      const member = value[key];
      if (field === void 0 || typeof member !== "object" || member === null) continue;
      if (field.sameOnRead) {
        if (followed.has(member)) return void 0;
        known.add(member);
      } else if (field.follow === void 0) whole.push(member);
      else if (field.array && Array.isArray(member)) {
        if (!follow(member)) return void 0;
        for (const element of member) {
          if (typeof element !== "object" || element === null) continue;
          if (!follow(element)) return void 0;
          values.push(element);
          typeNames.push(field.follow);
        }
      } else if (!follow(member)) return void 0;
      else if (!field.array) {
        values.push(member);
        typeNames.push(field.follow);
      }
    }
  }
  return reaches(whole, known) ? void 0 : known;
  function follow(value) {
    if (known.has(value) || followed.has(value)) return false;
    followed.add(value);
    return true;
  }
}
var REACH_LIMIT = 1e4;
function reaches(values, known) {
  const stack = [...values];
  let visited = 0;
  for (let next = stack.pop(); next !== void 0; next = stack.pop()) {
    if (typeof next !== "object" || next === null) continue;
    if (known.has(next) || ++visited > REACH_LIMIT) return true;
    for (const member of Object.values(next)) stack.push(member);
  }
  return false;
}
function mayExceed(record, recordBytes, limit) {
  if (limit === Number.POSITIVE_INFINITY) return false;
  return (recordBytes ?? jsonBytes(record, limit, false)) > limit;
}

// templates/runtime:patch/apply-object.ts
import { quote as quote4 } from "../validators/runtime.js";

// templates/runtime:patch/apply-array.ts
import { quoteScalar } from "../validators/runtime.js";

// templates/runtime:patch/apply-unkeyed.ts
import { quote as quote2 } from "../validators/runtime.js";

// templates/runtime:patch/apply-free-form.ts
import { quote } from "../validators/runtime.js";

// templates/runtime:patch/clone.ts
import { countScalar, countText } from "../validators/runtime.js";
var RECURSION = 128;
function cloneJson(value, longest2 = Number.POSITIVE_INFINITY, work2) {
  return copyAt(value, 0, longest2, work2);
}
function countValue(run, value) {
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") countScalar(run, value);
  else run.size += 4;
  return value;
}
function countName(run, key) {
  countText(run, key);
  run.size += 2;
}
var OVER_BUDGET = new Error("over budget");
function spend(work2) {
  if (work2 !== void 0 && --work2.left < 0) throw OVER_BUDGET;
}
function copyAt(value, depth, longest2, work2) {
  if (typeof value !== "object" || value === null) return value;
  spend(work2);
  if (depth === RECURSION) return copyByStack(value, /* @__PURE__ */ new Map(), void 0, longest2);
  if (Array.isArray(value)) {
    const out2 = [];
    if (value.length > longest2) out2.length = value.length;
    else for (let i = 0; i < value.length; i++) out2.push(copyAt(value[i], depth + 1, longest2, work2));
    return out2;
  }
  const out = {};
  const keys = Object.keys(value);
  for (let k = 0; k < keys.length; k++) {
    const key = keys[k];
    put(out, key, copyAt(value[key], depth + 1, longest2, work2));
  }
  return out;
}
function copyByStack(root, memo, budget, longest2 = Number.POSITIVE_INFINITY) {
  const stack = [];
  const copyOf = (item) => {
    if (typeof item !== "object" || item === null) return item;
    const known = memo?.get(item);
    if (known !== void 0) return known;
    if (budget !== void 0 && --budget.left < 0) throw OVER_BUDGET;
    const copy = Array.isArray(item) ? [] : {};
    memo?.set(item, copy);
    stack.push([item, copy]);
    return copy;
  };
  if (budget !== void 0) budget.left++;
  const top = copyOf(root);
  const run = budget?.run;
  const counted = (item) => {
    if (run !== void 0 && (typeof item !== "object" || item === null)) countValue(run, item);
    return copyOf(item);
  };
  for (let next = stack.pop(); next !== void 0; next = stack.pop()) {
    const [from, to] = next;
    if (run !== void 0) run.size += 2;
    if (Array.isArray(from)) {
      if (run !== void 0) run.size += from.length;
      if (from.length > longest2) to.length = from.length;
      else for (let i = 0; i < from.length; i++) to.push(counted(from[i]));
    } else {
      for (const key of Object.keys(from)) {
        if (run !== void 0) countName(run, key);
        put(to, key, counted(from[key]));
      }
    }
  }
  return top;
}
function freezeJson(value) {
  if (typeof value !== "object" || value === null) return value;
  const seen = /* @__PURE__ */ new Set([value]);
  const stack = [value];
  for (let next = stack.pop(); next !== void 0; next = stack.pop()) {
    Object.freeze(next);
    const members = Array.isArray(next) ? next : Object.values(next);
    for (let i = 0; i < members.length; i++) {
      const member = members[i];
      if (typeof member !== "object" || member === null || seen.has(member)) continue;
      seen.add(member);
      stack.push(member);
    }
  }
  return value;
}

// templates/runtime:patch/diff-read.ts
var hasOwn2 = Object.prototype.hasOwnProperty;
var OBJECT_PROTOTYPE = Object.prototype;
var prototypeClean = true;
function beginReading() {
  prototypeClean = true;
  for (const _ in OBJECT_PROTOTYPE) prototypeClean = false;
}
var longest = Number.POSITIVE_INFINITY;
function beginDiff(maxItems, budget) {
  beginReading();
  longest = maxItems;
  work = budget;
}
var work;
function diffWork() {
  return work;
}
function visit() {
  spend(work);
}
function longestArray() {
  return longest;
}
function isOverLong(value) {
  return Array.isArray(value) && value.length > longest;
}
function prototypeIsClean() {
  return prototypeClean;
}
function enumeratesOwnOnly(value) {
  return ownOnlyUnder(Object.getPrototypeOf(value));
}
function ownOnlyUnder(prototype) {
  return prototype === OBJECT_PROTOTYPE ? prototypeClean : prototype === null;
}

// templates/runtime:patch/apply-free-form.ts
function mergeFreeForm(context, current, patch, path) {
  return mergeLevel(context, current, patch, path, false);
}
function mergeLevel(context, current, patch, path, mayBeOwn) {
  for (const key in patch) {
    if (key.charCodeAt(0) === 36 && hasOwn2.call(patch, key)) return mergeWithOperators(context, current, patch, path);
  }
  return mergePlain(context, isObject(current) ? current : void 0, patch, path, mayBeOwn);
}
function mergePlain(context, before, patch, path, mayBeOwn) {
  const held = before === void 0 ? NO_KEYS : Object.keys(before);
  let lead = true;
  let k = 0;
  let merged;
  for (const key in patch) {
    if (!hasOwn2.call(patch, key)) continue;
    if (lead && k < held.length && held[k] !== key) lead = false;
    const value = patch[key];
    k++;
    if (!isObject(value)) continue;
    const inner = lead ? k <= held.length ? before[key] : void 0 : own(before, key);
    const result = mergeLevel(context, inner, value, pointer(path, key), true);
    if (result === value) continue;
    merged ??= [];
    merged[k - 1] = result;
  }
  if (mayBeOwn && lead && k >= held.length && merged === void 0) return patch;
  return mergedCopy(context, before, patch, merged);
}
var NO_KEYS = [];
function mergedCopy(context, before, patch, merged) {
  const out = before === void 0 ? {} : { ...before };
  context.changes.made(out);
  let k = 0;
  for (const key in patch) {
    if (!hasOwn2.call(patch, key)) continue;
    const result = merged?.[k++];
    if (result !== void 0) put(out, key, result);
    else {
      const value = patch[key];
      context.changes.placed(value, true);
      put(out, key, value);
    }
  }
  return out;
}
function mergeWithOperators(context, current, patch, path) {
  const out = isObject(current) ? copyWithout(current, droppedKeys(context, patch)) : {};
  context.changes.made(out);
  for (const key of Object.keys(patch)) {
    const value = patch[key];
    if (key.charCodeAt(0) !== 36) {
      const result = isObject(value) ? mergeLevel(context, own(current, key), value, pointer(path, key), true) : value;
      if (result === value) context.changes.placed(value, true);
      put(out, key, result);
      continue;
    }
    const operator = context.operators.of(key);
    if (operator?.step === "set" && key.length > operator.key.length) {
      context.changes.placed(value, true);
      put(out, key.slice(operator.key.length), value);
    } else if (operator?.step !== "drop-fields" || key !== operator.key) {
      context.errors.report("INVALID_PATCH", pointer(path, key), `${quote(key)} is not an operator here`);
    }
  }
  return out;
}
function droppedKeys(context, patch) {
  let dropped;
  for (const key of Object.keys(patch)) {
    if (key.charCodeAt(0) !== 36 || context.operators.of(key)?.step !== "drop-fields") continue;
    const names = patch[key];
    if (!Array.isArray(names)) continue;
    dropped ??= /* @__PURE__ */ new Set();
    for (const name of names) if (typeof name === "string") dropped.add(name);
  }
  return dropped;
}

// templates/runtime:patch/equality.ts
var RECURSION2 = 128;
function deepEqual(a, b, longest2 = Number.POSITIVE_INFINITY, work2) {
  return equalAt(a, b, 0, longest2, work2);
}
function equalAt(a, b, depth, longest2, work2) {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  spend(work2);
  if (depth === RECURSION2) return equalByStack(a, b, longest2, work2);
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length || a.length > longest2) return false;
    for (let i = 0; i < a.length; i++) if (!equalAt(a[i], b[i], depth + 1, longest2, work2)) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (let k = 0; k < keys.length; k++) {
    const key = keys[k];
    if (!Object.hasOwn(b, key) || !equalAt(a[key], b[key], depth + 1, longest2, work2)) {
      return false;
    }
  }
  return true;
}
function equalByStack(first, second, longest2, work2) {
  const stack = [first, second];
  const compared = /* @__PURE__ */ new Map();
  while (stack.length > 0) {
    const b = stack.pop();
    const a = stack.pop();
    if (a === b) continue;
    if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
    const partners = compared.get(a) ?? /* @__PURE__ */ new Set();
    if (partners.has(b)) continue;
    spend(work2);
    compared.set(a, partners.add(b));
    if (Array.isArray(a)) {
      if (!Array.isArray(b) || a.length !== b.length || a.length > longest2) return false;
      for (let i = 0; i < a.length; i++) stack.push(a[i], b[i]);
      continue;
    }
    if (Array.isArray(b)) return false;
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    for (const key of keys) {
      if (!Object.hasOwn(b, key)) return false;
      stack.push(a[key], b[key]);
    }
  }
  return true;
}
var KEY_DEPTH = 48;
function equalityKey(value, longest2 = Number.POSITIVE_INFINITY, work2) {
  const state = { exact: true, longest: longest2, work: work2 };
  return { key: keyAt(value, 0, state), exact: state.exact };
}
function keyAt(value, depth, state) {
  switch (typeof value) {
    case "string":
      return JSON.stringify(value);
    case "number":
      if (Number.isFinite(value)) return String(value);
      state.exact = false;
      return `#${String(value)}`;
    case "boolean":
      return value ? "true" : "false";
    case "object":
      break;
    default:
      state.exact = false;
      return `#${typeof value}`;
  }
  if (value === null) return "null";
  spend(state.work);
  if (depth === KEY_DEPTH || Array.isArray(value) && value.length > state.longest) {
    state.exact = false;
    return Array.isArray(value) ? "[…]" : "{…}";
  }
  if (Array.isArray(value)) {
    let text2 = "[";
    for (let i = 0; i < value.length; i++) text2 += (i === 0 ? "" : ",") + keyAt(value[i], depth + 1, state);
    return `${text2}]`;
  }
  const keys = Object.keys(value).sort();
  let text = "{";
  for (let k = 0; k < keys.length; k++) {
    const key = keys[k];
    text += `${k === 0 ? "" : ","}${JSON.stringify(key)}:${keyAt(value[key], depth + 1, state)}`;
  }
  return `${text}}`;
}
var EqualValues = class {
  byKey = /* @__PURE__ */ new Map();
  /** Arrays longer than this are not read (`deepEqual`). */
  longest;
  /** What the keys and comparisons may still visit (`spend`, clone.ts). */
  work;
  constructor(longest2 = Number.POSITIVE_INFINITY, work2) {
    this.longest = longest2;
    this.work = work2;
  }
  add(value) {
    const { key, exact: exact2 } = equalityKey(value, this.longest, this.work);
    const list = this.byKey.get(key);
    if (list === void 0) this.byKey.set(key, [{ value, exact: exact2 }]);
    else list.push({ value, exact: exact2 });
  }
  /** Whether a value deep-equal to `value` was added. */
  has(value) {
    const { key, exact: exact2 } = equalityKey(value, this.longest, this.work);
    const list = this.byKey.get(key);
    if (list === void 0) return false;
    return list.some((entry) => exact2 && entry.exact || deepEqual(entry.value, value, this.longest, this.work));
  }
};

// templates/runtime:patch/apply-unkeyed.ts
function patchByExample(context, working, patches, path) {
  const index = new MemberIndex(working, selectorNames(patches));
  patches.forEach((elementPatch2, position) => {
    const at = pointer(path, position);
    if (!isObject(elementPatch2)) {
      context.errors.report("INVALID_PATCH", at, "an element patch must be an object");
      return;
    }
    const selector = Object.keys(elementPatch2).filter((key) => !key.startsWith("$"));
    const [match, another] = index.matches(working, elementPatch2, selector);
    if (match === void 0) {
      context.errors.report("NOT_FOUND", at, "no element matches the plain members of this element patch");
    } else if (another !== void 0) {
      context.errors.report("AMBIGUOUS", at, "more than one element matches the plain members of this element patch");
    } else {
      const before = working[match];
      const after = changeByExample(context, before, elementPatch2, at);
      working[match] = after;
      index.update(match, before, after, changedMembers(context, elementPatch2));
    }
  });
}
function selectorNames(patches) {
  const names = /* @__PURE__ */ new Set();
  for (const elementPatch2 of patches) {
    if (!isObject(elementPatch2)) continue;
    for (const key of Object.keys(elementPatch2)) if (!key.startsWith("$")) names.add(key);
  }
  return names;
}
function changedMembers(context, elementPatch2) {
  const changed = droppedKeys(context, elementPatch2) ?? /* @__PURE__ */ new Set();
  const setter = context.operators.anyMember;
  if (setter === void 0) return changed;
  for (const key of Object.keys(elementPatch2))
    if (key.startsWith(setter.key)) changed.add(key.slice(setter.key.length));
  return changed;
}
function changeByExample(context, element, elementPatch2, path) {
  const { operators, changes } = context;
  const out = isObject(element) ? copyWithout(element, droppedKeys(context, elementPatch2)) : {};
  changes.made(out);
  const setter = operators.anyMember;
  for (const key of Object.keys(elementPatch2)) {
    if (setter !== void 0 && key.startsWith(setter.key)) {
      changes.placed(elementPatch2[key], true);
      put(out, key.slice(setter.key.length), elementPatch2[key]);
    } else if (key.startsWith("$") && operators.of(key)?.step !== "drop-fields") {
      context.errors.report(
        "INVALID_PATCH",
        pointer(path, key),
        `${quote2(key)} is not an operator of this element patch`
      );
    }
  }
  return out;
}
var MemberIndex = class {
  constructor(elements, names) {
    this.names = names;
    for (let position = 0; position < elements.length; position++) this.add(elements[position], position);
  }
  names;
  positions = /* @__PURE__ */ new Map();
  /** The positions of the elements that hold every member of `selector` (at most two: more is ambiguous anyway). */
  matches(elements, example, selector) {
    if (selector.length === 0) return elements.length > 1 ? [0, 1] : elements.map((_, position) => position);
    let rarest;
    for (const name of selector) {
      const holders = this.positions.get(memberKey(name, example[name]).key);
      if (holders === void 0) return [];
      if (rarest === void 0 || holders.size < rarest.size) rarest = holders;
    }
    const found = [];
    for (const position of rarest ?? []) {
      const element = elements[position];
      if (selector.every((name) => isObject(element) && hasOwn(element, name) && deepEqual(element[name], example[name]))) {
        found.push(position);
        if (found.length === 2) break;
      }
    }
    return found;
  }
  /** The element at `position` changed from `before` to `after` in the members `changed` (the others are the same). */
  update(position, before, after, changed) {
    for (const name of changed) {
      if (!this.names.has(name)) continue;
      if (isObject(before) && hasOwn(before, name))
        this.positions.get(memberKey(name, before[name]).key)?.delete(position);
      if (isObject(after) && hasOwn(after, name)) this.addMember(name, after[name], position);
    }
  }
  add(element, position) {
    if (!isObject(element)) return;
    for (const name of Object.keys(element)) if (this.names.has(name)) this.addMember(name, element[name], position);
  }
  addMember(name, value, position) {
    const key = memberKey(name, value).key;
    const set = this.positions.get(key);
    if (set === void 0) this.positions.set(key, /* @__PURE__ */ new Set([position]));
    else set.add(position);
  }
};
function memberKey(name, value) {
  const { key, exact: exact2 } = equalityKey(value);
  return { key: `${JSON.stringify(name)}:${key}`, exact: exact2 };
}

// templates/runtime:patch/identifiers.ts
var SEARCHED = 24;
var Identifiers = class {
  constructor(elements, key) {
    this.elements = elements;
    this.key = key;
    this.searched = elements.length <= SEARCHED ? elements.length : -1;
    if (this.searched < 0) this.index();
  }
  elements;
  key;
  /** The first position of each identifier. */
  first = /* @__PURE__ */ new Map();
  /** The last position of each identifier that more than one element holds. */
  last = /* @__PURE__ */ new Map();
  /** The next position with the same identifier, by position (none: -1 or no entry). */
  next = [];
  /**
   * How many elements are searched from the start instead of indexed: all of a short array (the
   * search then sees renames as they are made), none (-1) of a longer one.
   */
  searched;
  /** Records the element at `position`, after every element recorded so far. */
  add(element, position) {
    this.addId(own(element, this.key), position);
  }
  addId(id, position) {
    if (id === void 0) return;
    const head = this.first.get(id);
    if (head === void 0) {
      this.first.set(id, position);
      return;
    }
    this.next[this.last.get(id) ?? head] = position;
    this.last.set(id, position);
  }
  positionOf(id) {
    if (id === void 0) return void 0;
    if (this.searched < 0) return this.first.get(id);
    for (let position = 0; position < this.searched; position++) {
      if (own(this.elements[position], this.key) === id) return position;
    }
    return void 0;
  }
  /** The element at `position`, the first named `from`, is now named `to`, which names no element. */
  rename(from, to, position) {
    if (this.searched >= 0) return;
    if (this.first.get(from) !== position || to !== void 0 && this.first.has(to)) {
      this.index();
      return;
    }
    const after = this.next[position] ?? -1;
    if (after === -1) {
      this.first.delete(from);
      this.last.delete(from);
    } else this.first.set(from, after);
    this.next[position] = -1;
    if (to !== void 0) this.first.set(to, position);
  }
  index() {
    this.first.clear();
    this.last.clear();
    this.next.length = 0;
    const { elements, key, first } = this;
    let named = 0;
    for (let position = elements.length - 1; position >= 0; position--) {
      const id = own(elements[position], key);
      if (id === void 0) continue;
      named++;
      first.set(id, position);
    }
    if (first.size === named) return;
    first.clear();
    for (let position = 0; position < elements.length; position++) this.add(elements[position], position);
  }
};

// templates/runtime:patch/immutable.ts
function checkField(context, field, before, after, path) {
  if (!field.immutable || !isObject(before)) return;
  const old = own(before, field.name);
  if (after === void 0 && field.required) return;
  if (!deepEqual(old, after)) {
    context.errors.report("IMMUTABLE", path, `${field.name} cannot change once the cluster exists`);
  }
}
function walkImmutable(context, type, before, after, path) {
  if (type === void 0 || !type.holdsImmutable || !isObject(before) || !isObject(after)) return;
  for (const field of type.fields) {
    const next = own(after, field.name);
    if (field.immutable) {
      checkField(context, field, before, next, next === void 0 ? path : pointer(path, field.name));
      continue;
    }
    const old = own(before, field.name);
    if (old === void 0 || next === void 0) continue;
    if (field.kind === "object") walkImmutable(context, field.type, old, next, pointer(path, field.name));
    if (field.kind === "keyed-array") walkElements(context, field, old, next, pointer(path, field.name));
  }
}
function walkElements(context, field, before, after, path) {
  if (field.type === void 0 || !field.type.holdsImmutable) return;
  if (!Array.isArray(before) || !Array.isArray(after)) return;
  const earlier = /* @__PURE__ */ new Map();
  for (const element of before) {
    const id = own(element, field.key);
    if (id !== void 0 && !earlier.has(id)) earlier.set(id, element);
  }
  after.forEach((element, index) => {
    const id = own(element, field.key);
    const old = id === void 0 ? void 0 : earlier.get(id);
    if (old !== void 0) walkImmutable(context, field.type, old, element, pointer(path, index));
  });
}

// templates/runtime:patch/apply-array.ts
function applyArrayGroup(context, group, out, before, path) {
  const { field } = group;
  const current = own(out, field.name);
  let working = Array.isArray(current) ? current.slice() : void 0;
  const { removal, patch, append } = group;
  if (removal !== void 0 && working !== void 0) {
    working = removeElements(field, working, listOf(context, removal, path), removal.retain);
  }
  const indexed = field.kind === "keyed-array" && working !== void 0 && (patch ?? append) !== void 0;
  const ids = indexed ? new Identifiers(working, field.key) : void 0;
  if (patch !== void 0) {
    const at = pointer(path, patch.key);
    if (working === void 0) {
      context.errors.report("NOT_FOUND", at, `there is no ${field.name} to patch`);
    } else if (field.kind === "keyed-array") {
      if (ids !== void 0) patchKeyed(context, field, working, ids, listOf(context, patch, path), at);
    } else {
      patchByExample(context, working, listOf(context, patch, path), at);
    }
  }
  if (append !== void 0) {
    working = working ?? [];
    appendTo(context, field, working, ids, listOf(context, append, path), pointer(path, append.key));
  }
  if (working === void 0) return;
  context.changes.made(working);
  checkField(context, field, before, working, pointer(path, (removal ?? patch ?? append)?.key ?? field.name));
  put(out, field.name, working);
}
function listOf(context, operation, path) {
  if (Array.isArray(operation.value)) return operation.value;
  context.errors.report("INVALID_PATCH", pointer(path, operation.key), `${operation.key} must be an array`);
  return [];
}
function removeElements(field, elements, entries, retain) {
  if (field.kind === "unkeyed-array") {
    const named2 = new EqualValues();
    for (const entry of entries) named2.add(entry);
    return elements.filter((element) => named2.has(element) === retain);
  }
  const named = new Set(entries);
  if (field.kind === "keyed-array") return elements.filter((element) => named.has(own(element, field.key)) === retain);
  return elements.filter((element) => named.has(element) === retain);
}
function patchKeyed(context, field, working, ids, patches, path) {
  const type = field.type;
  if (type === void 0) return;
  const renames = context.operators.rename;
  const rename = renames !== void 0 && type.byName.get(field.key)?.renamable === true ? renames.key + field.key : void 0;
  patches.forEach((elementPatch2, index) => {
    const at = pointer(path, index);
    const id = own(elementPatch2, field.key);
    const position = ids.positionOf(id);
    if (position === void 0) {
      context.errors.report("NOT_FOUND", at, `${field.name} has no element ${quoteScalar(id)}`);
      return;
    }
    if (rename !== void 0 && isObject(elementPatch2) && hasOwn(elementPatch2, rename)) {
      const next = elementPatch2[rename];
      if (next !== id && ids.positionOf(next) !== void 0) {
        context.errors.report(
          "EXISTS",
          pointer(at, rename),
          `${field.name} already has an element ${quoteScalar(next)}`
        );
        return;
      }
    }
    const patched = context.applyObject(context, type, working[position], elementPatch2, at, field.key);
    working[position] = patched;
    const renamed = own(patched, field.key);
    if (renamed !== id) ids.rename(id, renamed, position);
  });
}
function appendTo(context, field, working, ids, elements, path) {
  const { changes } = context;
  const { sameOnRead } = field;
  if (field.kind === "scalar-array") {
    const values = new Set(working);
    for (let index = 0; index < elements.length; index++) {
      const element = elements[index];
      if (values.has(element)) continue;
      changes.placed(element, sameOnRead);
      working.push(element);
    }
    return;
  }
  if (field.kind !== "keyed-array") {
    for (let index = 0; index < elements.length; index++) {
      changes.placed(elements[index], sameOnRead);
      working.push(elements[index]);
    }
    return;
  }
  const keyed = ids ?? new Identifiers(working, field.key);
  const key = field.key;
  for (let index = 0; index < elements.length; index++) {
    const element = elements[index];
    const id = own(element, key);
    const existing = keyed.positionOf(id);
    if (existing === void 0) {
      changes.placed(element, sameOnRead);
      working.push(element);
    } else if (!deepEqual(working[existing], element)) {
      const at = pointer(path, index);
      context.errors.report("EXISTS", at, `${field.name} already has a different element ${quoteScalar(id)}`);
    }
  }
}

// templates/runtime:patch/apply-open.ts
import { quote as quote3 } from "../validators/runtime.js";
function applyOpen(context, current, patch, path, freeForm = false) {
  if (!isObject(patch)) {
    context.errors.report("INVALID_PATCH", path, "a patch of a map or free-form object must be an object");
    return isObject(current) ? copyObject(current) : {};
  }
  if (freeForm) return mergeFreeForm(context, current, patch, path);
  const out = isObject(current) ? copyWithout(current, droppedKeys(context, patch)) : {};
  context.changes.made(out);
  for (const key of Object.keys(patch)) {
    if (key.charCodeAt(0) !== 36) {
      context.changes.placed(patch[key], true);
      put(out, key, patch[key]);
    } else if (context.operators.of(key)?.step !== "drop-fields") {
      context.errors.report("INVALID_PATCH", pointer(path, key), `${quote3(key)} is not an operator here`);
    }
  }
  return out;
}

// templates/runtime:patch/apply-object.ts
function applyObject(context, type, current, patch, path, selector) {
  const before = isObject(current) ? current : void 0;
  if (!isObject(patch)) {
    context.errors.report("INVALID_PATCH", path, `a patch of ${type.name} must be an object`);
    return before === void 0 ? {} : copyObject(before);
  }
  const plan = planOf(context, type, patch, path);
  if (plan === void 0) return before === void 0 ? {} : copyObject(before);
  const dropped = plan.drop === void 0 ? void 0 : dropFields(context, type, before, plan.drop, path, selector);
  const out = before === void 0 ? {} : copyOfType(before, dropped, type.slot);
  context.changes.made(out);
  for (const step of inFieldOrder(plan.replaces)) replaceField(context, out, before, step, patch[step.key], path);
  for (const step of inFieldOrder(plan.plains)) {
    const field = step.field;
    if (field !== void 0 && field.name !== selector) setPlain(context, out, before, field, patch[step.key], path);
  }
  const groups = plan.groups ?? [];
  if (groups.length > 1) groups.sort(byGroupField);
  for (const group of groups) applyArrayGroup(context, group, out, before, path);
  return out;
}
function byGroupField(a, b) {
  return a.field.index - b.field.index;
}
function byField(a, b) {
  return (a.field?.index ?? -1) - (b.field?.index ?? -1);
}
function planOf(context, type, patch, path) {
  const plan = { drop: void 0, replaces: void 0, plains: void 0, groups: void 0 };
  const keys = Object.keys(patch);
  for (let k = 0; k < keys.length; k++) {
    const key = keys[k];
    const step = type.actions[key];
    if (step === void 0) {
      context.errors.report("INVALID_PATCH", pointer(path, key), `${type.name} has no field or operator ${quote4(key)}`);
      return void 0;
    }
    if (step.step === "plain") plan.plains = pushTo(plan.plains, step);
    else if (step.step === "drop-fields") plan.drop = { key, value: patch[key] };
    else if (step.step === "set") plan.replaces = pushTo(plan.replaces, step);
    else plan.groups = addToGroup(plan.groups ?? [], step, patch[key]);
  }
  return plan;
}
var NONE = [];
function inFieldOrder(steps) {
  if (steps === void 0) return NONE;
  for (let i = 1; i < steps.length; i++) {
    const step = steps[i];
    let j = i - 1;
    for (; j >= 0 && byField(steps[j], step) > 0; j--) steps[j + 1] = steps[j];
    steps[j + 1] = step;
  }
  return steps;
}
function pushTo(list, item) {
  if (list === void 0) return [item];
  list.push(item);
  return list;
}
function addToGroup(groups, step, value) {
  const field = step.field;
  if (field === void 0) return groups;
  let group;
  for (const candidate of groups) if (candidate.field === field) group = candidate;
  if (group === void 0) {
    group = { field };
    groups.push(group);
  }
  if (step.step === "remove" || step.step === "keep") {
    group.removal = { key: step.key, value, retain: step.step === "keep" };
  } else if (step.step === "patch") group.patch = { key: step.key, value };
  else group.append = { key: step.key, value };
  return groups;
}
function dropFields(context, type, before, drop, path, selector) {
  const at = pointer(path, drop.key);
  const names = drop.value;
  if (!Array.isArray(names)) {
    context.errors.report("INVALID_PATCH", at, `${drop.key} must be an array of field names`);
    return void 0;
  }
  const dropped = /* @__PURE__ */ new Set();
  names.forEach((name, index) => {
    const field = typeof name === "string" ? type.index[name] : void 0;
    if (field === void 0 || name === selector) {
      context.errors.report("INVALID_PATCH", pointer(at, index), `${type.name} has no field to drop here`);
      return;
    }
    if (before === void 0 || !hasOwn(before, field.name)) return;
    checkField(context, field, before, void 0, pointer(at, index));
    dropped.add(field.name);
  });
  return dropped;
}
function replaceField(context, out, before, step, given, path) {
  const { field } = step;
  if (field === void 0) return;
  const at = pointer(path, step.key);
  if (field.immutable) checkField(context, field, before, given, at);
  else if (field.kind === "object") walkImmutable(context, field.type, own(before, field.name), given, at);
  context.changes.placed(given, field.sameOnRead);
  put(out, field.name, given);
}
function setPlain(context, out, before, field, value, path) {
  const at = pointer(path, field.name);
  const old = before === void 0 ? void 0 : readField(before, field);
  let next;
  switch (field.kind) {
    case "object":
      next = field.type === void 0 ? value : context.applyObject(context, field.type, old, value, at, void 0);
      break;
    case "map":
    case "free-form":
      next = applyOpen(context, old, value, at, field.kind === "free-form");
      break;
    case "keyed-array":
      next = value;
      if (!field.immutable) walkElements(context, field, old, next, at);
      context.changes.placed(next, field.sameOnRead);
      break;
    default:
      next = value;
      context.changes.placed(next, field.sameOnRead);
  }
  checkField(context, field, before, next, at);
  put(out, field.name, next);
}
function readField(object, field) {
  return field.direct || hasOwn(object, field.name) ? object[field.name] : void 0;
}

// templates/runtime:patch/changes.ts
var WORTH_KNOWING = 32;
var WORTH_KNOWING_BYTES = 4096;
function anyDocument(patchBytes = 0) {
  const fromPatch = [];
  return {
    made: ignore,
    placed: (value, sameOnRead) => {
      if (sameOnRead && typeof value === "object" && value !== null) fromPatch.push(value);
    },
    known: () => {
      const placed = fromPatch.length;
      if (placed === 0 || placed < WORTH_KNOWING && patchBytes < WORTH_KNOWING_BYTES) return void 0;
      if (placed === 1) {
        const only = fromPatch[0];
        return (value) => value === only;
      }
      let known;
      return (value) => {
        known ??= new Set(fromPatch);
        return known.has(value);
      };
    },
    checksAll: true
  };
}
function validDocument() {
  const made2 = /* @__PURE__ */ new Set();
  return {
    made: (node) => {
      made2.add(node);
    },
    placed: (value, sameOnRead) => {
      if (!sameOnRead) markAll(made2, value);
    },
    known: () => (value) => !made2.has(value),
    checksAll: false
  };
}
function ignore() {
}
function markAll(made2, value) {
  const stack = [value];
  for (let next = stack.pop(); next !== void 0; next = stack.pop()) {
    if (typeof next !== "object" || next === null || made2.has(next)) continue;
    made2.add(next);
    for (const member of Object.values(next)) stack.push(member);
  }
}

// templates/runtime:patch/diff-array.ts
var NO_CHANGE = { dropped: [], patched: [], appended: [] };
function planArray(field, a, b, elements) {
  if (field.kind === "keyed-array")
    return field.type === void 0 ? void 0 : planKeyed(field, field.type, a, b, elements);
  if (field.kind === "unkeyed-array") return planUnkeyed(a, b);
  return planScalars(a, b);
}
function planScalars(a, b) {
  let index = 0;
  while (index < a.length && index < b.length && a[index] === b[index]) index++;
  if (index === a.length && index === b.length) return NO_CHANGE;
  const inB = new Set(b);
  if (inB.size !== b.length || new Set(a).size !== a.length) return void 0;
  const dropped = [];
  let next = 0;
  for (const value of a) {
    if (!inB.has(value)) dropped.push(value);
    else if (b[next++] !== value) return void 0;
  }
  return { dropped, patched: [], appended: b.slice(next) };
}
function idOf(element, key, direct) {
  if (!isObject(element)) return void 0;
  const id = direct || hasOwn2.call(element, key) ? element[key] : void 0;
  return typeof id === "string" ? id : void 0;
}
function planKeyed(field, type, a, b, elements) {
  const key = field.key;
  const direct = !(key in Object.prototype);
  const patched = [];
  const dropped = [];
  let next = 0;
  for (let index = 0; index < a.length; index++) {
    const element = a[index];
    const id = idOf(element, key, direct);
    if (id === void 0) return void 0;
    if (next < b.length && idOf(b[next], key, direct) === id) {
      const nested = elements.diff(type, element, b[next++], key);
      if (nested !== void 0) patched.push(elementPatch(key, id, nested));
    } else dropped.push(id);
  }
  if (dropped.length > 0 && !droppable(dropped, b, key, direct)) return void 0;
  if (next === b.length && patched.length + dropped.length === 0) return NO_CHANGE;
  const appended = [];
  for (let index = next; index < b.length; index++) {
    const element = b[index];
    if (idOf(element, key, direct) === void 0) return void 0;
    appended.push(elements.project(type, element));
  }
  return { dropped, patched, appended };
}
function droppable(dropped, b, key, direct) {
  const names = new Set(dropped);
  if (names.size !== dropped.length) return false;
  const few = dropped.length <= FEW;
  for (let index = 0; index < b.length; index++) {
    const id = idOf(b[index], key, direct);
    if (id !== void 0 && (few ? dropped.includes(id) : names.has(id))) return false;
  }
  return true;
}
var FEW = 4;
function elementPatch(key, id, nested) {
  const out = {};
  put(out, key, id);
  return Object.assign(out, nested);
}
function planUnkeyed(a, b) {
  const longest2 = longestArray();
  const work2 = diffWork();
  if (deepEqual(a, b, longest2, work2)) return NO_CHANGE;
  const kept = new EqualValues(longest2, work2);
  for (const element of b) kept.add(element);
  const dropped = [];
  const removed = new EqualValues(longest2, work2);
  let next = 0;
  for (const element of a) {
    if (kept.has(element)) {
      if (next >= b.length || !deepEqual(element, b[next], longest2, work2)) return void 0;
      next++;
    } else if (!removed.has(element)) {
      removed.add(element);
      dropped.push(cloneJson(element, longest2, work2));
    }
  }
  return next === b.length ? { dropped, patched: [], appended: [] } : void 0;
}

// templates/runtime:patch/diff-keys.ts
var made = /* @__PURE__ */ new WeakMap();
function arrayKeys(operators, field) {
  const known = made.get(field);
  if (known !== void 0) return known;
  const { byStep } = operators;
  const keys = {
    remove: keyOf(byStep.remove, field),
    patch: keyOf(byStep.patch, field),
    append: keyOf(byStep.append, field)
  };
  made.set(field, keys);
  return keys;
}
function needKey(key, field) {
  if (key === void 0) throw new Error(`the vocabulary has no operator to express a change of ${field.name}`);
  return key;
}
function keyOf(operator, field) {
  return operator === void 0 ? void 0 : operator.key + field.name;
}

// templates/runtime:patch/diff-project.ts
function project(field, value) {
  if (field.kind === "object" && field.type !== void 0) return projectObject(field.type, value);
  if (field.kind === "keyed-array" && field.type !== void 0 && Array.isArray(value) && !isOverLong(value)) {
    const type = field.type;
    const out = [];
    for (let i = 0; i < value.length; i++) out.push(projectObject(type, value[i]));
    return out;
  }
  return copyInput(value);
}
function copyInput(value) {
  return cloneJson(value, longestArray(), diffWork());
}
function equalInputs(a, b) {
  return deepEqual(a, b, longestArray(), diffWork());
}
function projectObject(type, value) {
  if (!isObject(value)) return copyInput(value);
  visit();
  const out = {};
  const fields = type.fields;
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i];
    const name = field.name;
    const member = field.direct || hasOwn2.call(value, name) ? value[name] : void 0;
    if (member !== void 0) put(out, name, project(field, member));
  }
  return withUnknown(type, value, out);
}
function withUnknown(type, value, out, copy = copyInput) {
  const { index, readOnly } = type;
  for (const key in value) {
    if (!hasOwn2.call(value, key) || index[key] !== void 0 || readOnly?.has(key) === true) continue;
    const member = value[key];
    if (member !== void 0) put(out, key, copy(member));
  }
  return out;
}
function changedUnknown(before, key, next) {
  const old = hasOwn2.call(before, key) ? before[key] : void 0;
  if (next === void 0 || old === next || old !== void 0 && equalInputs(old, next)) return void 0;
  return copyInput(next);
}

// templates/runtime:patch/diff.ts
function diffObject(type, a, b, selector, maxItems = Number.POSITIVE_INFINITY, work2) {
  beginDiff(maxItems, work2);
  return diffType(type, a, b, selector);
}
function diffType(type, a, b, selector) {
  if (a === b) return void 0;
  visit();
  const before = isObject(a) ? a : EMPTY;
  const after = isObject(b) ? b : EMPTY;
  const index = type.index;
  let out;
  let shared = 0;
  const check = !enumeratesOwnOnly(after);
  const direct = prototypeIsClean();
  for (const key in after) {
    if (check && !hasOwn2.call(after, key)) continue;
    const field = index[key];
    if (field === void 0 || key === selector) {
      if (hasOwn2.call(before, key)) shared++;
      if (field === void 0 && type.readOnly?.has(key) !== true) {
        const change = changedUnknown(before, key, after[key]);
        if (change !== void 0) out = with1(out, key, change);
      }
      continue;
    }
    const old = direct && field.direct || hasOwn2.call(before, key) ? before[key] : void 0;
    const next = after[key];
    if (old === next) {
      if (old !== void 0) shared++;
      continue;
    }
    if (old === void 0) {
      out = with1(out, key, project(field, next));
      continue;
    }
    shared++;
    if (field.kind === "scalar") out = with1(out, key, copyInput(next));
    else if (field.array) out = diffArray(type.operators, field, old, next, out);
    else {
      const change = field.kind === "object" ? diffField(field, old, next) : diffOpen(type.operators, old, next, field.kind === "free-form");
      if (change !== void 0) out = with1(out, key, change);
    }
  }
  let members = 0;
  for (const _ in before) members++;
  if (shared < members) {
    const drops = [];
    for (const key in before) {
      if (hasOwn2.call(before, key) && index[key] !== void 0 && key !== selector && !hasOwn2.call(after, key)) {
        drops.push(key);
      }
    }
    if (drops.length > 0) return withDrops(type.operators, drops, out);
  }
  return out;
}
function with1(out, key, value) {
  const target = out ?? {};
  put(target, key, value);
  return target;
}
function withDrops(operators, drops, out) {
  const drop = operators.byStep["drop-fields"];
  if (drop === void 0) throw new Error("the vocabulary has no operator that drops fields");
  const patch = {};
  put(patch, drop.key, drops);
  if (out !== void 0) for (const key of Object.keys(out)) put(patch, key, out[key]);
  return patch;
}
var NESTED_PATCHES = 64;
var EMPTY = Object.freeze({});
function diffField(field, before, after) {
  const nested = field.type === void 0 ? void 0 : diffType(field.type, before, after, void 0);
  return nested !== void 0 && !isObject(before) ? project(field, after) : nested;
}
function diffOpen(operators, a, b, deep, depth = 1) {
  if (!isObject(a) || !isObject(b)) return equalInputs(a, b) ? void 0 : copyInput(b);
  visit();
  let out;
  let shared = 0;
  const check = !enumeratesOwnOnly(b);
  for (const key in b) {
    if (check && !hasOwn2.call(b, key)) continue;
    const value = b[key];
    if (hasOwn2.call(a, key)) {
      shared++;
      const old = a[key];
      if (old === value) continue;
      if (deep && depth < NESTED_PATCHES && isObject(old) && isObject(value)) {
        const nested = diffOpen(operators, old, value, true, depth + 1);
        if (nested !== void 0) out = with1(out, key, nested);
        continue;
      }
      if (equalInputs(old, value)) continue;
    }
    out = with1(out, key, copyInput(value));
  }
  if (shared < Object.keys(a).length) {
    const drops = [];
    for (const key in a) if (hasOwn2.call(a, key) && !hasOwn2.call(b, key)) drops.push(key);
    return withDrops(operators, drops, out);
  }
  return out;
}
function diffArray(operators, field, a, b, out) {
  const arrays = Array.isArray(a) && Array.isArray(b) && !isOverLong(a) && !isOverLong(b);
  if (arrays && a.length === 0 && b.length === 0) return out;
  const plan = arrays ? planArray(field, a, b, ELEMENTS) : void 0;
  if (plan === void 0) return equalInputs(a, b) ? out : with1(out, field.name, project(field, b));
  if (plan.dropped.length + plan.patched.length + plan.appended.length === 0) return out;
  const keys = arrayKeys(operators, field);
  const target = out ?? {};
  if (plan.dropped.length > 0) put(target, needKey(keys.remove, field), plan.dropped);
  if (plan.patched.length > 0) put(target, needKey(keys.patch, field), plan.patched);
  if (plan.appended.length > 0) put(target, needKey(keys.append, field), plan.appended);
  return target;
}
var ELEMENTS = { diff: diffType, project: projectObject };

// templates/runtime:patch/diff-whole.ts
var WORK_PER_BYTE = 8;
function diffWithin(model2, from, to) {
  const work2 = { left: WORK_PER_BYTE * model2.maxBytes };
  try {
    return diffObject(model2.root, from, to, void 0, model2.maxItems, work2) ?? {};
  } catch (thrown) {
    if (thrown !== OVER_BUDGET) throw thrown;
    return wholeDiff(model2, from, to);
  }
}
function wholeDiff(model2, from, to) {
  const root = model2.root;
  const before = isObject(from) ? from : {};
  const after = isObject(to) ? to : {};
  const { byStep } = model2.operators;
  const out = {};
  const drops = root.fields.filter((f) => hasOwn2.call(before, f.name) && !hasOwn2.call(after, f.name));
  if (drops.length > 0 && byStep["drop-fields"] !== void 0) {
    put(
      out,
      byStep["drop-fields"].key,
      drops.map((f) => f.name)
    );
  }
  const copies = new SharedCopies(model2.maxItems);
  const replace = byStep.set?.key;
  for (const field of root.fields) {
    const value = hasOwn2.call(after, field.name) ? after[field.name] : void 0;
    if (value === void 0) continue;
    const whole = !field.array && field.kind !== "scalar" && replace !== void 0;
    put(out, whole ? replace + field.name : field.name, copies.project(field, value));
  }
  return withUnknown(root, after, out, (value) => copies.raw(value));
}
var SharedCopies = class {
  memo = /* @__PURE__ */ new Map();
  typed = /* @__PURE__ */ new Map();
  longest;
  constructor(longest2) {
    this.longest = longest2;
  }
  /** A copy of a value below the schema's types: an over-long array as an empty array of its length. */
  raw(value) {
    return typeof value === "object" && value !== null ? copyByStack(value, this.memo, void 0, this.longest) : value;
  }
  project(field, value) {
    const type = field.type;
    if (type === void 0) return this.raw(value);
    if (field.kind === "object") return this.projectType(type, value);
    if (field.kind !== "keyed-array" || !Array.isArray(value) || value.length > this.longest) return this.raw(value);
    return value.map((element) => this.projectType(type, element));
  }
  projectType(type, value) {
    if (!isObject(value)) return this.raw(value);
    const copies = this.typed.get(type) ?? /* @__PURE__ */ new Map();
    this.typed.set(type, copies);
    const known = copies.get(value);
    if (known !== void 0) return known;
    const out = {};
    copies.set(value, out);
    for (const field of type.fields) {
      const member = hasOwn2.call(value, field.name) ? value[field.name] : void 0;
      if (member !== void 0) put(out, field.name, this.project(field, member));
    }
    return withUnknown(type, value, out, (member) => this.raw(member));
  }
};

// templates/runtime:patch/kinds.ts
function isArrayKind(kind) {
  return kind === "scalar-array" || kind === "keyed-array" || kind === "unkeyed-array";
}
var PATCH_ERROR_CODES = [
  "FORBIDDEN_KEY",
  "LIMIT",
  "INVALID_PATCH",
  "CONFLICT",
  "IMMUTABLE",
  "NOT_FOUND",
  "AMBIGUOUS",
  "EXISTS",
  "INVALID_RESULT"
];
var PATCH_ALONE_CODES = ["FORBIDDEN_KEY", "LIMIT", "INVALID_PATCH", "CONFLICT"];
var PATCH_LIMITS = { maxDepth: 64, maxEntries: 1e4 };
var COPY_BUDGET = 1 << 20;

// templates/runtime:patch/errors.ts
function rankOf(code) {
  const rank = PATCH_ERROR_CODES.indexOf(code);
  return rank === -1 ? PATCH_ERROR_CODES.length : rank;
}
var ErrorCollector = class {
  error = void 0;
  report(code, path, message) {
    if (this.error === void 0 || rankOf(code) < rankOf(this.error.code)) {
      this.error = { code, path: pointerText(path), message };
    }
  }
};

// templates/runtime:patch/model-level.ts
function compileLevel(level, type, model2) {
  const closed = level.kind === "object" || level.kind === "element";
  const fields = closed && type !== void 0 ? type.byName : /* @__PURE__ */ new Map();
  const operators = new Map(
    level.operators.flatMap((key) => {
      const operator = model2.of(key);
      return operator === void 0 ? [] : [[key, operator]];
    })
  );
  const onField = /* @__PURE__ */ new Map();
  const arrayKeys2 = /* @__PURE__ */ new Map();
  for (const [key, operator] of operators) {
    if (operator.value === "field-names") continue;
    const name = key.slice(operator.key.length);
    const field = fields.get(name);
    const renamable = model2.rename !== void 0 && field?.type?.byName.get(field.key)?.renamable === true;
    const rename = renamable ? `${model2.rename?.key}${field?.key}` : void 0;
    const target = { key, operator, name, rename };
    onField.set(key, target);
    if (operator.group === "array") arrayKeys2.set(name, [...arrayKeys2.get(name) ?? [], target]);
  }
  const rank = (target) => model2.array.indexOf(target.operator);
  for (const list of arrayKeys2.values()) list.sort((a, b) => rank(a) - rank(b));
  return {
    name: level.name,
    kind: level.kind,
    source: level.source,
    fields,
    identifier: level.identifier,
    operators,
    onField,
    arrayKeys: arrayKeys2,
    readOnly: closed ? type?.readOnly : void 0,
    model: model2
  };
}

// templates/runtime:patch/model.ts
function compileModel(data) {
  const operators = compileOperators(
    data.operators,
    data.levels.flatMap((level) => level.operators)
  );
  const keysOf = levelKeys(data.levels);
  const types = /* @__PURE__ */ new Map();
  for (const type of data.types) {
    types.set(type.name, compileType(type, keysOf.get(type.name) ?? [], operators, types.size));
  }
  for (const type of types.values()) {
    for (const field of type.fields) field.type = types.get(field.typeName);
  }
  markImmutable(types);
  const root = types.get(data.root);
  if (root === void 0) throw new Error(`patch model has no root type ${data.root}`);
  const levels = data.levels.map((level) => compileLevel(level, types.get(level.source), operators));
  return {
    root,
    operators,
    maxBytes: data.maxBytes ?? Number.POSITIVE_INFINITY,
    maxItems: data.maxItems ?? Number.POSITIVE_INFINITY,
    levels: fastIndex(levels.map((l) => [l.name, l]))
  };
}
function compileOperators(list, keys) {
  const byKey = new Map(list.map((o) => [o.key, o]));
  const prefixed = list.filter((o) => o.key.endsWith("/"));
  const of = (key) => {
    const exact2 = byKey.get(key);
    if (exact2 !== void 0) return exact2;
    const slash = key.indexOf("/");
    if (slash === -1) return void 0;
    for (const operator of prefixed)
      if (operator.key.length === slash + 1 && key.startsWith(operator.key)) return operator;
    return void 0;
  };
  const known = /* @__PURE__ */ new Map();
  for (const key of keys) {
    const operator = of(key);
    if (operator !== void 0) known.set(key, operator);
  }
  const byStep = {};
  for (const operator of list) byStep[operator.step] ??= operator;
  return {
    list,
    of: (key) => known.get(key) ?? of(key),
    array: list.filter((o) => o.group === "array"),
    byStep,
    anyMember: list.find((o) => o.anyMember === true),
    rename: list.find((o) => o.renames === true)
  };
}
function levelKeys(levels) {
  const keys = /* @__PURE__ */ new Map();
  for (const level of levels) {
    if (level.kind !== "object" && level.kind !== "element") continue;
    keys.set(level.source, [...keys.get(level.source) ?? [], ...level.operators]);
  }
  return keys;
}
function compileType(type, keys, operators, slot) {
  const fields = type.fields.map(
    (field, index) => ({
      name: field.name,
      index,
      kind: field.kind,
      required: field.required === true,
      immutable: field.immutable === true,
      renamable: field.renamable === true,
      sameOnRead: field.differsOnRead !== true,
      key: field.key ?? "",
      array: isArrayKind(field.kind),
      direct: !(field.name in Object.prototype),
      typeName: field.kind === "object" || field.kind === "keyed-array" ? field.type ?? "" : "",
      type: void 0
    })
  );
  const byName = new Map(fields.map((f) => [f.name, f]));
  const actions = fields.map((field) => ({ key: field.name, step: "plain", field }));
  for (const key of new Set(keys)) {
    const operator = operators.of(key);
    if (operator === void 0) continue;
    const onLevel = operator.value === "field-names";
    const field = onLevel ? void 0 : byName.get(key.slice(operator.key.length));
    if (onLevel ? key === operator.key : field !== void 0) actions.push({ key, step: operator.step, field });
  }
  return {
    name: type.name,
    fields,
    byName,
    index: fastIndex(fields.map((f) => [f.name, f])),
    actions: fastIndex(actions.map((a) => [a.key, a])),
    readOnly: type.readOnly === void 0 ? void 0 : new Set(type.readOnly),
    operators,
    holdsImmutable: false,
    slot
  };
}
function markImmutable(types) {
  let changed = true;
  while (changed) {
    changed = false;
    for (const type of types.values()) {
      if (type.holdsImmutable) continue;
      if (type.fields.some((f) => f.immutable || f.type?.holdsImmutable === true)) {
        type.holdsImmutable = true;
        changed = true;
      }
    }
  }
}

// templates/runtime:patch/prepare.ts
import { jsonBytes as jsonBytes2, patchTooLarge } from "../validators/runtime.js";

// templates/runtime:patch/snapshot.ts
import { FORBIDDEN_KEYS, startRun as startRun2 } from "../validators/runtime.js";

// templates/runtime:patch/proofs.ts
import { countText as countText2, startRun } from "../validators/runtime.js";
var PLAIN_NAMES = /* @__PURE__ */ new Map();
var PLAIN_LIST = [];
var PLAIN_NAMES_HELD = 1024;
var exact;
var PLAIN_NAME_LENGTH = 64;
function holdName(key, forbidden2) {
  if (forbidden2 || key.length === 0 || key.length > PLAIN_NAME_LENGTH || key.charCodeAt(0) === 36) return false;
  if (PLAIN_NAMES.size >= PLAIN_NAMES_HELD) return false;
  exact ??= Object.assign(startRun(void 0, false), { exactAbove: -1 });
  exact.size = 0;
  countText2(exact, key);
  PLAIN_NAMES.set(key, exact.size + 2);
  PLAIN_LIST.push(key);
  return true;
}
var PROVEN_LENGTH = 4096;
var PROVEN_KEYS = 256;
var PROVEN_ITEMS = 256;
var PROVEN_NODES = 16;
function provenScalar(value) {
  if (typeof value === "string") return value.length <= PROVEN_LENGTH;
  return typeof value === "boolean" || typeof value === "number" && Number.isFinite(value);
}
var SCANNED_QUESTIONS = 8;
function heightLookup(list) {
  let asked = 0;
  let index;
  return (value) => {
    if (index === void 0 && ++asked > SCANNED_QUESTIONS) {
      index = /* @__PURE__ */ new Map();
      for (let i = 0; i < list.values.length; i++) index.set(list.values[i], list.heights[i]);
    }
    if (index !== void 0) return index.get(value);
    const at = list.values.indexOf(value);
    return at < 0 ? void 0 : list.heights[at];
  };
}
function provenOf(list) {
  const heightOf = heightLookup(list);
  return (value, given) => {
    const limits = given;
    if (typeof value !== "object" || value === null) return false;
    const height = heightOf(value);
    if (height === void 0) return false;
    if (limits.maxDepth !== void 0 && height + 1 > limits.maxDepth) return false;
    if (limits.valueMaxProperties !== void 0 && limits.valueMaxProperties < PROVEN_KEYS) return false;
    if (limits.maxItems !== void 0 && limits.maxItems < PROVEN_ITEMS) return false;
    if (limits.maxLength !== void 0 && limits.maxLength < PROVEN_LENGTH) return false;
    return namesPass(limits);
  };
}
var passedNames = /* @__PURE__ */ new WeakMap();
function namesPass(limits) {
  let passed = passedNames.get(limits) ?? 0;
  if (passed < 0) return false;
  for (; passed < PLAIN_LIST.length; passed++) {
    if (limits.keyProblem(PLAIN_LIST[passed]) !== void 0) {
      passedNames.set(limits, -1);
      return false;
    }
  }
  passedNames.set(limits, passed);
  return true;
}

// templates/runtime:patch/snapshot.ts
var SNAPSHOT_BUDGET = COPY_BUDGET;
var LONGEST = SNAPSHOT_BUDGET;
var EXACT_ABOVE = 1 << 16;
function snapshotPatch(patch, frozen = false) {
  const run = startRun2(void 0, false);
  run.exactAbove = EXACT_ABOVE;
  beginReading();
  const budget = {
    left: SNAPSHOT_BUDGET,
    run,
    entries: 0,
    screened: true,
    foreign: false,
    doubtful: 0,
    height: 0,
    proved: void 0,
    frozen
  };
  try {
    const value = typeof patch === "object" && patch !== null ? snapshotAt(patch, 0, budget) : countValue(run, patch);
    const { proved } = budget;
    const proven = proved === void 0 ? void 0 : provenOf(proved);
    return { value, bytes: run.size + 5 * run.wide, screened: budget.screened, proven, foreign: budget.foreign };
  } catch (error) {
    if (error !== OVER_BUDGET) throw error;
    const value = copyByStack(patch, /* @__PURE__ */ new Map(), void 0, LONGEST);
    return { value, bytes: Number.POSITIVE_INFINITY, screened: false, proven: void 0, foreign: true };
  }
}
var SCREEN_DEPTH = PATCH_LIMITS.maxDepth;
function forbidden(text) {
  return text.length >= 9 && text.length <= 11 && FORBIDDEN_KEYS.has(text);
}
function screenMember(budget, key, member) {
  if (member === void 0) budget.screened = false;
  else if (key.charCodeAt(0) === 36) {
    const suffix = key.length - key.indexOf("/") - 1;
    if (suffix >= 9 && suffix <= 11 && suffix < key.length && forbidden(key.slice(-suffix))) budget.screened = false;
    budget.entries += Array.isArray(member) && member.length > 1 ? member.length : 1;
    if (budget.entries > PATCH_LIMITS.maxEntries) budget.screened = false;
  } else if (forbidden(key)) budget.screened = false;
}
function snapshotAt(value, depth, budget) {
  if (--budget.left < 0) throw OVER_BUDGET;
  if (depth >= SCREEN_DEPTH) budget.screened = false;
  if (depth === RECURSION) {
    budget.doubtful++;
    budget.foreign = true;
    budget.height = RECURSION;
    return copyByStack(value, void 0, budget, LONGEST);
  }
  const doubtful = budget.doubtful;
  const left = budget.left;
  const out = Array.isArray(value) ? snapshotArray(value, depth, budget) : snapshotObject(value, depth, budget);
  if (budget.frozen) Object.freeze(out);
  if (budget.doubtful === doubtful && left - budget.left >= PROVEN_NODES - 1) {
    budget.proved ??= { values: [], heights: [] };
    budget.proved.values.push(out);
    budget.proved.heights.push(budget.height);
  }
  return out;
}
function snapshotArray(value, depth, budget) {
  const { run } = budget;
  const out = [];
  run.size += value.length + 2;
  if (value.length > LONGEST) {
    out.length = value.length;
    budget.screened = false;
    budget.foreign = true;
    budget.doubtful++;
    budget.height = 1;
    return out;
  }
  const long = value.length > PROVEN_ITEMS;
  if (long) budget.doubtful++;
  let height = 1;
  for (let i = 0; i < value.length; i++) {
    const item = value[i];
    if (typeof item === "object" && item !== null) {
      out.push(snapshotAt(item, depth + 1, budget));
      if (budget.height >= height) height = budget.height + 1;
    } else {
      if (typeof item === "string" && forbidden(item)) budget.screened = false;
      if (!long && !provenScalar(item)) budget.doubtful++;
      out.push(countValue(run, item));
    }
  }
  budget.height = height;
  return out;
}
function snapshotObject(value, depth, budget) {
  const { run } = budget;
  const out = {};
  run.size += 2;
  let height = 1;
  let keys = 0;
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) budget.foreign = true;
  const ownOnly = ownOnlyUnder(prototype);
  for (const key in value) {
    if (!ownOnly && !hasOwn2.call(value, key)) continue;
    const member = value[key];
    keys++;
    const plain = PLAIN_NAMES.get(key);
    if (plain === void 0) {
      countName(run, key);
      screenMember(budget, key, member);
      if (!holdName(key, forbidden(key))) budget.doubtful++;
    } else run.size += plain;
    let copy;
    if (typeof member === "object" && member !== null) {
      copy = snapshotAt(member, depth + 1, budget);
      if (budget.height >= height) height = budget.height + 1;
    } else {
      if (member === void 0) budget.screened = false;
      if (!provenScalar(member)) budget.doubtful++;
      copy = countValue(run, member);
    }
    put(out, key, copy);
  }
  if (keys > PROVEN_KEYS) budget.doubtful++;
  budget.height = height;
  return out;
}

// templates/runtime:patch/prepare.ts
function preparePatch(checks, patch, frozen = false, maxBytes = Number.POSITIVE_INFINITY) {
  try {
    const snapshot = snapshotPatch(patch, frozen);
    const { value } = snapshot;
    const large = snapshot.bytes === Number.POSITIVE_INFINITY ? tooLargePatch(snapshot, maxBytes) : void 0;
    if (large !== void 0) return refused([large]);
    if (snapshot.foreign) {
      const given = checks.validatePatch(patch);
      if (!given.ok) return refused(given.errors);
    }
    const screened = snapshot.screened ? checks.validateScreened : void 0;
    const checked = screened === void 0 ? checks.validatePatch(value) : screened(value, snapshot.proven);
    if (!checked.ok) return refused(checked.errors);
    if (frozen && snapshot.foreign) freezeJson(value);
    if (isObject(value)) return { ok: true, held: { value, bytes: snapshot.bytes } };
    const error = { code: "INVALID_PATCH", path: "", message: "a patch must be an object" };
    return { ok: false, error, issues: [error] };
  } catch (thrown) {
    const error = {
      code: "INVALID_PATCH",
      path: "",
      message: `the patch could not be read: ${reason(thrown)}`
    };
    return { ok: false, error, issues: [error] };
  }
}
function tooLargePatch(snapshot, limit) {
  if (snapshot.bytes <= limit || jsonBytes2(snapshot.value, limit, true) <= limit) return void 0;
  return patchTooLarge(limit);
}
function refused(issues) {
  return { ok: false, error: firstIssue(issues, "INVALID_PATCH"), issues };
}
var STATIC_CODES = new Set(PATCH_ALONE_CODES);
function firstIssue(issues, fallback, force) {
  let best;
  for (const issue of issues) if (best === void 0 || rankOf(issue.code) < rankOf(best.code)) best = issue;
  if (best === void 0) return { code: fallback, path: "", message: "rejected without a reason" };
  const code = force ?? (STATIC_CODES.has(best.code) ? best.code : fallback);
  return { code, path: best.path, message: best.message };
}
function reason(thrown) {
  return thrown instanceof Error ? thrown.message : String(thrown);
}

// templates/runtime:patch/result-size.ts
import { jsonBytes as jsonBytes3 } from "../validators/runtime.js";
function resultAbove(limit, sized) {
  if (limit === Number.POSITIVE_INFINITY || highest(limit, sized) <= limit) return void 0;
  if (jsonBytes3(sized.result, limit, true) <= limit) return void 0;
  return jsonBytes3(sized.result, Number.POSITIVE_INFINITY, true);
}
function highest(limit, { document, count, unread, patchBytes, set, documentBytes }) {
  if (count !== void 0 && count.size >= 0) return count.size + 5 * count.wide + unread;
  let high = (documentBytes ?? jsonBytes3(document, limit, false)) + patchBytes;
  if (set !== void 0) {
    for (const key of Object.keys(set)) high += 6 * key.length + 4 + jsonBytes3(set[key], limit, false);
  }
  return high;
}

// templates/runtime:patch/engine.ts
function patchEngineOf(model2, checks) {
  class Prepared {
    #held;
    constructor(held) {
      this.#held = held;
    }
    static heldBy(patch) {
      return typeof patch === "object" && patch !== null && #held in patch ? patch.#held : void 0;
    }
  }
  const prepare = (patch) => {
    const result = preparePatch(checks, patch, true, model2.maxBytes);
    if (!result.ok) return result;
    return { ok: true, patch: new Prepared(result.held) };
  };
  return {
    apply: (document, patch) => {
      const checked = preparePatch(checks, patch, false, model2.maxBytes);
      if (!checked.ok) return failure(checked.error);
      return applyChecked(model2, checks, document, checked.held, anyDocument(checked.held.bytes));
    },
    prepare,
    applyToValid: (document, patch, set, documentBytes) => {
      const value = Prepared.heldBy(patch);
      if (value === void 0) {
        return failure({ code: "INVALID_PATCH", path: "", message: "the patch was not prepared by this engine" });
      }
      return applyChecked(model2, checks, document, value, validDocument(), set, documentBytes);
    },
    diff: (from, to) => diffCompiled(model2, from, to)
  };
}
function diffCompiled(model2, from, to) {
  return diffWithin(model2, from, to);
}
function applyChecked(model2, checks, document, patch, changes, set, documentBytes) {
  try {
    if (!isObject(document)) {
      return failure({ code: "INVALID_RESULT", path: "", message: "the document to patch is not an object" });
    }
    const errors = new ErrorCollector();
    const context = { errors, applyObject, operators: model2.operators, changes };
    const value = applyObject(context, model2.root, document, patch.value, void 0, void 0);
    if (errors.error !== void 0) return failure(errors.error);
    if (set !== void 0) setMembers(value, set, changes);
    const known = changes.known();
    const count = { size: -1, wide: 0 };
    const result = checks.validateResult(value, known, count);
    if (!result.ok) return failure(firstIssue(result.errors, "INVALID_RESULT", "INVALID_RESULT"));
    const size = resultAbove(model2.maxBytes, {
      result: value,
      document,
      count: changes.checksAll ? count : void 0,
      unread: known === void 0 ? 0 : patch.bytes,
      patchBytes: patch.bytes,
      set,
      documentBytes
    });
    if (size !== void 0) return failure(tooLarge(size, model2.maxBytes));
    return { ok: true, value };
  } catch (thrown) {
    return failure({
      code: "INVALID_RESULT",
      path: "",
      message: `the document could not be processed: ${reason(thrown)}`
    });
  }
}
function setMembers(result, set, changes) {
  for (const key of Object.keys(set)) {
    const member = set[key];
    changes.placed(member, false);
    put(result, key, member);
  }
}
function tooLarge(size, limit) {
  return {
    code: "INVALID_RESULT",
    path: "",
    message: `the patched cluster would take ${size} bytes as JSON text; a cluster takes at most ${limit} bytes`
  };
}
function failure(error) {
  return { ok: false, error };
}

// templates/runtime:patch/index.ts
var model = /* @__PURE__ */ compileModel(clusterPatchModel);
var engine = /* @__PURE__ */ patchEngineOf(model, {
  validatePatch: validateClusterPatch,
  validateScreened: validateClusterPatchScreened,
  validateResult: validateClusterKnowing
});
function applyClusterPatch(cluster, patch) {
  return engine.apply(cluster, patch);
}
function prepareClusterPatch(patch) {
  return engine.prepare(patch);
}
function applyToStoredCluster(stored, patch, serviceFields, storedBytes) {
  const set = serviceFields;
  return engine.applyToValid(stored, patch, set, storedBytes);
}
var createdRecordCheck = /* @__PURE__ */ createCreatedRecordCheck(clusterPatchModel, {
  validate: validateCluster,
  validateKnowing: validateClusterKnowing
});
function validateCreatedCluster(record, body, recordBytes) {
  return createdRecordCheck(record, body, recordBytes);
}
function diffClusters(from, to) {
  return diffCompiled(model, from, to);
}
export {
  applyClusterPatch,
  applyToStoredCluster,
  diffClusters,
  prepareClusterPatch,
  validateCreatedCluster
};
