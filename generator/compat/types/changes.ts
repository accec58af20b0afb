/**
 * What the types analysis reports: a name gone or added, and each failed check as a change in the
 * house's words, the checker's message shortened after it.
 */
import type { Change } from '../change.ts';
import { shownTypePath } from './inline.ts';
import { shorten } from './message.ts';
import type { AssignabilityFailure } from './program.ts';

export function exportChange(code: 'EXPORT_REMOVED' | 'EXPORT_ADDED', name: string, message: string): Change {
  const removed = code === 'EXPORT_REMOVED';
  return { code, path: name, severity: removed ? 'breaking' : 'compatible', breaks: removed ? ['types'] : [], message };
}

export function failureChange(failure: AssignabilityFailure): Change {
  if (failure.check.test === 'members') return memberChange(failure);
  if (failure.check.test === 'literals') return literalChange(failure);
  const { source, from } = failure.check;
  const write = from !== 'new';
  const text = write
    ? `a value of the old \`${source}\` no longer fits the new one (code that builds it stops compiling)`
    : `a value of the new \`${source}\` does not fit the old one (code that reads it stops compiling)`;
  return typesBreak(write ? 'EXPORT_NARROWED' : 'EXPORT_WIDENED', source, `${text}: ${shorten(failure.message)}`);
}

/**
 * Members of a read type, or of an inline object type in it, that the new version no longer
 * declares: code that reads one (`cluster.phase`, or destructures it) stops compiling with
 * "Property does not exist", whatever `exactOptionalPropertyTypes` says. The checker's message
 * names them as a union of literals; each is named by its place (`Cluster.networking.b`).
 */
function memberChange(failure: AssignabilityFailure): Change {
  const { source, at = [] } = failure.check;
  const place = shownTypePath(source, at);
  // a `string` index signature's keys hold the `number` ones: the checker names both
  const named = namedNever(failure.message)?.filter((part, _, all) => part !== 'number' || !all.includes('string'));
  const members =
    named === undefined
      ? shorten(failure.message)
      : named.map((part) => memberWords(part, place, at.length === 0)).join(', ');
  return typesBreak(
    'EXPORT_MEMBER_REMOVED',
    source,
    `the new \`${source}\` no longer declares ${members} (code that reads it stops compiling)`,
  );
}

/**
 * Literal values of a read type (an enum inline, or a named alias of literals) that the new version
 * no longer holds: code that compares with one (`cluster.phase === 'Deleting'`, a `case`) stops
 * compiling ("This comparison appears to be unintentional because the types have no overlap"),
 * while the narrower type is still assignable to the wider one.
 */
function literalChange(failure: AssignabilityFailure): Change {
  const { source, at = [] } = failure.check;
  const named = namedNever(failure.message);
  const values = named === undefined ? shorten(failure.message) : named.join(', ');
  const where = at.length === 0 ? '' : ` at \`${shownTypePath(source, at)}\``;
  const them = named !== undefined && named.length > 1 ? 'them' : 'it';
  return typesBreak(
    'EXPORT_LITERAL_REMOVED',
    source,
    `the new \`${source}\` no longer allows ${values}${where} (code that compares with ${them} stops compiling)`,
  );
}

function typesBreak(code: string, path: string, message: string): Change {
  return { code, path, severity: 'breaking', breaks: ['types'], message };
}

/** The alternatives of the type the checker found not assignable to `never`, as it writes them. */
function namedNever(message: string): string[] | undefined {
  return /^Type '(.+?)' is not assignable to type 'never'/.exec(message)?.[1]?.split(' | ');
}

/** A member the checker names: `"phase"` is the member `phase`; `string` is an index signature's keys. */
function memberWords(part: string, place: string, own: boolean): string {
  if (/^".*"$/.test(part)) return `\`${place}.${JSON.parse(part) as string}\``;
  return own ? `any \`${part}\` key` : `any \`${part}\` key of \`${place}\``;
}
