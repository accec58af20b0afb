// generated from spec/ — do not edit
// Runtime of the compiled validators.

// templates/runtime:patch/fast-index.ts
function fastIndex(entries) {
  const index = Object.create(EMPTY_PROTOTYPE);
  for (const [name, value] of entries) {
    Object.defineProperty(index, name, { value, enumerable: true, writable: false, configurable: false });
  }
  return index;
}
var EMPTY_PROTOTYPE = Object.freeze(/* @__PURE__ */ Object.create(null));

// templates/runtime:patch/model-level.ts
function compileLevel(level, type, model) {
  const closed = level.kind === "object" || level.kind === "element";
  const fields = closed && type !== void 0 ? type.byName : /* @__PURE__ */ new Map();
  const operators = new Map(
    level.operators.flatMap((key) => {
      const operator = model.of(key);
      return operator === void 0 ? [] : [[key, operator]];
    })
  );
  const onField = /* @__PURE__ */ new Map();
  const arrayKeys = /* @__PURE__ */ new Map();
  for (const [key, operator] of operators) {
    if (operator.value === "field-names") continue;
    const name = key.slice(operator.key.length);
    const field = fields.get(name);
    const renamable = model.rename !== void 0 && field?.type?.byName.get(field.key)?.renamable === true;
    const rename = renamable ? `${model.rename?.key}${field?.key}` : void 0;
    const target = { key, operator, name, rename };
    onField.set(key, target);
    if (operator.group === "array") arrayKeys.set(name, [...arrayKeys.get(name) ?? [], target]);
  }
  const rank2 = (target) => model.array.indexOf(target.operator);
  for (const list of arrayKeys.values()) list.sort((a, b) => rank2(a) - rank2(b));
  return {
    name: level.name,
    kind: level.kind,
    source: level.source,
    fields,
    identifier: level.identifier,
    operators,
    onField,
    arrayKeys,
    readOnly: closed ? type?.readOnly : void 0,
    model
  };
}

// templates/runtime:patch/kinds.ts
function isArrayKind(kind) {
  return kind === "scalar-array" || kind === "keyed-array" || kind === "unkeyed-array";
}
var PATCH_ALONE_CODES = ["FORBIDDEN_KEY", "LIMIT", "INVALID_PATCH", "CONFLICT"];
var PATCH_LIMITS = { maxDepth: 64, maxEntries: 1e4 };
var COPY_BUDGET = 1 << 20;

// templates/runtime:patch/vocabulary.ts
var CONFLICT_GROUPS = ["drop", "set", "plain", "array"];

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
    const exact = byKey.get(key);
    if (exact !== void 0) return exact;
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

// templates/runtime:validators/array-may-conflict.ts
var PAIRS = 256;
function arraysMayConflict(patch, field, level) {
  const keys = level.arrayKeys.get(field.name) ?? [];
  const keyed = field.kind === "keyed-array";
  let removal;
  let changes;
  let append;
  for (let i = 0; i < keys.length; i++) {
    const { key, operator, rename } = keys[i];
    const entries = patch[key];
    if (!Array.isArray(entries)) continue;
    const step = operator.step;
    if (step === "keep" || step === "remove" && removal !== void 0) return true;
    if (step === "remove") removal = entries;
    else if (step === "append" && append === void 0) append = entries;
    else if (step === "patch" && changes === void 0) {
      if (rename !== void 0 && renamesAny(entries, field.key, rename)) return true;
      changes = entries;
    } else return true;
  }
  if (!keyed) {
    if (field.kind === "unkeyed-array") return removal !== void 0 && (changes !== void 0 || append !== void 0);
    return namedTwice(removal, append, void 0);
  }
  return namedTwice(removal, changes, field.key) || namedTwice(removal, append, field.key) || namedTwice(changes, append, field.key);
}
function renamesAny(changes, key, renameKey) {
  for (let i = 0; i < changes.length; i++) {
    const to = member(changes[i], renameKey);
    if (typeof to === "string" && to !== member(changes[i], key)) return true;
  }
  return false;
}
function namedTwice(a, b, key) {
  if (a === void 0 || b === void 0 || a.length === 0 || b.length === 0) return false;
  if (a.length * b.length > PAIRS) return true;
  for (let i = 0; i < a.length; i++) {
    const x = key === void 0 ? a[i] : nameOf(a[i], key);
    if (x === void 0 || typeof x === "object") continue;
    for (let j = 0; j < b.length; j++) if (x === (key === void 0 ? b[j] : nameOf(b[j], key))) return true;
  }
  return false;
}
function nameOf(entry, key) {
  return typeof entry === "object" && entry !== null ? member(entry, key) : entry;
}
function member(value, key) {
  return key !== void 0 && typeof value === "object" && value !== null && !Array.isArray(value) ? value[key] : void 0;
}

// templates/runtime:validators/identifier-table.ts
function hashText(text) {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = Math.imul(h, 31) + text.charCodeAt(i) | 0;
  return h & 1073741823;
}
var KEPT_DEPTHS = 16;
var KEPT_SLOTS = 4096;
var kept = /* @__PURE__ */ Array.from({ length: KEPT_DEPTHS }, () => []);
var taken = 0;
function identifierTable(count) {
  let slots = 64;
  let size = 0;
  while (slots < 2 * count) {
    slots *= 2;
    size++;
  }
  const depth = taken++;
  if (depth >= KEPT_DEPTHS || slots > KEPT_SLOTS) return new Int32Array(slots);
  const sizes = kept[depth];
  let table = sizes[size];
  if (table === void 0) {
    table = new Int32Array(slots);
    sizes[size] = table;
  } else table.fill(0);
  return table;
}
function releaseIdentifierTable() {
  taken--;
}
function tablesTaken() {
  return taken;
}
function releaseTablesAbove(count) {
  taken = count;
}
var MOST_PROBES = 32;
function addIdentifier(table, hash) {
  const mask = table.length - 1;
  const entry = hash | 1073741824;
  let at = Math.imul(hash, 2654435761) >>> Math.clz32(mask);
  for (let probes = 0; probes <= MOST_PROBES; probes++) {
    const taken2 = table[at];
    if (taken2 === 0) {
      table[at] = entry;
      return true;
    }
    if (taken2 === entry) return false;
    at = at + 1 & mask;
  }
  return false;
}

