/**
 * The server's create without HTTP, in a loop: `createCluster` of `server/service.ts` over the `Map`
 * store, given each body as a server gets it (parsed from JSON text, a new name each time). Prints the
 * process CPU per create. For profiles (`node --import tsx --cpu-prof bench/create-loop.ts`) and for
 * comparing two checkouts' services in turns, each in fresh processes:
 *
 *   node --import tsx bench/create-loop.ts [SHAPE] [CREATES] [CHECKOUT]
 *
 * SHAPE is one of the bench's create shapes (bench/fixtures/create-shapes.ts; default `realistic`),
 * CHECKOUT the repository whose server and package run (default this one). Not an entry of
 * `npm run bench`: create is not on the path the service's users wait on.
 */
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CREATE_SHAPES, type CreateShape } from './fixtures/create-shapes.ts';
import { REPO } from './harness/suites.ts';

const shape = (process.argv[2] ?? 'realistic') as CreateShape;
const creates = Number(process.argv[3] ?? 20_000);
const checkout = resolve(process.argv[4] ?? REPO);
const info = CREATE_SHAPES[shape];
if (info === undefined || !info.valid) throw new Error(`not a valid create shape: ${shape}`);

const load = (path: string) => import(pathToFileURL(join(checkout, path)).href);
const { createCluster } = await load('server/service.ts');
const { packageRules } = await load('server/package-rules.ts');
const { openMemoryStore } = await load('server/store/memory.ts');

const text = JSON.stringify(info.build());
let made = 0;
const deps = {
  store: openMemoryStore(),
  rules: packageRules,
  validate: true,
  clock: () => new Date(),
  mint: () => ({ id: `id-${made}`, alias: '0123456789abcdef' }),
};

async function createMany(count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const body = JSON.parse(text);
    body.name = `c-${made++}`;
    await createCluster(deps, 'acme', body);
  }
}

await createMany(Math.min(2_000, creates)); // warm-up
const before = process.cpuUsage();
await createMany(creates);
const used = process.cpuUsage(before);
console.log(JSON.stringify({ shape, creates, cpuMicrosPerCreate: (used.user + used.system) / creates }));
