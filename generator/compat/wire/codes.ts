/**
 * The wire codes as data: what each difference between two generated schemas means for the forms
 * it appears in. A form is read (the resource and the error body, as the service returns them) or
 * write (the create and patch bodies a user sends). `none` means the difference does not concern
 * that audience; a `breaking` effect breaks the audience of its form.
 * @see ../../../../shared/contract/compatibility.md
 */
import type { Severity } from '../change.ts';

export type Effect = Severity | 'none';

export interface WireRule {
  /** Effect in the read form (`Cluster`, `ApiError`). */
  readonly read: Effect;
  /** Effect in the write forms (`ClusterCreate`, `ClusterPatch`). */
  readonly write: Effect;
  /** Codes at the same path that this one makes redundant (a patch form sees every field as optional). */
  readonly subsumes?: readonly string[];
}

export const WIRE_RULES = {
  FIELD_ADDED_OPTIONAL: { read: 'warning', write: 'compatible' },
  FIELD_ADDED_REQUIRED: { read: 'warning', write: 'breaking', subsumes: ['FIELD_ADDED_OPTIONAL'] },
  FIELD_REMOVED: { read: 'breaking', write: 'breaking' },
  FIELD_REQUIRED: { read: 'compatible', write: 'breaking' },
  FIELD_OPTIONAL: { read: 'breaking', write: 'compatible' },
  FIELD_IMMUTABLE: { read: 'none', write: 'breaking' },
  FIELD_MUTABLE: { read: 'none', write: 'compatible' },
  FIELD_READ_ONLY: { read: 'compatible', write: 'none' },
  FIELD_WRITABLE: { read: 'compatible', write: 'none' },
  TYPE_NARROWED: { read: 'compatible', write: 'breaking' },
  TYPE_WIDENED: { read: 'breaking', write: 'compatible' },
  TYPE_CHANGED: { read: 'breaking', write: 'breaking' },
  ENUM_VALUE_ADDED: { read: 'breaking', write: 'compatible' },
  ENUM_VALUE_REMOVED: { read: 'breaking', write: 'breaking' },
  ENUM_ADDED: { read: 'compatible', write: 'breaking' },
  ENUM_REMOVED: { read: 'breaking', write: 'compatible' },
  KNOWN_VALUE_ADDED: { read: 'warning', write: 'compatible' },
  KNOWN_VALUE_REMOVED: { read: 'breaking', write: 'compatible' },
  ERROR_CODE_ADDED: { read: 'warning', write: 'compatible' },
  ERROR_CODE_REMOVED: { read: 'breaking', write: 'compatible' },
  BOUND_TIGHTENED: { read: 'compatible', write: 'breaking' },
  BOUND_LOOSENED: { read: 'warning', write: 'compatible' },
  PATTERN_TIGHTENED: { read: 'compatible', write: 'breaking' },
  PATTERN_LOOSENED: { read: 'warning', write: 'compatible' },
  PATTERN_CHANGED: { read: 'warning', write: 'breaking' },
  FORMAT_ADDED: { read: 'compatible', write: 'breaking' },
  FORMAT_REMOVED: { read: 'warning', write: 'compatible' },
  FORMAT_CHANGED: { read: 'warning', write: 'breaking' },
  OBJECT_CLOSED: { read: 'compatible', write: 'breaking' },
  OBJECT_OPENED: { read: 'breaking', write: 'compatible' },
  CHOICE_MEMBER_ADDED: { read: 'breaking', write: 'compatible', subsumes: ['FIELD_ADDED_OPTIONAL'] },
  CHOICE_MEMBER_REMOVED: { read: 'breaking', write: 'breaking', subsumes: ['FIELD_REMOVED'] },
  CHOICE_ADDED: { read: 'compatible', write: 'breaking' },
  CHOICE_REMOVED: { read: 'breaking', write: 'compatible' },
  ARRAY_KEY_ADDED: { read: 'compatible', write: 'compatible' },
  ARRAY_KEY_REMOVED: { read: 'compatible', write: 'breaking' },
  ARRAY_KEY_CHANGED: { read: 'warning', write: 'breaking' },
  OPERATOR_ADDED: { read: 'none', write: 'compatible' },
  OPERATOR_REMOVED: { read: 'none', write: 'breaking' },
  DEFAULT_CHANGED: { read: 'warning', write: 'warning' },
  SCHEMA_CHANGED: { read: 'breaking', write: 'breaking' },
  DESCRIPTION_CHANGED: { read: 'docs', write: 'docs' },
} as const satisfies Record<string, WireRule>;

export type WireCode = keyof typeof WIRE_RULES;

export function wireRule(code: WireCode): WireRule {
  return WIRE_RULES[code];
}