// templates/runtime:validators/words.ts
var QUOTED_LENGTH = 40;
function quote(text) {
  return text.length <= QUOTED_LENGTH ? JSON.stringify(text) : `${JSON.stringify(head(text, QUOTED_LENGTH))}…`;
}
function shorten(text, max) {
  return text.length <= max ? text : `${head(text, max - 1)}…`;
}
function head(text, max) {
  const last = text.charCodeAt(max - 1);
  return text.slice(0, last >= 55296 && last <= 56319 ? max - 1 : max);
}
function quoteScalar(value) {
  if (typeof value === "string") return quote(value);
  if (typeof value === "boolean" || typeof value === "number" && Number.isFinite(value)) return String(value);
  return describe(value);
}
function describe(value) {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  switch (typeof value) {
    case "string":
      return `the string ${quote(value)}`;
    case "number":
      return Number.isFinite(value) ? `the number ${value}` : `${value} (not a JSON number)`;
    case "boolean":
      return String(value);
    case "object":
      return describeObject(value);
    default:
      return `${typeof value} (not a JSON value)`;
  }
}
var toTag = Object.prototype.toString;
function isPlainObject(value) {
  if (toTag.call(value) !== "[object Object]") return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === null || Object.getPrototypeOf(prototype) === null;
}
function describeObject(value) {
  try {
    const tag = toTag.call(value).slice(8, -1);
    if (tag !== "Object") return BOXED.has(tag) ? `a ${tag} object (a boxed primitive)` : article(shorten(tag, 40));
    const prototype = Object.getPrototypeOf(value);
    if (prototype === null || Object.getPrototypeOf(prototype) === null) return "an object";
    const maker = constructorName(prototype);
    return maker === void 0 ? "an object whose prototype is not Object.prototype" : `an instance of ${maker}`;
  } catch {
    return "an object that cannot be read";
  }
}
var BOXED = /* @__PURE__ */ new Set(["Number", "String", "Boolean", "Symbol", "BigInt"]);
function article(name) {
  return `${/^[AEIO]/i.test(name) ? "an" : "a"} ${name}`;
}
function constructorName(prototype) {
  const maker = Object.getOwnPropertyDescriptor(prototype, "constructor")?.value;
  if (typeof maker !== "function") return void 0;
  const name = Object.getOwnPropertyDescriptor(maker, "name")?.value;
  return typeof name === "string" && name !== "" ? shorten(name, 40) : void 0;
}
var NAME_LISTS = /* @__PURE__ */ new WeakMap();
function nameList(names) {
  let text = NAME_LISTS.get(names);
  if (text === void 0) {
    text = [...names.keys()].join(", ") || "none";
    NAME_LISTS.set(names, text);
  }
  return text;
}
function closest(word, candidates) {
  let best;
  let bestDistance = Math.max(1, Math.min(3, Math.floor(word.length / 3)));
  const lower = word.toLowerCase();
  for (const candidate of candidates) {
    if (Math.abs(candidate.length - word.length) > bestDistance) continue;
    const distance = editDistance(lower, candidate.toLowerCase(), bestDistance);
    if (distance < bestDistance || distance === bestDistance && best === void 0) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}
var ROWS = [/* @__PURE__ */ new Int32Array(65), /* @__PURE__ */ new Int32Array(65)];
function editDistance(a, b, limit) {
  if (a.length > 64 || b.length > 64) return limit + 1;
  let [previous, current] = ROWS;
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min(
        previous[j] + 1,
        current[j - 1] + 1,
        previous[j - 1] + cost
      );
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    [previous, current] = [current, previous];
  }
  return previous[b.length];
}

// templates/runtime:validators/issues.ts
var PATCH_CODES = PATCH_ALONE_CODES;
function unreadable(run, error) {
  releaseTablesAbove(run.tables);
  const reason = error instanceof Error ? shorten(error.message, 200) : "reading it threw";
  push(run, void 0, "UNREADABLE", `the value could not be read as JSON: ${reason}`);
}
var HINTED_ISSUES = 100;
function pushHinted(run, token, code, write, a, b) {
  if (run.hinted >= HINTED_ISSUES) {
    push(run, token, code, write(a, b, false));
    return;
  }
  run.hinted++;
  pushLazy(run, token, code, () => write(a, b, true));
}
function pointer(run, token) {
  const text = pathPointer(run.path);
  return token === void 0 ? text : `${text}/${esc(String(token))}`;
}
var made = {
  path: void 0,
  tokens: [],
  text: ""
};
function pathPointer(path) {
  const { tokens } = made;
  let same = made.path === path && tokens.length === path.length;
  for (let i = 0; same && i < path.length; i++) same = tokens[i] === path[i];
  if (same) return made.text;
  let text = "";
  for (const part of path) text += `/${esc(String(part))}`;
  made.path = path;
  made.tokens = path.slice();
  made.text = text;
  return text;
}
function push(run, token, code, message) {
  const path = pointer(run, token);
  if (run.patch && !PATCH_CODES.includes(code)) run.issues.push({ path, code: "INVALID_PATCH", message, detail: code });
  else run.issues.push({ path, code, message });
}
function pushLazy(run, token, code, write) {
  let text;
  const patchCode = run.patch && !PATCH_CODES.includes(code);
  const issue = {
    __proto__: LAZY_ISSUE,
    path: pointer(run, token),
    code: patchCode ? "INVALID_PATCH" : code,
    get message() {
      text ??= write();
      return text;
    }
  };
  if (patchCode) issue.detail = code;
  run.issues.push(issue);
}
var LAZY_ISSUE = {
  [/* @__PURE__ */ Symbol.for("nodejs.util.inspect.custom")]() {
    return { ...this };
  }
};
function esc(token) {
  const tilde = token.indexOf("~") !== -1;
  if (!tilde && token.indexOf("/") === -1) return token;
  return (tilde ? token.replaceAll("~", "~0") : token).replaceAll("/", "~1");
}
function forbiddenKey(run, key) {
  push(run, key, "FORBIDDEN_KEY", `"${key}" is not allowed as a key anywhere`);
}

// templates/runtime:validators/json-bytes.ts
var WIDEST_UNIT = 6;
var WIDEST_NUMBER = 24;
function jsonBytes(value, limit, exact) {
  let total = scalarBytes(value, exact);
  if (total >= 0) return total;
  total = 0;
  const stack = [value];
  for (let node = stack.pop(); node !== void 0; node = stack.pop()) {
    if (Array.isArray(node)) {
      total += node.length === 0 ? 2 : node.length + 1;
      for (let i = 0; i < node.length && total <= limit; i++) {
        const item = node[i];
        const bytes = scalarBytes(item, exact);
        if (bytes >= 0) total += bytes;
        else if (bytes === SKIPPED) total += 4;
        else stack.push(item);
      }
    } else {
      let members = 0;
      if (exact) {
        for (const key of Object.keys(node)) {
          const bytes = memberBytes(node, key, true, stack);
          if (bytes > 0) members++;
          total += bytes;
        }
      } else {
        for (const key in node) {
          const bytes = memberBytes(node, key, false, stack);
          if (bytes > 0) members++;
          total += bytes;
        }
      }
      total += members === 0 ? 2 : members + 1;
    }
    if (total > limit) return total;
  }
  return total;
}
function memberBytes(node, key, exact, stack) {
  const item = node[key];
  const bytes = scalarBytes(item, exact);
  if (bytes === SKIPPED) return 0;
  if (bytes === CONTAINER) stack.push(item);
  return stringBytes(key, exact) + 1 + (bytes === CONTAINER ? 0 : bytes);
}
var SKIPPED = -2;
var CONTAINER = -1;
function scalarBytes(value, exact) {
  switch (typeof value) {
    case "string":
      return stringBytes(value, exact);
    case "number":
      return !Number.isFinite(value) ? 4 : exact ? String(value).length : WIDEST_NUMBER;
    case "boolean":
      return value ? 4 : 5;
    case "object":
      return value === null ? 4 : CONTAINER;
    case "bigint":
      return exact ? String(value).length : WIDEST_NUMBER;
    // not JSON: the checks report it
    default:
      return SKIPPED;
  }
}
function stringBytes(text, exact) {
  if (!exact) return text.length * WIDEST_UNIT + 2;
  let bytes = 2;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 32) bytes += c === 8 || c === 9 || c === 10 || c === 12 || c === 13 ? 2 : 6;
    else if (c === 34 || c === 92) bytes += 2;
    else if (c < 128) bytes += 1;
    else if (c < 2048) bytes += 2;
    else if (c < 55296 || c > 57343) bytes += 3;
    else if (c <= 56319 && i + 1 < text.length && isLowSurrogate(text.charCodeAt(i + 1))) {
      bytes += 4;
      i++;
    } else bytes += 6;
  }
  return bytes;
}
function isLowSurrogate(c) {
  return c >= 56320 && c <= 57343;
}

