/**
 * `diff` never prints a patch that `apply` would refuse. The patch is applied to FROM before it is
 * printed; when the engine refuses it (a field that cannot change once the cluster exists, such as
 * `name`), each refused member is reported, at its place in TO, with both values, and taken out
 * to look for the next one, so one run lists every such change.
 */
import { getAtPointer, joinPointer, pointerTokens } from '../pointer.ts';
import { placedIssue } from './cluster-file.ts';
import type { InputDocument } from './patch-inputs.ts';
import type { ReportIssue } from './report/types.ts';
import type { SchemaPackage } from './schema-package.ts';

type Cluster = Parameters<SchemaPackage['applyClusterPatch']>[0];

/** Enough for every immutable field of a cluster at once. */
const MAX_REFUSALS = 50;

export function refusedDiff(
  schema: Pick<SchemaPackage, 'applyClusterPatch'>,
  from: InputDocument,
  to: InputDocument,
  patch: unknown,
): { why: string; issues: ReportIssue[] } | undefined {
  const issues: ReportIssue[] = [];
  let current = patch;
  for (let round = 0; round < MAX_REFUSALS && current !== undefined; round++) {
    const result = schema.applyClusterPatch(from.doc.value as Cluster, current);
    if (result.ok) break;
    const { code, path } = result.error;
    const values = code === 'IMMUTABLE' ? changeOf(from.doc.value, to.doc.value, path) : '';
    issues.push(placedIssue(to.file, to.doc, { ...result.error, message: `${result.error.message}${values}` }));
    current = withoutMember(current, path);
  }
  if (issues.length === 0) return undefined;
  const immutable = issues.every((i) => i.code === 'IMMUTABLE');
  const why = immutable
    ? 'it changes what cannot change once the cluster exists, which apply refuses (IMMUTABLE); create a new cluster instead'
    : 'apply would refuse the patch';
  return { why, issues };
}

/** ` (FROM has "a", TO has "b")` when the pointer names a value of both documents. */
function changeOf(from: unknown, to: unknown, pointer: string): string {
  const before = getAtPointer(from, pointer);
  const after = getAtPointer(to, pointer);
  if (before === undefined || after === undefined) return '';
  return ` (FROM has ${shown(before)}, TO has ${shown(after)})`;
}

function shown(value: unknown): string {
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** A copy of `patch` without the member at `pointer`; `undefined` when it has no such member. */
function withoutMember(patch: unknown, pointer: string): unknown {
  const segments = pointerTokens(pointer);
  const last = segments.pop();
  if (last === undefined) return undefined;
  const copy = structuredClone(patch);
  const parent = getAtPointer(copy, joinPointer('', ...segments));
  if (typeof parent !== 'object' || parent === null || !Object.hasOwn(parent, last)) return undefined;
  if (Array.isArray(parent)) parent.splice(Number(last), 1);
  else delete (parent as Record<string, unknown>)[last];
  return copy;
}
