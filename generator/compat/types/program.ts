/**
 * Two sets of declarations in one in-memory TypeScript program (ts-morph, which bundles its own
 * TypeScript): the old under `/old/`, the new under `/new/`. Answers whether a type of one side is
 * assignable to a type of the other, in the checker's own words; every check runs in one pass.
 */
import type { Project, SourceFile, ts } from 'ts-morph';
import { CHECK_PRELUDE, checkLine } from './check-lines.ts';
import type { InlineParts, TypePath } from './inline.ts';
import { mixDeclarations } from './mix.ts';
import { tsMorph, typescript } from './typescript.ts';

/** `mix`: the old declarations with references to other exported types pointed at the new ones (`mix.ts`). */
export type Side = 'old' | 'new' | 'mix';

const NAMESPACES: Readonly<Record<Side, string>> = { old: 'Old', new: 'New', mix: 'Mix' };

export interface Declarations {
  /** `.d.ts` files by `/`-separated path. */
  readonly files: ReadonlyMap<string, string>;
  /** The file whose exports are compared (`index.d.ts`). */
  readonly entry: string;
}

export interface ExportedName {
  readonly name: string;
  /** An interface, type alias, class or enum: a name code can use as a type. */
  readonly isType: boolean;
  readonly typeParameters: number;
  /**
   * The declaration without its comments: equal texts over equal dependencies mean equal types.
   * `undefined` when the declaration was not found.
   */
  readonly text: string | undefined;
  /** The anonymous object types and literal values nested in the declaration (`inline.ts`). */
  readonly parts: InlineParts;
}

/**
 * Is the type `source` of side `from` assignable to the type `target` of side `to`? With `test`
 * `members`: does `target` still declare every member `source` declares (`keyof`), so that code
 * reading `value.member` of the one still compiles on the other? With `literals`: does `target`
 * still hold every literal value `source` lists, so that code comparing with one still compiles?
 * `at` takes both types to the same inline part of each (`inline.ts`).
 */
export interface AssignabilityCheck {
  readonly from: Side;
  readonly source: string;
  readonly to: Side;
  readonly target: string;
  readonly test?: 'members' | 'literals';
  readonly at?: TypePath;
}

export interface AssignabilityFailure {
  readonly check: AssignabilityCheck;
  /** The checker's message, every level of it, one per line. */
  readonly message: string;
}

function compilerOptions(): ts.CompilerOptions {
  const ts = typescript();
  return {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    // What the package's declarations use (arrays, records, Promise, Set, ReadonlyMap), and no more:
    // binding all of ES2022's library would triple the cost of the program.
    lib: ['lib.es5.d.ts', 'lib.es2015.collection.d.ts', 'lib.es2015.promise.d.ts'],
    types: [],
    noEmit: true,
    skipLibCheck: true,
  };
}

export class TypesProgram {
  private readonly project: Project = new (tsMorph().Project)({
    useInMemoryFileSystem: true,
    compilerOptions: compilerOptions(),
  });
  private readonly entries: Partial<Record<Side, SourceFile>> = {};
  private readonly added: Record<Side, SourceFile[]> = { old: [], new: [], mix: [] };
  private checks = 0;
  /** The old declarations parsed on their own: the program takes them only when a check names the old side. */
  private readonly oldParsed = new Map<string, ts.SourceFile>();

  /** The old side stays for the program's life: comparing it with many new sides reuses its parse. */
  constructor(private readonly old: Declarations) {}

  /** Sets the new side, replacing any previous one (and its mixed side). */
  setNew(current: Declarations): void {
    this.entries.new = this.add('new', current);
    delete this.entries.mix;
    for (const file of this.added.mix.splice(0)) this.project.removeSourceFile(file);
  }