// templates/runtime:validators/size.ts
var WIDEST_UNIT2 = 6;
function tooLarge(run, value, limit) {
  const whole = run.issues.length === run.accounted && run.drops === void 0;
  if (whole && run.size + 5 * run.wide <= limit) return;
  if (whole && run.size <= limit && run.deferred !== void 0) {
    settleDeferred(run, limit, limit);
    if (run.size + 5 * run.wide <= limit) return;
  }
  const within = !(whole && run.size > limit) && (jsonBytes(value, limit, false) <= limit || jsonBytes(value, limit, true) <= limit);
  if (within) return;
  push(
    run,
    void 0,
    "TOO_LARGE",
    `must take at most ${limit} bytes as JSON text (UTF-8, without spaces); this value takes more`
  );
}
function counted(run) {
  run.accounted++;
}
function countSkipped(run, value, extra) {
  if (run.limit === Number.POSITIVE_INFINITY || run.patch || run.size + 5 * run.wide > run.limit) return;
  const type = typeof value;
  if (type !== "object" && type !== "string" && type !== "number" && type !== "boolean") return;
  run.wide += (extra + jsonBytes(value, run.limit, false)) / 5;
  run.accounted++;
}
function countMember(run, key, value, first) {
  if (run.limit === Number.POSITIVE_INFINITY || run.patch) return;
  const type = typeof value;
  if (type !== "string" && type !== "number" && type !== "boolean" && value !== null) {
    countSkipped(run, value, WIDEST_UNIT2 * key.length + 4);
    return;
  }
  countExactly(run, key);
  run.size += first ? 1 : 2;
  if (first) run.wide += 1 / 5;
  if (type === "string") countExactly(run, value);
  else if (type === "number" && Number.isInteger(value)) run.size += integerBytes(value);
  else if (type === "number" && Number.isFinite(value)) {
    run.size += 1;
    run.wide += 5;
  } else if (type === "boolean") run.size += value ? 4 : 5;
  else run.size += 4;
  run.accounted++;
}
function countExactly(run, text) {
  if (text.length <= run.limit) run.size += stringBytes(text, true);
  else {
    run.size += text.length + 2;
    run.wide += text.length;
  }
}
function countText(run, text) {
  if (run.size + 5 * (run.wide + text.length) <= run.exactAbove) {
    run.size += text.length + 2;
    run.wide += text.length;
  } else if (run.defer) {
    run.size += text.length + 2;
    run.wide += text.length;
    if (run.size > run.limit) return;
    if (run.deferred === void 0) run.deferred = [text];
    else run.deferred.push(text);
  } else run.size += stringBytes(text, true);
}
function settleDeferred(run, within, past) {
  const deferred = run.deferred;
  if (deferred === void 0) return;
  let i = 0;
  for (; i < deferred.length && run.size + 5 * run.wide > within && run.size <= past; i++) {
    const text = deferred[i];
    run.size += stringBytes(text, true) - text.length - 2;
    run.wide -= text.length;
  }
  run.deferred = i === deferred.length ? void 0 : deferred.slice(i);
}
function forgetMembers(run, mark) {
  const open = run.issues.length - run.accounted;
  run.issues.length = mark.issues;
  run.accounted = mark.issues - open;
  const screened = run.screened;
  if (screened === void 0 || screened.size === mark.screened) return;
  let index = 0;
  for (const node of screened) if (index++ >= mark.screened) screened.delete(node);
}
function pastLimit(run) {
  if (run.past) return;
  run.past = true;
  if (run.patch) run.issues.push(patchTooLarge(run.limit));
}
function patchTooLarge(limit) {
  return {
    path: "",
    code: "LIMIT",
    message: `the patch takes more than ${limit} bytes as JSON text, more than a cluster may take; a patch this large is not read`
  };
}
function stopsHere(run) {
  if (!(run.patch ? --run.nodes < 0 : run.size > run.limit)) return false;
  pastLimit(run);
  return true;
}
function integerBytes(value) {
  const magnitude = value < 0 ? -value : value;
  if (magnitude >= 1e21) return String(value).length;
  let digits = 1;
  for (let power = 10; power <= magnitude; power *= 10) digits++;
  return value < 0 ? digits + 1 : digits;
}
function countScalar(run, value) {
  if (typeof value === "string") countText(run, value);
  else if (typeof value === "number") {
    run.size += 1;
    run.wide += 5;
  } else run.size += value ? 4 : 5;
}

// templates/runtime:validators/unique.ts
var SMALL = 16;
function duplicateItems(run, items) {
  if (run.past) return;
  if (items.length <= SMALL) {
    for (let i = 1; i < items.length; i++) {
      for (let j = 0; j < i; j++) {
        if (sameJson(run, items[j], items[i])) {
          duplicateItem(run, i, j, items[i]);
          break;
        }
      }
    }
    return;
  }
  const scalars = /* @__PURE__ */ new Map();
  const others = /* @__PURE__ */ new Map();
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    const composite = typeof item === "object" && item !== null;
    const id = composite ? canonicalIn(run, item) : item;
    if (composite && id === void 0) continue;
    const seen = composite ? others.get(id) : scalars.get(id);
    if (seen !== void 0) duplicateItem(run, i, seen, item);
    else if (composite) others.set(id, i);
    else scalars.set(id, i);
  }
}
function sameJson(run, a, b) {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  const text = canonicalIn(run, a);
  return text !== void 0 && text === canonicalIn(run, b);
}
function canonicalIn(run, value) {
  if (run.past) return void 0;
  const text = canonical(value, run.limit);
  if (text === "") pastLimit(run);
  return text === "" ? void 0 : text;
}
function canonical(value, budget = Number.POSITIVE_INFINITY) {
  let text = "";
  const open = [];
  const ancestors = /* @__PURE__ */ new Set();
  let current = value;
  for (; ; ) {
    if (typeof current === "object" && current !== null) {
      if (ancestors.has(current)) return void 0;
      ancestors.add(current);
      const keys = Array.isArray(current) ? void 0 : Object.keys(current).sort();
      open.push({
        node: current,
        keys,
        count: keys === void 0 ? current.length : keys.length,
        next: 0
      });
      text += keys === void 0 ? "[" : "{";
    } else text += scalarText(current);
    if (text.length > budget) return "";
    for (; ; ) {
      const top = open[open.length - 1];
      if (top === void 0) return text;
      if (top.next === top.count) {
        text += top.keys === void 0 ? "]" : "}";
        ancestors.delete(top.node);
        open.pop();
        continue;
      }
      const i = top.next++;
      if (i > 0) text += ",";
      if (top.keys === void 0) current = top.node[i];
      else {
        const key = top.keys[i];
        text += `${JSON.stringify(key)}:`;
        current = top.node[key];
      }
      break;
    }
  }
}
function scalarText(value) {
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean" ? JSON.stringify(value) : String(value);
}
function duplicateItem(run, index, first, item) {
  push(run, index, "DUPLICATE_ITEM", `duplicates item ${first} (${describe(item)}); items must be unique`);
  counted(run);
}
function duplicateIdentifiers(run, items, key) {
  if (items.length <= SMALL) {
    for (let i = 1; i < items.length; i++) {
      const id = identifier(items[i], key);
      if (id === void 0) continue;
      for (let j = 0; j < i; j++) {
        if (identifier(items[j], key) === id) {
          duplicateIdentifier(run, key, i, j, id);
          break;
        }
      }
    }
    return;
  }
  const first = /* @__PURE__ */ new Map();
  for (let i = 0; i < items.length; i++) {
    const id = identifier(items[i], key);
    if (id === void 0) continue;
    const seen = first.get(id);
    if (seen === void 0) first.set(id, i);
    else duplicateIdentifier(run, key, i, seen, id);
  }
}
function identifier(item, key) {
  if (typeof item !== "object" || item === null) return void 0;
  const id = item[key];
  return typeof id === "string" ? id : void 0;
}
function duplicateIdentifier(run, key, index, first, id) {
  run.path.push(index);
  push(
    run,
    key,
    "DUPLICATE_IDENTIFIER",
    `${key} ${quote(id)} is already used by item ${first}; ${key} must be unique in this array`
  );
  counted(run);
  run.path.pop();
}

