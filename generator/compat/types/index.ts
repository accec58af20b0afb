/**
 * The types analysis: the declarations of both versions in one TypeScript program, every exported
 * name checked for existence and every changed exported type for assignability in the direction
 * the contract gives (old write types → new, new read types → old; both for a type that is both).
 * The old side is checked in its mixed form (`mix.ts`), so each failure is the type's own edit.
 */
import type { EmittedFile } from '../../emit/file.ts';
import type { Change } from '../change.ts';
import { exportedNames } from './exports.ts';
import { shorten } from './message.ts';
import {
  type AssignabilityCheck,
  type AssignabilityFailure,
  type Declarations,
  type ExportedName,
  type Side,
  TypesProgram,
} from './program.ts';

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
    if (roles.read || !roles.write) {
      checks.push({ from: 'new', source: name, to: 'mix', target: name });
      // an optional member removed is still assignable both ways, but reading it stops compiling
      checks.push({ from: 'mix', source: name, to: 'new', target: name, members: true });
    }
  }
  return checks;
}

function exportChange(code: 'EXPORT_REMOVED' | 'EXPORT_ADDED', name: string, message: string): Change {
  const removed = code === 'EXPORT_REMOVED';
  return { code, path: name, severity: removed ? 'breaking' : 'compatible', breaks: removed ? ['types'] : [], message };
}

function failureChange(failure: AssignabilityFailure): Change {
  if (failure.check.members) return memberChange(failure);
  const { source, from } = failure.check;
  const write = from !== 'new';
  const text = write
    ? `a value of the old \`${source}\` no longer fits the new one (code that builds it stops compiling)`
    : `a value of the new \`${source}\` does not fit the old one (code that reads it stops compiling)`;
  return {
    code: write ? 'EXPORT_NARROWED' : 'EXPORT_WIDENED',
    path: source,
    severity: 'breaking',
    breaks: ['types'],
    message: `${text}: ${shorten(failure.message)}`,
  };
}

/**
 * Members of a read type that the new version no longer declares: code that reads one
 * (`cluster.phase`, or destructures it) stops compiling with "Property does not exist", whatever
 * `exactOptionalPropertyTypes` says. The checker's message names them as a union of literals.
 */
function memberChange(failure: AssignabilityFailure): Change {
  const { source } = failure.check;
  const named = /^Type '(.+?)' is not assignable to type 'never'/.exec(failure.message)?.[1];
  const members = named === undefined ? shorten(failure.message) : named.split(' | ').map(memberWords).join(', ');
  return {
    code: 'EXPORT_MEMBER_REMOVED',
    path: source,
    severity: 'breaking',
    breaks: ['types'],
    message: `the new \`${source}\` no longer declares ${members} (code that reads it stops compiling)`,
  };
}

/** A member the checker names: `"phase"` is the member `phase`; `string` is an index signature's keys. */
function memberWords(part: string): string {
  return /^".*"$/.test(part) ? `\`${JSON.parse(part) as string}\`` : `any \`${part}\` key`;
}
