/**
 * The package's one module of pattern matchers (`validators/matchers.js`). Every validator module
 * (the root's and each body kind's) imports the matchers it uses from it, so a matcher's tables and
 * code ship and load once whichever validators a program imports, and a module that uses none
 * imports nothing. Names are given in order of first use (`MATCH_CidrOrAddress` after the named
 * string type that holds the pattern, `MATCH_1` for a pattern with no such name), so they are the
 * same in every module that imports them; same input, same names.
 */
import { _, type Code, concat, identifierPart, jsdoc, lines, name } from '../../code.ts';
import type { ModuleSource } from '../../module.ts';
import { bindNames, importNamespace } from '../namespace.ts';
import { compilePattern } from './emit.ts';

/** Where the module is, in the package and relative to a validator module beside it. */
export const MATCHERS_PATH = 'validators/matchers';
const SPECIFIER = './matchers.js';

interface Matcher {
  readonly name: Code;
  readonly pattern: string;
  readonly code: Code;
}

export class SharedMatchers {
  private readonly byPattern = new Map<string, Matcher>();
  private readonly taken = new Set<string>();

  /** The name the module exports the matcher of `pattern` under, or `undefined` when it has none. */
  name(pattern: string, hint?: string): Code | undefined {
    const known = this.byPattern.get(pattern);
    if (known !== undefined) return known.name;
    const code = compilePattern(pattern);
    if (code === undefined) return undefined;
    const base = hint === undefined ? 'MATCH' : `MATCH_${identifierPart(hint)}`;
    let text = hint === undefined ? `${base}_1` : base;
    for (let n = 2; this.taken.has(text); n++) text = `${base}_${n}`;
    this.taken.add(text);
    const matcher = { name: name(text), pattern, code };
    this.byPattern.set(pattern, matcher);
    return matcher.name;
  }

  /** The module of every matcher named so far, or `undefined` when no validator uses one. */
  module(): ModuleSource | undefined {
    const matchers = [...this.byPattern.values()];
    if (matchers.length === 0) return undefined;
    return {
      path: MATCHERS_PATH,
      purpose: 'Pattern matchers of the validators, one copy for every validator module.',
      esm: lines(matchers.map((m) => _`export const ${m.name} = ${m.code};`)),
      dts: concat(matchers.map(declaration)),
    };
  }
}

/** The namespace a validator module imports the matchers under. */
const NAMESPACE = name('MATCHERS');

/** `import * as MATCHERS from './matchers.js';` when a validator module uses any matcher, or nothing. */
export function importMatchers(names: readonly Code[]): Code | undefined {
  if (names.length === 0) return undefined;
  return importNamespace(NAMESPACE, SPECIFIER);
}

/** `const MATCH_1 = MATCHERS.MATCH_1;` for each matcher a module uses (namespace.ts). */
export function bindMatchers(names: readonly Code[]): Code {
  return bindNames(NAMESPACE, names);
}

function declaration(matcher: Matcher): Code {
  const doc = jsdoc([
    `Whether a string matches ${JSON.stringify(matcher.pattern)} (as \`new RegExp(pattern, 'u').test\` does): -1 when`,
    "it does not, the string's hash (`hashText` of the validators' runtime) when it does.",
    '@internal',
  ]);
  return _`${doc}\nexport declare const ${matcher.name}: (text: string) => number;\n`;
}