// templates/runtime:validators/array-conflicts.ts
function arrayGroup(run, patch, field, level) {
  const operators = level.model.array;
  const lists = [];
  let removal;
  let changes;
  let kept2;
  const keys = level.arrayKeys.get(field.name) ?? [];
  for (let i = 0; i < keys.length; i++) {
    const { operator, key } = keys[i];
    const entries = patch[key];
    if (!Array.isArray(entries)) continue;
    const list = { operator, key, entries };
    lists.push(list);
    if (operator.step === "patch") changes ??= list;
    if (operator.step !== "remove" && operator.step !== "keep") continue;
    if (operator.step === "keep") kept2 ??= list;
    if (removal === void 0) removal = list;
    else conflict(run, [key], `${removal.key} and ${key} cannot be used together`);
  }
  if (field.kind === "unkeyed-array" && changes !== void 0 && removal !== void 0) {
    const removers = operators.filter((o) => o.step === "remove" || o.step === "keep").map((o) => o.key + field.name);
    conflict(
      run,
      [changes.key],
      `${changes.key} selects by example and cannot be combined with ${removers.join(" or ")}`
    );
  }
  const idOf = identity(run, field.kind);
  const keyOf = (entry) => field.kind === "keyed-array" ? member(entry, field.key) : entry;
  const named = nameOnce(run, lists, field, idOf, keyOf);
  if (kept2 !== void 0) mustBeKept(run, lists, kept2, field, idOf, keyOf);
  const rename = keys[0]?.rename;
  if (rename !== void 0 && changes !== void 0) {
    const elsewhere = [...named, ...(kept2?.entries ?? []).map(idOf)];
    renameConflicts(run, field.name, changes, rename, field.key, idOf, elsewhere);
  }
}
function namesOf(list, field, keyOf) {
  if (list.operator.step !== "patch") return list.operator.step === "append" ? list.entries.map(keyOf) : list.entries;
  return field.kind === "keyed-array" ? list.entries.map(keyOf) : [];
}
function nameOnce(run, lists, field, idOf, keyOf) {
  const named = /* @__PURE__ */ new Map();
  for (const list of lists) {
    if (list.operator.step === "keep") continue;
    namesOf(list, field, keyOf).forEach((entry, i) => {
      const id = idOf(entry);
      if (id === void 0) return;
      const earlier = named.get(id);
      if (earlier !== void 0 && earlier !== list.key) {
        conflict(run, [list.key, i], `${show(entry)} is named by both ${earlier} and ${list.key}`);
      } else named.set(id, list.key);
    });
  }
  return [...named.keys()];
}
function mustBeKept(run, lists, kept2, field, idOf, keyOf) {
  const listed = new Set(kept2.entries.map(idOf));
  for (const list of lists) {
    if (list.operator.step !== "patch" && list.operator.step !== "append") continue;
    namesOf(list, field, keyOf).forEach((entry, i) => {
      const id = idOf(entry);
      if (id !== void 0 && !listed.has(id)) {
        conflict(
          run,
          [list.key, i],
          `${show(entry)} is not listed in ${kept2.key}, which must list every element that remains`
        );
      }
    });
  }
}
function renameConflicts(run, field, changes, renameKey, key, idOf, namedElsewhere) {
  const taken2 = new Set(namedElsewhere.filter((id) => id !== void 0));
  changes.entries.forEach((change, i) => {
    const to = member(change, renameKey);
    const id = typeof to === "string" ? idOf(to) : void 0;
    if (id === void 0 || id === idOf(member(change, key))) return;
    if (taken2.has(id)) {
      conflict(
        run,
        [changes.key, i, renameKey],
        `renames to ${quoteScalar(to)}, which another operator on ${field} names in this patch`
      );
    }
    taken2.add(id);
  });
}
function show(entry) {
  return typeof entry === "object" && entry !== null ? "an element" : quoteScalar(entry);
}
function identity(run, kind) {
  return kind === "unkeyed-array" ? (entry) => wholeIdentity(run, entry) : scalarIdentity;
}
function wholeIdentity(run, entry) {
  return typeof entry === "object" && entry !== null ? canonicalIn(run, entry) : void 0;
}
function scalarIdentity(entry) {
  return typeof entry === "string" || typeof entry === "boolean" || typeof entry === "number" && Number.isFinite(entry) ? `${typeof entry}:${String(entry)}` : void 0;
}
function conflict(run, at, message) {
  const path = [...run.path, ...at].map((t) => `/${esc(String(t))}`).join("");
  run.issues.push({ path, code: "CONFLICT", message });
}

