/**
 * One sample of a `pair` entry, in a process of its own:
 * `node bin/run-ts.js bench/harness/child.ts SUITE ENTRY` prints one JSON line, the `PairReading`.
 */
import { DEFAULT_MEASURE, measurePair } from '../measure.ts';
import { findEntry } from './suites.ts';

const [suiteName = '', entryName = ''] = process.argv.slice(2);
const entry = await findEntry(suiteName, entryName);
if (entry.kind !== 'pair') throw new Error(`${entryName} is not a pair entry`);
const reading = measurePair(await entry.setup(), { ...DEFAULT_MEASURE, ...entry.rounds });
process.stdout.write(`${JSON.stringify(reading)}\n`);
