import fc from 'fast-check';
import { stringify } from 'yaml';
import { mkdirSync, writeFileSync } from 'node:fs';
import { CREATE, createValues } from './test/property/arbitrary.ts';
const arbitrary = fc.gen().map((g) => createValues.object(g, CREATE, 0));
const bodies = fc.sample(arbitrary, { numRuns: 1000, seed: 20_240_712 });
mkdirSync('/tmp/gen/yaml', { recursive: true }); mkdirSync('/tmp/gen/json', { recursive: true });
bodies.forEach((b, i) => { const x = { ...b, name: `cluster-${i}` }; writeFileSync(`/tmp/gen/yaml/c${i}.yaml`, stringify(x)); writeFileSync(`/tmp/gen/json/c${i}.json`, JSON.stringify(x, null, 2)); });
