/**
 * The wire analysis: the read, error, create and patch schemas of two versions compared form by
 * form, then merged into one change per spec path and code, with the audiences of every form it
 * was seen in.
 */
import { type Audience, type Change, SEVERITIES, type Severity } from '../change.ts';
import { type Effect, type WireCode, wireRule } from './codes.ts';
import { type FormsHolding, formsHolding, qualified } from './forms-seen.ts';
import { compareForm } from './node.ts';
import type { Form, VersionSchemas } from './schema.ts';
import type { Finding } from './walk.ts';

const FORMS: readonly Form[] = ['read', 'error', 'create', 'patch'];

export function compareWire(old: VersionSchemas, current: VersionSchemas): Change[] {
  const compared = FORMS.map((form) => compareForm(old[form], current[form]));
  return subsume(
    merge(
      compared.flatMap((c) => c.findings),
      formsHolding(compared),
    ),
  );
}

function audienceOf(form: Form): 'read' | 'write' {
  return form === 'read' || form === 'error' ? 'read' : 'write';
}

function effectOf(finding: Finding): Effect {
  return wireRule(finding.code)[audienceOf(finding.form)];
}

interface Merged {
  readonly code: WireCode;
  readonly path: string;
  readonly message: string;
  readonly effects: Set<Effect>;
  readonly breaks: Set<Audience>;
  /** The forms it was seen in. */
  readonly forms: Set<Form>;
}

function merge(findings: readonly Finding[], holding: FormsHolding): Change[] {
  const byKey = new Map<string, Merged>();
  for (const finding of findings) {
    const effect = effectOf(finding);
    if (effect === 'none') continue;
    const key = `${finding.path}\u0000${finding.code}\u0000${finding.message}`;
    const entry = byKey.get(key) ?? { ...finding, effects: new Set(), breaks: new Set(), forms: new Set() };
    entry.effects.add(effect);
    entry.forms.add(finding.form);
    if (effect === 'breaking') entry.breaks.add(audienceOf(finding.form));
    byKey.set(key, entry);
  }
  return [...byKey.values()].map((entry) => ({
    code: entry.code,
    path: entry.path,
    severity: worst(entry.effects),
    breaks: (['read', 'write'] as const).filter((a) => entry.breaks.has(a)),
    message: qualified(entry, entry.forms, holding),
  }));
}

function worst(effects: ReadonlySet<Effect>): Severity {
  return SEVERITIES.find((s) => effects.has(s)) ?? 'docs';
}

/** Drops the codes another code at the same path makes redundant. */
function subsume(changes: readonly Change[]): Change[] {
  const redundant = new Set<string>();
  for (const change of changes) {
    for (const code of wireRule(change.code as WireCode).subsumes ?? []) redundant.add(`${change.path}\u0000${code}`);
  }
  return changes.filter((change) => !redundant.has(`${change.path}\u0000${change.code}`));
}