  /**
   * Adds the mixed side: the old declarations over the new side's exported types `newNames`, with
   * the old declarations of only the exported types in `checked` (`mix.ts`).
   */
  addMix(newNames: ReadonlySet<string>, checked: ReadonlySet<string>): void {
    const files = new Map<string, string>();
    for (const path of this.old.files.keys()) {
      const parsed = this.sourceFile('old', path);
      const up = '../'.repeat(path.split('/').length);
      if (parsed !== undefined) {
        const entry = `${up}new/${this.old.entry.replace(/\.d\.ts$/, '.js')}`;
        files.set(path, mixDeclarations(parsed, newNames, entry, checked));
      }
    }
    this.entries.mix = this.add('mix', { files, entry: this.old.entry });
  }

  /** The parsed declaration file `path` of a side, as TypeScript's own node. */
  sourceFile(side: Side, path: string): ts.SourceFile | undefined {
    if (side !== 'old' || this.entries.old !== undefined)
      return this.project.getSourceFile(`/${side}/${path}`)?.compilerNode;
    const ts = typescript();
    let parsed = this.oldParsed.get(path);
    const text = this.old.files.get(path);
    if (parsed === undefined && text !== undefined) {
      // Nothing reads the old side's doc comments (texts are compared without comments): not parsing
      // them saves a fifth of the parse.
      const options = { languageVersion: ts.ScriptTarget.ES2022, jsDocParsingMode: ts.JSDocParsingMode.ParseNone };
      parsed = ts.createSourceFile(`/old/${path}`, text, options, true, ts.ScriptKind.TS);
      this.oldParsed.set(path, parsed);
    }
    return parsed;
  }

  private add(side: Side, declarations: Declarations): SourceFile {
    for (const file of this.added[side].splice(0)) this.project.removeSourceFile(file);
    for (const [path, text] of declarations.files) {
      this.added[side].push(this.project.createSourceFile(`/${side}/${path}`, text, { overwrite: true }));
    }
    const entry = this.project.getSourceFile(`/${side}/${declarations.entry}`);
    if (entry === undefined) throw new Error(`no ${declarations.entry} among the ${side} declarations`);
    return entry;
  }

  private entry(side: Side): SourceFile {
    const entry = this.entries[side];
    if (entry === undefined) throw new Error(`no ${side} declarations in the program`);
    return entry;
  }

  /** Runs every check in one pass of the checker over one generated file; returns the failures. */
  check(
    checks: readonly AssignabilityCheck[],
    typeParameters: (side: Side, name: string) => number,
  ): AssignabilityFailure[] {
    const sides = [...new Set(checks.flatMap((c) => [c.from, c.to]))];
    if (sides.includes('old')) this.entries.old ??= this.add('old', this.old);
    const lines = sides.map((side) => {
      const entry = this.entry(side)
        .getFilePath()
        .replace(/\.d\.ts$/, '.js');
      return `import type * as ${NAMESPACES[side]} from '.${entry}';`;
    });
    lines.push(CHECK_PRELUDE);
    const first = lines.length;
    const ref = (side: Side, name: string) => {
      const count = typeParameters(side === 'mix' ? 'old' : side, name);
      return `${NAMESPACES[side]}.${name}${count > 0 ? `<${Array(count).fill('unknown').join(', ')}>` : ''}`;
    };
    checks.forEach((c, i) => {
      lines.push(checkLine(i, c, ref(c.from, c.source), ref(c.to, c.target)));
    });
    const file = this.project.createSourceFile(`/check-${this.checks++}.ts`, lines.join('\n'));
    const program = this.project.getProgram().compilerObject;
    const failures = new Map<number, AssignabilityFailure>();
    const ts = typescript();
    for (const diagnostic of program.getSemanticDiagnostics(program.getSourceFile(file.getFilePath()))) {
      const line = file.compilerNode.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line - first;
      const check = checks[line];
      if (check === undefined || failures.has(line)) continue;
      failures.set(line, { check, message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n') });
    }
    this.project.removeSourceFile(file);
    return [...failures.keys()].sort((a, b) => a - b).map((line) => failures.get(line) as AssignabilityFailure);
  }
}