// templates/runtime:validators/conflicts.ts
function closedConflicts(run, patch, level) {
  const targets = targetsOf(patch, level);
  if (targets === void 0) return;
  const { fields, groups } = targets;
  let arrays;
  const seen = fields.length > SMALL2 ? /* @__PURE__ */ new Map() : void 0;
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i];
    const group = groups[i];
    let earlier = seen?.get(field);
    if (seen === void 0) {
      for (let j = 0; j < i && earlier === void 0; j++) if (fields[j] === field) earlier = groups[j];
    } else if (earlier === void 0) seen.set(field, group);
    if (earlier !== void 0 && earlier !== group) {
      reportModes(run, patch, level);
      return;
    }
    if (group === "array" && (earlier !== void 0 || renames(level, field))) {
      arrays ??= /* @__PURE__ */ new Set();
      arrays.add(field);
    }
  }
  if (arrays === void 0 || run.past) return;
  for (const [name, field] of level.fields) {
    if (arrays.has(name) && arraysMayConflict(patch, field, level)) arrayGroup(run, patch, field, level);
  }
}
function targetsOf(patch, level) {
  const keys = Object.keys(patch);
  const fields = [];
  const groups = [];
  for (let k = 0; k < keys.length; k++) {
    const key = keys[k];
    const value = patch[key];
    if (value === void 0 || key === level.identifier) continue;
    if (level.fields.has(key)) {
      fields.push(key);
      groups.push("plain");
      continue;
    }
    if (key.charCodeAt(0) !== 36) continue;
    const target = level.onField.get(key);
    if (target !== void 0) {
      if (target.name === level.identifier) continue;
      fields.push(target.name);
      groups.push(target.operator.group);
      continue;
    }
    const operator = level.operators.get(key);
    if (operator === void 0 || !Array.isArray(value)) continue;
    for (const entry of value) {
      if (typeof entry !== "string" || entry === level.identifier || !level.fields.has(entry)) continue;
      fields.push(entry);
      groups.push(operator.group);
    }
  }
  return fields.length === 0 ? void 0 : { fields, groups };
}
var SMALL2 = 16;
function renames(level, name) {
  return level.arrayKeys.get(name)?.[0]?.rename !== void 0;
}
function reportModes(run, patch, level) {
  const modes = /* @__PURE__ */ new Map();
  let arrays = false;
  const add = (field, mode) => {
    if (mode.group === "array") arrays = true;
    const list = modes.get(field) ?? [];
    if (!list.some((m) => m.label === mode.label)) list.push(mode);
    modes.set(field, list);
  };
  const keys = Object.keys(patch);
  for (const key of keys) {
    const value = patch[key];
    if (!Array.isArray(value) || key.charCodeAt(0) !== 36) continue;
    const operator = level.operators.get(key);
    if (operator?.value !== "field-names") continue;
    value.forEach((entry, i) => {
      if (typeof entry === "string" && level.fields.has(entry) && entry !== level.identifier)
        add(entry, { group: operator.group, label: `a ${key} entry`, at: [key, i] });
    });
  }
  for (const key of keys) {
    if (patch[key] === void 0 || key === level.identifier) continue;
    if (level.fields.has(key)) {
      add(key, { group: "plain", label: "a plain value", at: [key] });
      continue;
    }
    const operator = level.operators.get(key);
    if (operator === void 0 || operator.value === "field-names") continue;
    const field = key.slice(operator.key.length);
    const label = operator.group === "array" ? "array operators" : operator.key;
    if (field !== level.identifier) add(field, { group: operator.group, label, at: [key] });
  }
  for (const [field, list] of modes) {
    if (list.length < 2) continue;
    const [first, second] = [...list].sort((a, b) => rank(a.group) - rank(b.group));
    if (first === void 0 || second === void 0) continue;
    conflict(
      run,
      second.at,
      `"${field}" is changed by both ${first.label} and ${second.label}; a field takes only one of them`
    );
  }
  if (!arrays) return;
  for (const [name, field] of level.fields) {
    if (field.array && modes.get(name)?.some((m) => m.group === "array") === true) {
      arrayGroup(run, patch, field, level);
    }
  }
}
function rank(group) {
  return CONFLICT_GROUPS.indexOf(group);
}
function dropsOf(value) {
  return Array.isArray(value) ? value.filter((entry) => typeof entry === "string") : [];
}
function openConflicts(run, patch, level) {
  const dropped = /* @__PURE__ */ new Map();
  for (const key of Object.keys(patch)) {
    if (level.model.of(key)?.value !== "field-names") continue;
    for (const entry of dropsOf(patch[key])) if (!dropped.has(entry)) dropped.set(entry, key);
  }
  if (dropped.size === 0) return;
  const setter = level.kind === "unkeyed-element" ? level.model.anyMember : void 0;
  const prefix = setter === void 0 ? "" : setter.key;
  for (const key of Object.keys(patch)) {
    if (patch[key] === void 0 || !key.startsWith(prefix)) continue;
    if (prefix === "" && key.charCodeAt(0) === 36) continue;
    const member2 = key.slice(prefix.length);
    const drop = dropped.get(member2);
    if (drop !== void 0)
      conflict(run, [key], `${quote(member2)} is both dropped with ${drop} and set with ${quote(key)}`);
  }
}

// templates/runtime:validators/core.ts
function startRun(options, patch) {
  let strip = false;
  try {
    strip = typeof options === "object" && options !== null && options.stripReadOnly === true;
  } catch {
  }
  return {
    issues: [],
    path: [],
    strip,
    drops: void 0,
    screened: void 0,
    patch,
    known: void 0,
    proven: void 0,
    size: 0,
    wide: 0,
    accounted: 0,
    exactAbove: Number.POSITIVE_INFINITY,
    defer: false,
    deferred: void 0,
    limit: Number.POSITIVE_INFINITY,
    nodes: patch ? COPY_BUDGET : Number.POSITIVE_INFINITY,
    past: false,
    tables: tablesTaken(),
    hinted: 0
  };
}
function finishRun(run, value) {
  const { issues } = run;
  if (issues.length === 0) {
    if (!run.strip) return { ok: true, value };
    try {
      return { ok: true, value: copyWithout(value, "", run.drops ?? /* @__PURE__ */ new Set()) };
    } catch (error) {
      unreadable(run, error);
    }
  }
  const rank2 = (issue) => run.patch ? PATCH_CODES.indexOf(issue.code) : issue.code === "FORBIDDEN_KEY" ? 0 : 1;
  const ordered = issues.every((issue, i) => i === 0 || rank2(issues[i - 1]) <= rank2(issue));
  return { ok: false, errors: ordered ? issues : [...issues].sort((a, b) => rank2(a) - rank2(b)) };
}
function copyWithout(value, path, drops) {
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) return value.map((item, i) => copyWithout(item, `${path}/${i}`, drops));
  const copy = {};
  for (const key of Object.keys(value)) {
    const at = `${path}/${esc(key)}`;
    if (drops.has(at)) continue;
    const item = value[key];
    if (item !== void 0) copy[key] = copyWithout(item, at, drops);
  }
  return copy;
}

// templates/runtime:validators/screen.ts
var FORBIDDEN_KEYS = /* @__PURE__ */ new Set(["__proto__", "constructor", "prototype"]);
function screen(run, token, value) {
  if (typeof value !== "object" || value === null) return;
  if (run.screened === void 0) run.screened = /* @__PURE__ */ new Set();
  const screened = run.screened;
  const stack = [[value, pointer(run, token)]];
  for (let next = stack.pop(); next !== void 0; next = stack.pop()) {
    const [node, at] = next;
    if (screened.has(node)) continue;
    screened.add(node);
    const isArray = Array.isArray(node);
    const keys = Object.keys(node);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i];
      if (!isArray && FORBIDDEN_KEYS.has(key)) {
        run.issues.push({
          path: `${at}/${esc(key)}`,
          code: "FORBIDDEN_KEY",
          message: `"${key}" is not allowed as a key anywhere`
        });
        continue;
      }
      const item = node[key];
      if (typeof item === "object" && item !== null) stack.push([item, `${at}/${esc(key)}`]);
    }
  }
}
function countKeys(object) {
  let count = 0;
  for (const _ in object) count++;
  return count;
}

