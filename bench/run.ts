/**
 * `npm run bench`: runs every suite in bench/suites/ (or those named on the command line) and
 * writes bench/results.json, merged with the entries of suites not run this time.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BenchEntry, BenchSuite } from './lib.ts';

const here = import.meta.dirname;
const resultsPath = join(here, 'results.json');
const only = process.argv.slice(2);

const files = (await readdir(join(here, 'suites'))).filter((f) => f.endsWith('.ts')).sort();
const results: Record<string, BenchEntry> = await readFile(resultsPath, 'utf8')
  .then((text) => JSON.parse(text) as Record<string, BenchEntry>)
  .catch(() => ({}));

for (const file of files) {
  const name = file.replace(/\.ts$/, '');
  if (only.length > 0 && !only.includes(name)) continue;
  const suite = (await import(pathToFileURL(join(here, 'suites', file)).href)).default as BenchSuite;
  console.log(`suite ${name}`);
  for (const [key, value] of Object.entries(await suite())) {
    results[key] = value;
    console.log(
      `  ${key.padEnd(28)} ours ${value.ours} ${value.unit}, ${value.baselineName} ${value.baseline} ${value.unit}: ratio ${value.ratio} (${value.betterIs} is better)`,
    );
  }
}
const sorted = Object.fromEntries(Object.entries(results).sort(([a], [b]) => (a < b ? -1 : 1)));
await writeFile(resultsPath, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`wrote ${resultsPath}`);
