/**
 * How the corpus analysis reports the stored bodies the new version refuses. Copies of one body
 * (a fixture kept in 200 files, an example pasted into every folder) refused for the same reason
 * are one change: the same form, refused at the same spec path with the same issue. It says how
 * many there are and names the first few places, so a report of 200 copies reads as one edit.
 * @see ../../docs/decisions.md (Versioning and the compatibility guard: corpus)
 */
import { shownPointer } from '../pointer.ts';
import type { Audience, Change } from './change.ts';
import type { AcceptedBody, BodyKind, BodyValidators, CorpusInput, ValidationIssue } from './corpus.ts';

/** How a refused body of each form is reported: its code, the audience it breaks, what it is called. */
const REFUSALS: Readonly<Record<BodyKind, { code: string; breaks: Audience; called: string; plural: string }>> = {
  create: { code: 'BODY_REFUSED', breaks: 'write', called: 'a create body', plural: 'create bodies' },
  patch: { code: 'BODY_REFUSED', breaks: 'write', called: 'a patch body', plural: 'patch bodies' },
  read: { code: 'READ_BODY_REFUSED', breaks: 'read', called: 'a cluster as read', plural: 'clusters as read' },
  error: { code: 'READ_BODY_REFUSED', breaks: 'read', called: 'an error body', plural: 'error bodies' },
};

/** How many places a change of several copies names before "and N more". */
export const PLACES_NAMED = 3;

/** One stored body refused: where it is kept, and why, in the words of the report. */
interface Refusal {
  readonly kind: BodyKind;
  /** `file` or `file#pointer`. */
  readonly place: string;
  /** The spec path of what refused it. */
  readonly path: string;
  readonly issue: string;
}

/** Every accepted body the new validators refuse, copies refused for the same reason as one change. */
export function refusedBodies(
  accepted: readonly AcceptedBody[],
  current: BodyValidators,
  locate: CorpusInput['locate'],
): Change[] {
  const groups = new Map<string, Refusal[]>();
  for (const body of accepted) {
    const result = current[body.kind](body.value);
    if (result.ok) continue;
    const refusal = refusalOf(body, result.errors, locate);
    const key = JSON.stringify([refusal.kind, refusal.path, refusal.issue]);
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [refusal]);
    else group.push(refusal);
  }
  return [...groups.values()].map(changeOf);
}

function refusalOf(body: AcceptedBody, errors: readonly ValidationIssue[], locate: CorpusInput['locate']): Refusal {
  const [first] = errors;
  const issue = first === undefined ? 'refused' : `${shownPointer(first.path)}: ${first.message} [${first.code}]`;
  const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : '';
  return {
    kind: body.kind,
    place: `${body.file}${body.pointer === '' ? '' : `#${body.pointer}`}`,
    path: locate(body.kind, first?.path ?? ''),
    issue: `${issue}${more}`,
  };
}

/** The change of a group of copies (never empty): one body as before, several counted and named. */
function changeOf(group: readonly Refusal[]): Change {
  const [first] = group as readonly [Refusal, ...Refusal[]];
  const { code, breaks, called, plural } = REFUSALS[first.kind];
  const what =
    group.length === 1
      ? `${first.place}: ${called} the old version accepts is refused by the new one`
      : `${placesOf(group)}: ${group.length} ${plural} the old version accepts are refused by the new one`;
  return { code, path: first.path, severity: 'breaking', breaks: [breaks], message: `${what}: ${first.issue}` };
}

/** `a.json, b.json#/examples/0, c.json and 197 more`. */
function placesOf(group: readonly Refusal[]): string {
  const named = group.slice(0, PLACES_NAMED).map((refusal) => refusal.place);
  const rest = group.length - named.length;
  return rest > 0 ? `${named.join(', ')} and ${rest} more` : named.join(', ');
}