// templates/runtime:validators/messages.ts
function wrongType(run, token, expected, value) {
  push(run, token, "INVALID_TYPE", `must be ${expected}; got ${describe(value)}`);
  countSkipped(run, value, 0);
  screen(run, token, value);
}
function rootNotPlain(run, value, expected) {
  if (typeof value !== "object" || value === null || Array.isArray(value) || isPlainObject(value)) return false;
  wrongType(run, void 0, expected, value);
  return true;
}
function missing(run, name) {
  push(run, void 0, "REQUIRED", `missing required field "${name}"`);
  counted(run);
}
function extraMembers(run, object, known, readOnly) {
  let first = !holdsField(object, known);
  for (const key of Object.keys(object)) {
    if (known.has(key)) continue;
    if (!run.strip || !readOnly?.has(key)) {
      countMember(run, key, object[key], first);
      first = false;
    }
    if (FORBIDDEN_KEYS.has(key)) {
      forbiddenKey(run, key);
    } else if (readOnly?.has(key)) {
      if (run.strip) dropLater(run, pointer(run, key));
      else
        push(
          run,
          key,
          "READ_ONLY",
          `${quote(key)} is set by the service and not accepted here; leave it out, or validate with { stripReadOnly: true }`
        );
      screen(run, key, object[key]);
    } else if (key.charCodeAt(0) === 36) {
      push(
        run,
        key,
        "UNKNOWN_FIELD",
        `${quote(key)}: keys starting with "$" are patch operators, not allowed in a complete value`
      );
      screen(run, key, object[key]);
    } else {
      pushHinted(run, key, "UNKNOWN_FIELD", unknownField, key, known);
      screen(run, key, object[key]);
    }
  }
}
function unknownField(key, known, hint) {
  const near = hint ? closest(key, known) : void 0;
  return near === void 0 ? `unknown field ${quote(key)}; the fields here are ${nameList(known)}` : `unknown field ${quote(key)}; did you mean "${near}"?`;
}
function holdsField(object, known) {
  for (const name of known) {
    const field = Object.getOwnPropertyDescriptor(object, name);
    if (field?.enumerable === true && "value" in field && field.value !== void 0) return true;
  }
  return false;
}
function dropLater(run, at) {
  if (run.drops === void 0) run.drops = /* @__PURE__ */ new Set();
  run.drops.add(at);
}
function notExactlyOne(run, noun, present, members) {
  const message = present.length === 0 ? `exactly one ${noun} must be set, one of ${members.join(", ")}; found none` : `exactly one ${noun} must be set; found ${present.slice(0, -1).join(", ")} and ${present.at(-1)}`;
  push(run, void 0, "EXACTLY_ONE", message);
  counted(run);
}
function minAboveMax(run, minName, min, maxName, max, defaulted) {
  const shown = (value, side) => defaulted === side ? `${value}, its default when absent` : `${value}`;
  push(
    run,
    defaulted === "min" ? maxName : minName,
    "MIN_EXCEEDS_MAX",
    `${minName} (${shown(min, "min")}) must not exceed ${maxName} (${shown(max, "max")})`
  );
  counted(run);
}
function tooMany(run, token, what, max, count, value) {
  push(
    run,
    token,
    what === "items" ? "TOO_MANY_ITEMS" : "TOO_MANY_KEYS",
    `must have at most ${max} ${what}; got ${count}`
  );
  countSkipped(run, value, 0);
  screen(run, token, value);
}

// templates/runtime:validators/patch-checks.ts
function screenPatch(run, patch, operators) {
  const limits = PATCH_LIMITS;
  if (typeof patch !== "object" || patch === null) return true;
  const visited = /* @__PURE__ */ new Set();
  const frames = { values: [patch], depths: [1], parents: [-1], tokens: [""] };
  const stack = [0];
  let entries = 0;
  let tooDeep = false;
  let tooMany2 = false;
  for (let frame = stack.pop(); frame !== void 0; frame = stack.pop()) {
    const node = frames.values[frame];
    if (visited.has(node)) continue;
    visited.add(node);
    const depth = frames.depths[frame];
    if (depth > limits.maxDepth && !tooDeep) {
      tooDeep = true;
      record(run, frames, frame, [], "LIMIT", `nested more than ${limits.maxDepth} levels deep`);
    }
    const isArray = Array.isArray(node);
    const keys = Object.keys(node);
    for (let k = 0; k < keys.length; k++) {
      const key = keys[k];
      const value = node[key];
      if (!isArray) {
        const operator = key.charCodeAt(0) === 36 ? operators.of(key) : void 0;
        if (forbiddenMember(run, frames, frame, key, operator)) continue;
        if (operator !== void 0)
          entries += operator.value === "whole-value" ? 1 : Array.isArray(value) ? value.length : 0;
        if (entries > limits.maxEntries && !tooMany2) {
          tooMany2 = true;
          record(run, frames, frame, [key], "LIMIT", `more than ${limits.maxEntries} operator entries in the patch`);
        }
        if (operator?.value === "field-names" && Array.isArray(value) && !tooMany2) {
          forbiddenEntries(run, frames, frame, key, value);
        }
        if (value === void 0)
          record(run, frames, frame, [key], "INVALID_PATCH", "undefined is not a JSON value; leave the member out");
      }
      if (typeof value === "object" && value !== null) {
        stack.push(frames.values.length);
        frames.values.push(value);
        frames.depths.push(depth + 1);
        frames.parents.push(frame);
        frames.tokens.push(isArray ? Number(key) : key);
      }
    }
  }
  return !run.issues.some((issue) => issue.code === "FORBIDDEN_KEY" || issue.code === "LIMIT");
}
function forbiddenMember(run, frames, frame, key, operator) {
  let name = key;
  if (key.charCodeAt(0) === 36) {
    const slash = key.indexOf("/");
    if (slash === -1) return false;
    name = key.slice(slash + 1);
  } else if (operator !== void 0 || key.length > 11 || key.length < 9) {
    return false;
  }
  if (!FORBIDDEN_KEYS.has(name)) return false;
  const what = name === key ? "as a key" : "as an operator suffix";
  record(run, frames, frame, [key], "FORBIDDEN_KEY", `"${name}" is not allowed ${what} anywhere`);
  return true;
}
function forbiddenEntries(run, frames, frame, key, entries) {
  entries.forEach((entry, i) => {
    if (typeof entry === "string" && FORBIDDEN_KEYS.has(entry)) {
      record(run, frames, frame, [key, i], "FORBIDDEN_KEY", `"${entry}" is not allowed as a ${key} entry`);
    }
  });
}
function record(run, frames, frame, below, code, message) {
  const tokens = [];
  for (let f = frame; f > 0; f = frames.parents[f]) tokens.push(frames.tokens[f]);
  const path = [...tokens.reverse(), ...below].map((t) => `/${esc(String(t))}`).join("");
  run.issues.push({ path, code, message });
}
function missingIdentifier(run, level) {
  const key = level.identifier ?? "";
  push(run, void 0, "INVALID_PATCH", `missing the identifier "${key}", which names the element to change`);
}
function noSelector(run) {
  push(run, void 0, "INVALID_PATCH", "an element patch here selects by example: give at least one plain member");
}
function badSuffix(run, key, reason) {
  push(run, key, "INVALID_PATCH", `the member named in ${quote(key)} ${reason}`);
}
function duplicateEntries(run, items, key) {
  if (key === void 0) duplicateItems(run, items);
  else duplicateIdentifiers(run, items, key);
}

