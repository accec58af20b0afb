/**
 * What a document is — a cluster as read, a create body or a patch body — and which validator
 * judges it. Without `--as`, `validate` decides from the document when the answer is plain, and
 * says how it decided:
 * - `id` or `kind` (members only the service sets) → a cluster as read;
 * - a patch operator key (`$drop`, `$append/…`, … at any depth) → a patch body;
 * - `name` and `spec` → a create body;
 * - anything else is not guessed: the document is reported, asking for `--as`.
 */
import { OPERATORS } from '../../templates/runtime/patch/vocabulary.ts';
import type { SchemaPackage } from './schema-package.ts';

export const KINDS = {
  cluster: 'validateCluster',
  create: 'validateClusterCreate',
  patch: 'validateClusterPatch',
} as const satisfies Record<string, keyof SchemaPackage>;

export type Kind = keyof typeof KINDS;

export const KIND_NAMES = Object.keys(KINDS) as Kind[];

export function isKind(value: string): value is Kind {
  return Object.hasOwn(KINDS, value);
}

export type Inference =
  | { readonly kind: Kind; readonly reason: string }
  | { readonly kind?: undefined; readonly reason: string };

/** How many members the search for a patch operator looks at before giving up (a document is bounded, but hostile ones are large). */
const OPERATOR_SEARCH_LIMIT = 100_000;

export function inferKind(value: unknown): Inference {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { reason: `the document is ${describe(value)}, not an object` };
  }
  const has = (key: string) => Object.hasOwn(value, key);
  const readOnly = ['id', 'kind'].filter(has);
  if (readOnly.length > 0) return { kind: 'cluster', reason: `it has ${readOnly.map((k) => `"${k}"`).join(' and ')}` };
  const operator = findOperator(value);
  if (operator !== undefined) return { kind: 'patch', reason: `it uses the patch operator "${operator}"` };
  if (has('name') && has('spec')) return { kind: 'create', reason: 'it has "name" and "spec" and no patch operator' };
  return {
    reason:
      'it has no "id" or "kind" (a cluster), no patch operator (a patch body), and not both "name" and "spec" (a create body)',
  };
}

/**
 * Whether `key` is a patch operator key of the vocabulary: an operator that acts on its level is its
 * key (`$drop`), one that acts on a field its key and the field's name (`$append/firewall`).
 */
function isOperatorKey(key: string): boolean {
  return OPERATORS.some((o) => (o.fieldKinds.length === 0 ? key === o.key : key.startsWith(o.key)));
}

/** The first operator key found breadth-first, looked for without recursion. */
function findOperator(root: object): string | undefined {
  const queue: object[] = [root];
  let seen = 0;
  for (let i = 0; i < queue.length && seen < OPERATOR_SEARCH_LIMIT; i++) {
    const node = queue[i] as Record<string, unknown>;
    for (const key of Object.keys(node)) {
      seen++;
      if (!Array.isArray(node) && isOperatorKey(key)) return key;
      const child = node[key];
      if (typeof child === 'object' && child !== null) queue.push(child);
    }
  }
  return undefined;
}

export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return 'a string';
  if (typeof value === 'object') return 'an object';
  return `a ${typeof value}`;
}
