/**
 * `RequestSummary.operation` (and so `ApiRequestError.operation`) is the name of the client's method
 * that made the request: its documentation names every operation the client has, no more, no fewer.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createClient } from '@mk8s/schema';
import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../../templates/runtime/http/surface.ts';
import { REPO } from '../../helpers/spec.ts';

/** The operation names in backticks in the JSDoc just above `readonly operation` of `RequestSummary`. */
function documentedOperations(declarations: string): string[] {
  const summary = declarations.slice(declarations.indexOf('export interface RequestSummary'));
  const doc = /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*readonly operation: string;/.exec(summary)?.[1] ?? '';
  return [...doc.matchAll(/`(\w+)`/g)].map((m) => m[1] ?? '').sort();
}

describe('RequestSummary.operation', () => {
  const client = createClient({ baseUrl: 'https://api.example.com', apiKey: 'mk8s-test-key-operations' });
  const methods = Object.keys(client).sort();

  it('the client has a method for each operation of the HTTP surface table', () => {
    expect(methods).toEqual(Object.keys(OPERATIONS).sort());
  });

  it.each(['errors.d.ts', 'errors.d.cts'])(
    'is documented in client/%s as one of every method of the client',
    (file) => {
      const text = readFileSync(join(REPO, 'generated', 'client', file), 'utf8');
      expect(documentedOperations(text)).toEqual(methods);
    },
  );
});