// templates/runtime:validators/scalar-messages.ts
function offPlain(run, value) {
  if (typeof value === "string") run.wide += value.length;
  counted(run);
}
function notInEnum(run, token, value, allowed) {
  pushHinted(run, token, "ENUM", notInEnumMessage, value, allowed);
  offPlain(run, value);
}
function notInEnumMessage(value, allowed, hint) {
  const near = hint && typeof value === "string" ? closest(
    value,
    allowed.filter((a) => typeof a === "string")
  ) : void 0;
  const suggestion = near === void 0 ? "" : ` (did you mean "${near}"?)`;
  return `must be one of ${listOf(allowed)}; got ${describe(value)}${suggestion}`;
}
var LISTS = /* @__PURE__ */ new WeakMap();
function listOf(allowed) {
  let text = LISTS.get(allowed);
  if (text === void 0) {
    text = allowed.map((a) => JSON.stringify(a)).join(", ");
    LISTS.set(allowed, text);
  }
  return text;
}
function notConst(run, token, value, expected) {
  push(run, token, "CONST", `must be ${JSON.stringify(expected)}; got ${describe(value)}`);
  offPlain(run, value);
}
function noMatch(run, token, value, form) {
  push(run, token, "PATTERN", formText(form));
  offPlain(run, value);
}
var FORM_TEXTS = /* @__PURE__ */ new WeakMap();
function formText(form) {
  let text = FORM_TEXTS.get(form);
  if (text === void 0) {
    const examples = form.examples ?? [];
    text = form.title !== void 0 && examples.length > 0 ? `is not a valid ${form.title}, such as ${examples.map((e) => JSON.stringify(e)).join(" or ")}` : `does not match the pattern ${form.pattern.source}`;
    FORM_TEXTS.set(form, text);
  }
  return text;
}
function badFormat(run, token, value, format) {
  push(run, token, "FORMAT", `${quote(value)} is not a valid ${format} (RFC 3339, such as "2025-01-31T12:00:00Z")`);
  counted(run);
}
function outOfBounds(run, token, code, message) {
  push(run, token, code, message);
  counted(run);
}
function codePoints(value) {
  let count = 0;
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    count++;
    if (unit >= 55296 && unit <= 56319 && i + 1 < value.length) {
      const next = value.charCodeAt(i + 1);
      if (next >= 56320 && next <= 57343) i++;
    }
  }
  return count;
}
function isDateTime(value) {
  const match = DATE_TIME.exec(value);
  if (match === null) return false;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number);
  const zone = match[7] ?? "Z";
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  if (day > (month === 2 && leap ? 29 : DAYS_IN_MONTH[month])) return false;
  const sign = zone[0] === "-" ? -1 : zone[0] === "+" ? 1 : 0;
  const offsetHours = sign === 0 ? 0 : Number(match[8]);
  const offsetMinutes = sign === 0 ? 0 : Number(match[9] ?? 0);
  if (offsetHours > 23 || offsetMinutes > 59) return false;
  if (hour <= 23 && minute <= 59 && second < 60) return true;
  const utcMinute = minute - sign * offsetMinutes;
  const utcHour = hour - sign * offsetHours - (utcMinute < 0 ? 1 : 0);
  return second === 60 && (utcMinute === 59 || utcMinute === -1) && (utcHour === 23 || utcHour === -1);
}
var DATE_TIME = /^(\d\d\d\d)-(\d\d)-(\d\d)[Tt ](\d\d):(\d\d):(\d\d)(?:\.\d+)?(z|Z|[+-](\d\d)(?::?(\d\d))?)$/;
var DAYS_IN_MONTH = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

// templates/runtime:validators/values.ts
var FORBIDDEN = "is forbidden";
var DEPTH_GUARD = 1e3;
function freeFormDepth(limits) {
  return limits.maxDepth ?? DEPTH_GUARD;
}
function badKey(run, key, reason) {
  if (reason === FORBIDDEN) {
    forbiddenKey(run, key);
    return false;
  }
  push(run, key, "INVALID_KEY", `key ${quote(key)} ${reason}`);
  counted(run);
  return true;
}
function checkFreeForm(run, value, limits) {
  if (typeof value !== "object" || value === null || Array.isArray(value) || !isPlainObject(value))
    wrongType(run, void 0, "an object", value);
  else if (run.known === void 0 || !run.known(value)) freeFormNode(run, value, 1, limits);
}
function freeFormNode(run, node, depth, limits) {
  if (stopsHere(run)) return;
  const maxDepth = freeFormDepth(limits);
  if (depth > maxDepth) {
    push(run, void 0, "TOO_DEEP", `nested more than ${maxDepth} levels deep`);
    screen(run, void 0, node);
    return;
  }
  if (Array.isArray(node)) {
    if (limits.maxItems !== void 0 && node.length > limits.maxItems) {
      tooMany(run, void 0, "items", limits.maxItems, node.length, node);
      return;
    }
    run.size += node.length === 0 ? 2 : node.length + 1;
    for (let i = 0; i < node.length; i++) freeFormMember(run, i, node[i], depth, limits);
    return;
  }
  const max = (depth === 1 ? limits.maxProperties : limits.valueMaxProperties) ?? Number.POSITIVE_INFINITY;
  const issues = run.issues.length;
  const screened = run.screened === void 0 ? 0 : run.screened.size;
  let own = 0;
  let members = 0;
  for (const key in node) {
    if (!hasOwn.call(node, key)) continue;
    if (++own > max) break;
    const reason = limits.keyProblem(key);
    if (reason !== void 0 && !badKey(run, key, reason)) continue;
    const value = node[key];
    if (value === void 0) continue;
    members++;
    countText(run, key);
    run.size += 2;
    freeFormMember(run, key, value, depth, limits);
  }
  if (own > max) {
    forgetMembers(run, { issues, screened });
    tooMany(run, void 0, "keys", max, ownKeyCount(node), node);
    return;
  }
  run.size += members === 0 ? 2 : 1;
}
var hasOwn = Object.prototype.hasOwnProperty;
function ownKeyCount(node) {
  let count = 0;
  for (const key in node) if (hasOwn.call(node, key)) count++;
  return count;
}
function freeFormValue(run, token, value, limits) {
  freeFormMember(run, token, value, 1, limits);
}
function freeFormMember(run, token, value, depth, limits) {
  if (typeof value === "object" && value !== null) {
    if (run.known?.(value)) return;
    if (!Array.isArray(value) && !isPlainObject(value)) {
      wrongType(run, token, "a JSON value", value);
      return;
    }
    run.path.push(token);
    freeFormNode(run, value, depth + 1, limits);
    run.path.pop();
  } else if (typeof value === "string") {
    countText(run, value);
    const max = limits.maxLength;
    if (max !== void 0 && value.length > max && codePoints(value) > max)
      outOfBounds(run, token, "MAX_LENGTH", `must be at most ${max} characters long`);
  } else if (typeof value === "boolean" || typeof value === "number" && Number.isFinite(value)) {
    countScalar(run, value);
  } else {
    const message = value === null ? "must not be null: free-form values are any JSON but null (leave the member out)" : `must be a JSON value other than null; got ${describe(value)}`;
    push(run, token, "INVALID_TYPE", message);
  }
}

