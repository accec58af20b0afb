/**
 * A synthetic spec `factor` times the size of spec/: every provider block and every add-on is
 * copied `factor - 1` more times under new names (`vendorBCopy2`, `VendorBProviderCopy2`), so the
 * generator meets many more types and fields of the same kinds it meets in the real spec. Pure:
 * spec files in, spec files out.
 *
 * Write one to disk to look at it: `node bin/run-ts.js bench/synthetic-spec.ts OUT_DIR [FACTOR]`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { readTree } from '../generator/run.ts';

type Json = Record<string, unknown>;

export function scaleSpec(files: ReadonlyMap<string, string>, factor: number): Map<string, string> {
  const out = new Map(files);
  const cluster = parse(files, 'cluster.json');
  const provider = (cluster.$defs as Record<string, Json>).Provider as Json;
  const providers = provider.properties as Record<string, Json>;
  const addOns = parse(files, 'add-ons.json');
  const addOnDefs = addOns.$defs as Record<string, Json>;
  const addOnProps = addOns.properties as Record<string, Json>;
  for (let copy = 2; copy <= factor; copy++) {
    for (const [key, member] of Object.entries(providers).filter(([k]) => !/Copy\d+$/.test(k))) {
      const file = String(member.$ref);
      const target = file.replace(/\.json$/, `-copy-${copy}.json`);
      out.set(target, JSON.stringify(renameTitles(parse(files, file), copy)));
      providers[`${key}Copy${copy}`] = { ...member, $ref: target };
    }
    for (const [key, member] of Object.entries(addOnProps).filter(([k]) => !/Copy\d+$/.test(k))) {
      const def = String(member.$ref).replace('#/$defs/', '');
      const source = addOnDefs[def];
      if (source === undefined) continue;
      addOnDefs[`${def}Copy${copy}`] = renameTitles(source, copy);
      addOnProps[`${key}Copy${copy}`] = { ...member, $ref: `#/$defs/${def}Copy${copy}` };
    }
  }
  out.set('cluster.json', JSON.stringify(cluster));
  out.set('add-ons.json', JSON.stringify(addOns));
  return out;
}

function parse(files: ReadonlyMap<string, string>, path: string): Json {
  const text = files.get(path);
  if (text === undefined) throw new Error(`the spec has no ${path}`);
  return JSON.parse(text) as Json;
}

/** A copy of a schema whose every `title` (the type names) carries the copy number. */
function renameTitles(node: Json, copy: number): Json {
  const visit = (value: unknown, key: string | undefined): unknown => {
    if (Array.isArray(value)) return value.map((item) => visit(item, undefined));
    if (typeof value !== 'object' || value === null) {
      return key === 'title' && typeof value === 'string' ? `${value}Copy${copy}` : value;
    }
    const dataMember = key === 'enum' || key === 'const' || key === 'default' || key === 'examples';
    if (dataMember) return value;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, visit(v, k)]));
  };
  return visit(node, undefined) as Json;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const [outDir, factor = '10'] = process.argv.slice(2);
  if (outDir === undefined) throw new Error('usage: synthetic-spec.ts OUT_DIR [FACTOR]');
  const spec = scaleSpec(await readTree(join(import.meta.dirname, '..', 'spec'), '.json'), Number(factor));
  for (const [path, text] of spec) {
    await mkdir(dirname(join(outDir, path)), { recursive: true });
    await writeFile(join(outDir, path), `${JSON.stringify(JSON.parse(text), null, 2)}\n`);
  }
  console.log(`wrote ${spec.size} spec files to ${outDir}`);
}
