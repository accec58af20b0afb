/**
 * The types analysis: the declarations of both versions in one TypeScript program, every exported
 * name checked for existence and every changed exported type for assignability in the direction
 * the contract gives (old write types → new, new read types → old; both for a type that is both),
 * and every changed read type for what code reads of it: its members and literal values, down the
 * inline object types nested in it (`inline.ts`). The old side is checked in its mixed form
 * (`mix.ts`), so each failure is the type's own edit.
 */
import type { EmittedFile } from '../../emit/file.ts';
import type { Change } from '../change.ts';
import { exportChange, failureChange } from './changes.ts';
import { exportedNames } from './exports.ts';
import type { TypePath } from './inline.ts';
import { type AssignabilityCheck, type Declarations, type ExportedName, type Side, TypesProgram } from './program.ts';

export interface TypeRoles {
  /** The type is read from the service: new values must fit the old type. */
  readonly read: boolean;
  /** The type is written by users: old values must fit the new type. */
  readonly write: boolean;
}

/** The names of the read types and of the written ones (`compare.ts` takes them from the schemas). */
export interface RoleNames {
  readonly read: readonly string[];
  readonly write: readonly string[];
}

/** A name the schemas do not hold (an alias such as `TaintCreate`) is written when its suffix says so. */
export function rolesFrom(names: RoleNames): (name: string) => TypeRoles {
  const [read, write] = [new Set(names.read), new Set(names.write)];
  return (name) => ({ read: read.has(name), write: write.has(name) || /(?:Create|Patch)$/.test(name) });
}

export function declarationsOf(files: readonly EmittedFile[]): Declarations {
  return {
    files: new Map(files.filter((f) => f.path.endsWith('.d.ts')).map((f) => [f.path, f.contents])),
    entry: 'index.d.ts',
  };
}

/**
 * Compares one old version's declarations with any number of new ones; the old side is parsed once
 * and its TypeScript program reused.
 */
export class TypesComparison {
  private readonly program: TypesProgram;
  private readonly before: ReadonlyMap<string, ExportedName>;

  constructor(old: readonly EmittedFile[]) {
    const declarations = declarationsOf(old);
    this.program = new TypesProgram(declarations);
    this.before = exportedNames(declarations, (path) => this.program.sourceFile('old', path));
  }

  compare(current: readonly EmittedFile[], roles: RoleNames): Change[] {
    const rolesOf = rolesFrom(roles);
    const declarations = declarationsOf(current);
    this.program.setNew(declarations);
    const after = exportedNames(declarations, (path) => this.program.sourceFile('new', path));
    const changes = existenceChanges(this.before, after);
    const checks = checksOf(this.before, after, rolesOf);
    if (checks.length === 0) return changes;
    const newTypes = new Set([...after.values()].filter((e) => e.isType).map((e) => e.name));
    this.program.addMix(newTypes, new Set(checks.flatMap((c) => (c.from === 'mix' ? [c.source] : [c.target]))));
    const arity = (side: Side, name: string) => (side === 'new' ? after : this.before).get(name)?.typeParameters ?? 0;
    return [...changes, ...this.program.check(checks, arity).map(failureChange)];
  }
}

function existenceChanges(
  before: ReadonlyMap<string, ExportedName>,
  after: ReadonlyMap<string, ExportedName>,
): Change[] {
  const changes: Change[] = [];
  for (const name of before.keys()) {
    if (!after.has(name)) changes.push(exportChange('EXPORT_REMOVED', name, `\`${name}\` is no longer exported`));
  }
  for (const name of after.keys()) {
    if (!before.has(name)) changes.push(exportChange('EXPORT_ADDED', name, `\`${name}\` is newly exported`));
  }
  return changes;
}

/** One check per direction the type's roles ask for, for every exported type whose own text changed. */
function checksOf(
  before: ReadonlyMap<string, ExportedName>,
  after: ReadonlyMap<string, ExportedName>,
  rolesOf: (name: string) => TypeRoles,
): AssignabilityCheck[] {
  const checks: AssignabilityCheck[] = [];
  for (const [name, now] of after) {
    const was = before.get(name);
    if (was === undefined || !was.isType || !now.isType || (was.text !== undefined && was.text === now.text)) continue;
    const roles = rolesOf(name);
    if (roles.write || !roles.read) checks.push({ from: 'mix', source: name, to: 'new', target: name });
    if (roles.read || !roles.write) checks.push(...readChecks(was));
  }
  return checks;
}

/**
 * A read type: new values must fit the old type, and code that reads the old one must still
 * compile: every member it declares, in the type and in the anonymous object types nested in it,
 * is still declared (an optional member removed is still assignable both ways), and every literal
 * value it lists is still one the new type holds (comparing with a value the type cannot hold does
 * not compile, and a narrower read type is assignable to the wider one).
 */
function readChecks(old: ExportedName): AssignabilityCheck[] {
  const name = old.name;
  const check = (test: 'members' | 'literals', at: TypePath): AssignabilityCheck => ({
    from: 'mix',
    source: name,
    to: 'new',
    target: name,
    test,
    ...(at.length === 0 ? {} : { at }),
  });
  return [
    { from: 'new', source: name, to: 'mix', target: name },
    check('members', []),
    ...old.parts.objects.map((at) => check('members', at)),
    ...old.parts.literals.map((at) => check('literals', at)),
  ];
}
