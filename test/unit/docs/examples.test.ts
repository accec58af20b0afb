/** The README example harness: extraction of blocks, imports and promised output, and matching. */
import { describe, expect, it } from 'vitest';
import { extractExamples, missingOutput } from '../../helpers/examples.ts';

const PAGE = [
  '# Title',
  '## Validate',
  '```ts',
  "import { type Cluster, validateCluster, createClient as make } from 'pkg';",
  "import { other } from 'elsewhere';",
  'console.log(1); // → 1',
  'console.log(JSON.stringify({ a: 1, b: 2 })); // → {"b":2,"a":1}',
  '```',
  '## Shell',
  '```sh',
  'pkg run',
  '```',
].join('\n');

describe('extractExamples', () => {
  it('finds each block with its section, language, value imports and promised lines', () => {
    expect(extractExamples(PAGE, 'pkg')).toEqual([
      expect.objectContaining({
        section: 'Validate',
        language: 'ts',
        imports: ['validateCluster', 'createClient'],
        expected: ['1', '{"b":2,"a":1}'],
      }),
      expect.objectContaining({ section: 'Shell', language: 'sh', code: 'pkg run', imports: [], expected: [] }),
    ]);
  });
});

describe('missingOutput', () => {
  it.each([
    ['every line present, in order', 'a\nb\nc', ['a', 'c'], []],
    ['a line absent', 'a\nb', ['a', 'x'], ['x']],
    ['lines out of order', 'b\na', ['a', 'b'], ['b']],
    ['JSON with other spacing', '{"a":1,"b":[1,2]}', ['{ "a": 1, "b": [1, 2] }'], []],
    ['JSON with another member order', '{"a":1,"b":[1,2]}', ['{"b":[1,2],"a":1}'], ['{"b":[1,2],"a":1}']],
    ['JSON arrays in another order', '[1,2]', ['[2,1]'], ['[2,1]']],
  ])('%s', (_name, stdout, expected, missing) => {
    expect(missingOutput(stdout, expected)).toEqual(missing);
  });
});
