/**
 * Examples are compared in the spec itself, not in the generated schemas: the published JSON Schemas
 * leave them out, and where they do reach the package (the editor schema's completions, the
 * validators' messages) they come from the spec's schema nodes. Every schema of the spec that can
 * carry `examples` is found at its spec path (the resource at the root, a named type at
 * `/$defs/<title>`), and a schema present in both versions whose examples were added, removed or
 * changed is one `EXAMPLES_CHANGED` change, a docs change.
 */
import { walkSchemas } from '../check/walk.ts';
import type { RawSpec } from '../load.ts';
import { escapeToken, isRecord, unescapeToken } from '../pointer.ts';
import type { Change } from './change.ts';
import { describePath } from './wire/schema.ts';
import { same, shown } from './wire/walk.ts';

/** Each schema of a spec by its spec path, with its `examples` (`undefined` when it has none). */
export type SpecExamples = ReadonlyMap<string, unknown>;

export function specExamples(spec: RawSpec, resource: string): SpecExamples {
  const found = new Map<string, unknown>();
  for (const site of walkSchemas(spec)) {
    const path = specPathOf(spec.docs.get(site.location.file), site.location.pointer, resource);
    if (path !== undefined && !found.has(path)) found.set(path, site.node.examples);
  }
  return found;
}

/**
 * The spec path of a schema at `pointer` in a spec file: from the innermost `$defs` entry it stands
 * in (named by its title, else its key) or the file's titled root.
 */
function specPathOf(doc: unknown, pointer: string, resource: string): string | undefined {
  const named = (node: unknown, fallback?: string): string | undefined => {
    const title = isRecord(node) && typeof node.title === 'string' ? node.title : fallback;
    if (title === undefined) return undefined;
    return title === resource ? '' : `/$defs/${escapeToken(title)}`;
  };
  let node = doc;
  let path = named(doc);
  const tokens = pointer === '' ? [] : pointer.split('/').slice(1).map(unescapeToken);
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as string;
    const key = tokens[i + 1];
    if (token === '$defs' && key !== undefined && isRecord(node) && isRecord(node.$defs)) {
      node = node.$defs[key];
      path = named(node, key);
      i++;
      continue;
    }
    node = isRecord(node) ? node[token] : undefined;
    if (path !== undefined) path += `/${escapeToken(token)}`;
  }
  return path;
}

export function compareExamples(old: SpecExamples, current: SpecExamples, resource: string): Change[] {
  const changes: Change[] = [];
  for (const [path, after] of current) {
    if (!old.has(path)) continue; // a schema added: reported by what it adds
    const before = old.get(path);
    if (same(before, after)) continue;
    changes.push({
      code: 'EXAMPLES_CHANGED',
      path: `${path}/examples`,
      severity: 'docs',
      breaks: [],
      message: `${describePath(path, resource)}: ${examplesChange(before, after)}`,
    });
  }
  return changes;
}

function examplesChange(before: unknown, after: unknown): string {
  if (before === undefined) return `examples added (${shown(after)})`;
  if (after === undefined) return `examples removed (were ${shown(before)})`;
  return `examples ${shown(before)} → ${shown(after)}`;
}