// templates/runtime:validators/free-form-patch.ts
function freeFormPatchValue(run, token, value, limits, level) {
  patchMember(run, token, value, 1, limits, level.model);
}
function patchMember(run, token, value, depth, limits, operators) {
  if (typeof value !== "object" || value === null || Array.isArray(value) || !isPlainObject(value)) {
    freeFormMember(run, token, value, depth, limits);
    return;
  }
  run.path.push(token);
  patchNode(run, value, depth + 1, limits, operators);
  run.path.pop();
}
function patchNode(run, node, depth, limits, operators) {
  if (stopsHere(run)) return;
  const maxDepth = freeFormDepth(limits);
  if (depth > maxDepth) {
    push(run, void 0, "TOO_DEEP", `nested more than ${maxDepth} levels deep`);
    screen(run, void 0, node);
    return;
  }
  const max = limits.valueMaxProperties;
  if (max !== void 0) {
    const count = ownKeyCount(node);
    if (count > max) {
      tooMany(run, void 0, "keys", max, count, node);
      return;
    }
  }
  const targets = { dropped: void 0, replaced: void 0 };
  let members = 0;
  for (const key in node) {
    if (!Object.hasOwn(node, key)) continue;
    const value = node[key];
    if (value === void 0) continue;
    members++;
    countText(run, key);
    run.size += 2;
    if (key.charCodeAt(0) === 36 && operatorMember(run, key, value, depth, limits, operators, targets)) continue;
    const reason = limits.keyProblem(key);
    if (reason !== void 0 && !badKey(run, key, reason)) continue;
    patchMember(run, key, value, depth, limits, operators);
  }
  run.size += members === 0 ? 2 : 1;
  if (targets.dropped !== void 0 || targets.replaced !== void 0) conflicts(run, node, targets, operators);
}
function operatorMember(run, key, value, depth, limits, operators, targets) {
  const operator = operators.of(key);
  if (operator === void 0) return false;
  if (operator.step === "drop-fields" && key === operator.key) {
    targets.dropped = dropEntries(run, key, value, limits, targets.dropped);
  } else if (operator.step === "set" && key.length > operator.key.length) {
    const member2 = key.slice(operator.key.length);
    const reason = limits.keyProblem(member2);
    if (reason !== void 0 && reason !== FORBIDDEN) badSuffix(run, key, reason);
    targets.replaced ??= /* @__PURE__ */ new Set();
    targets.replaced.add(member2);
    freeFormMember(run, key, value, depth, limits);
  } else if (operator.group === "array") {
    push(
      run,
      key,
      "INVALID_PATCH",
      `${quote(key)}: array operators do not apply inside a free-form value (the kind of its arrays is unknown); set the array whole`
    );
  } else return false;
  return true;
}
function dropEntries(run, key, value, limits, dropped) {
  run.path.push(key);
  if (!Array.isArray(value)) wrongType(run, void 0, "an array of keys", value);
  else {
    run.size += value.length === 0 ? 2 : value.length + 1;
    value.forEach((entry, i) => {
      if (typeof entry !== "string") {
        wrongType(run, i, "a key", entry);
        return;
      }
      countText(run, entry);
      const reason = limits.keyProblem(entry);
      if (reason !== void 0 && reason !== FORBIDDEN) push(run, i, "INVALID_KEY", `key ${quote(entry)} ${reason}`);
      dropped ??= /* @__PURE__ */ new Map();
      if (!dropped.has(entry)) dropped.set(entry, key);
    });
    if (value.length > 1) duplicateItems(run, value);
  }
  run.path.pop();
  return dropped;
}
function conflicts(run, node, targets, operators) {
  const replace = operators.byStep.set?.key;
  const { dropped, replaced } = targets;
  for (const key of Object.keys(node)) {
    if (node[key] === void 0) continue;
    const replacing = replace !== void 0 && key.startsWith(replace) && key.length > replace.length;
    if (key.charCodeAt(0) === 36 && !replacing) continue;
    const member2 = replacing ? key.slice(replace.length) : key;
    const drop = dropped?.get(member2);
    if (drop !== void 0) {
      conflict(run, [key], `${quote(member2)} is both dropped with ${drop} and set with ${quote(key)}`);
    } else if (!replacing && replaced?.has(member2) === true) {
      conflict(
        run,
        [key],
        `${quote(member2)} is changed by both ${replace} and a plain value; a member takes only one of them`
      );
    }
  }
}

// templates/runtime:validators/patch-members.ts
function badPatchMember(run, key, level) {
  if (level.readOnly?.has(key)) {
    if (run.strip) {
      if (run.drops === void 0) run.drops = /* @__PURE__ */ new Set();
      run.drops.add(pointer(run, key));
    } else {
      push(run, key, "INVALID_PATCH", `${quote(key)} is set by the service and cannot be patched; leave it out`);
    }
    return;
  }
  pushHinted(run, key, "INVALID_PATCH", memberProblem, key, level);
}
function memberProblem(key, level, hint) {
  return key.charCodeAt(0) === 36 ? operatorProblem(key, level, hint) : unknownField2(key, level, hint);
}
function unknownField2(key, level, hint) {
  const near = hint ? closest(key, level.fields.keys()) : void 0;
  return near === void 0 ? `unknown field ${quote(key)}; the fields of ${level.source} are ${nameList(level.fields)}` : `unknown field ${quote(key)}; did you mean "${near}"?`;
}
function operatorProblem(key, level, hint) {
  const operator = level.model.of(key);
  if (operator === void 0 || operator.value === "field-names") {
    const near = hint ? closest(key, level.operators.keys()) : void 0;
    return `unknown operator key ${quote(key)}${near === void 0 ? "" : ` (did you mean "${near}"?)`}; the operators are ${formList(level)}`;
  }
  const prefix = operator.key;
  const target = key.slice(prefix.length);
  const field = level.fields.get(target);
  if (field === void 0) {
    if (level.kind !== "object" && level.kind !== "element") return `${prefix} does not apply in ${level.source}`;
    const near = hint ? closest(target, level.fields.keys()) : void 0;
    return `${quote(target)} is not a field of ${level.source}${near === void 0 ? "" : `; did you mean "${near}"?`}`;
  }
  const usable = [...level.operators.keys()].filter((k) => k.endsWith(`/${target}`));
  return `${prefix} does not apply to "${target}" (${field.kind}); ${usable.length === 0 ? "it takes no operator keys, only a plain value" : `it takes ${usable.join(", ")}`}`;
}
function dropNames(run, entries, names, level) {
  if (!Array.isArray(entries)) {
    wrongType(run, void 0, "an array", entries);
    return;
  }
  entries.forEach((entry, i) => {
    if (typeof entry !== "string") {
      wrongType(run, i, "a field name", entry);
    } else if (entry === level.identifier) {
      push(run, i, "INVALID_PATCH", `"${entry}" identifies the element and cannot be dropped`);
    } else if (!names.has(entry)) {
      pushHinted(run, i, "INVALID_PATCH", cannotDrop, entry, level);
    }
  });
  if (entries.length > 1) duplicateEntries(run, entries, void 0);
}
function cannotDrop(entry, level, hint) {
  return `cannot drop ${unknownField2(entry, level, hint).replace("unknown field", "the unknown field")}`;
}
var FORM_LISTS = /* @__PURE__ */ new WeakMap();
function formList(level) {
  let text = FORM_LISTS.get(level);
  if (text === void 0) {
    text = level.model.list.map((o) => o.form).join(", ");
    FORM_LISTS.set(level, text);
  }
  return text;
}
export {
  FORBIDDEN,
  FORBIDDEN_KEYS,
  addIdentifier,
  badFormat,
  badKey,
  badPatchMember,
  badSuffix,
  canonical,
  canonicalIn,
  checkFreeForm,
  closedConflicts,
  closest,
  codePoints,
  compileModel,
  countKeys,
  countMember,
  countScalar,
  countSkipped,
  countText,
  counted,
  describe,
  dropNames,
  duplicateEntries,
  duplicateIdentifier,
  duplicateIdentifiers,
  duplicateItems,
  esc,
  extraMembers,
  finishRun,
  forbiddenKey,
  forgetMembers,
  freeFormDepth,
  freeFormMember,
  freeFormPatchValue,
  freeFormValue,
  hashText,
  identifierTable,
  integerBytes,
  isDateTime,
  isPlainObject,
  jsonBytes,
  minAboveMax,
  missing,
  missingIdentifier,
  nameList,
  noMatch,
  noSelector,
  notConst,
  notExactlyOne,
  notInEnum,
  openConflicts,
  outOfBounds,
  ownKeyCount,
  pastLimit,
  patchTooLarge,
  pointer,
  push,
  pushLazy,
  quote,
  quoteScalar,
  releaseIdentifierTable,
  rootNotPlain,
  screen,
  screenPatch,
  settleDeferred,
  shorten,
  startRun,
  stopsHere,
  tablesTaken,
  tooLarge,
  tooMany,
  unreadable,
  wrongType
};
