/** Bodies for validator tests: the realistic create body of test/fixtures, and edited copies of it. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO } from './spec.ts';

// biome-ignore lint/suspicious/noExplicitAny: tests reach into bodies to break them on purpose
export type Json = any;

/** A realistic full create body: vendorB, three node pools with taints and labels, every add-on, a byok config. */
export function fullCreateBody(): Json {
  return JSON.parse(readFileSync(join(REPO, 'test', 'fixtures', 'create-vendor-b-full.json'), 'utf8'));
}

/** The same cluster as the service returns it on read. */
export function fullResource(): Json {
  const body = fullCreateBody();
  return {
    id: 'c-0123456789',
    kind: 'mk8s',
    version: 3,
    created: '2025-01-31T12:00:00Z',
    lastModified: '2025-02-01T08:30:00.125Z',
    links: [
      { rel: 'self', href: '/org/acme/mk8s/prod-eu-1' },
      { rel: 'org', href: '/org/acme' },
    ],
    status: { serverUrl: 'https://prod-eu-1.example.com' },
    ...body,
  };
}

/** A copy of `body` changed by `edit`. */
export function edited(body: Json, edit: (copy: Json) => void): Json {
  const copy = structuredClone(body);
  edit(copy);
  return copy;
}

/** The vendorB provider block of a create body or resource. */
export function vendorB(body: Json): Json {
  return body.spec.provider.vendorB;
}

/** `{ path, code }` of each issue, for compact assertions. */
export function where(result: { ok: boolean; errors?: readonly { path: string; code: string }[] }) {
  return (result.errors ?? []).map(({ path, code }) => ({ path, code }));
}
