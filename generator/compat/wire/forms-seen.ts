/**
 * Where a field change was seen. A type appears in several bodies (a cluster as read, create and
 * patch bodies); a field change found in some of them only (a field made read-only leaves create
 * and patch bodies, a read-only field is added to clusters as read) says which, so that
 * `Cluster.tags was removed` does not read as if readers lost `tags`.
 */
import type { FormComparison } from './node.ts';
import type { Form } from './schema.ts';

/** The field codes whose message names the bodies they were seen in, when not all of the type's. */
const QUALIFIED: ReadonlySet<string> = new Set(['FIELD_REMOVED', 'FIELD_ADDED_OPTIONAL']);

/** Codes about `required`, which the patch form never shows (a patch takes every field as optional). */
const REQUIRED_CODES: ReadonlySet<string> = new Set(['FIELD_ADDED_REQUIRED', 'FIELD_REQUIRED', 'FIELD_OPTIONAL']);

const ORDER: readonly Form[] = ['read', 'error', 'create', 'patch'];

/** Which forms hold each type, by its spec path. */
export type FormsHolding = ReadonlyMap<string, ReadonlySet<Form>>;

export function formsHolding(compared: readonly FormComparison[]): FormsHolding {
  const holding = new Map<string, Set<Form>>();
  for (const { form, types } of compared) {
    for (const type of types) holding.set(type, (holding.get(type) ?? new Set<Form>()).add(form));
  }
  return holding;
}

/** The spec path of the type a path lies in: `/$defs/Pool/properties/size` → `/$defs/Pool`. */
export function typeOf(path: string): string {
  if (!path.startsWith('/$defs/')) return '';
  const end = path.indexOf('/', '/$defs/'.length);
  return end === -1 ? path : path.slice(0, end);
}

/** `message`, naming the bodies a field change was seen in when its type is in others too. */
export function qualified(
  change: { readonly code: string; readonly path: string; readonly message: string },
  seen: ReadonlySet<Form>,
  holding: FormsHolding,
): string {
  if (!QUALIFIED.has(change.code) && !REQUIRED_CODES.has(change.code)) return change.message;
  const forms = [...(holding.get(typeOf(change.path)) ?? [])].filter(
    (form) => !(REQUIRED_CODES.has(change.code) && form === 'patch'),
  );
  if (forms.every((form) => seen.has(form))) return change.message;
  return `${change.message} (only in ${bodiesOf(ORDER.filter((form) => seen.has(form)))})`;
}

/** `clusters as read`, `create and patch bodies`, … */
function bodiesOf(forms: readonly Form[]): string {
  const read = forms.includes('read') ? ['clusters as read'] : [];
  const error = forms.includes('error') ? ['error bodies'] : [];
  const written = forms.filter((form) => form === 'create' || form === 'patch');
  const sent = written.length === 0 ? [] : [`${written.join(' and ')} bodies`];
  return [...read, ...error, ...sent].join(' and ');
}
