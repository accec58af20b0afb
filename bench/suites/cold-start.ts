/**
 * `validate.coldStart.*`: a fresh Node.js process importing a create validator and validating the
 * realistic body once, from the start of the `import` to the result (reading and parsing the body
 * come before and are not counted). CPU time of the process over that span, so other work on the
 * machine does not count; on an idle machine it is the wall time give or take a few percent.
 * The peers are precompiled modules, as their users ship them: schemasafe's `toModule()` and Ajv's
 * standalone code for generated/schemas/cluster-create.json, all-errors mode like ours, and
 * schemasafe's first-error module, which is smaller and loads faster (the body is valid, so both
 * modes do the same checks on it). Ajv compiling the schema at start-up does another job,
 * compiling, and is not compared.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO } from '../harness/suites.ts';
import { processes, type Suite } from '../lib.ts';
import { type ErrorMode, ensurePeerModule, type PeerValidator, peerLabel } from '../peers/compiled.ts';

const BODY = join(REPO, 'test', 'fixtures', 'create-vendor-b-full.json');
/**
 * What a user writes to validate create bodies, resolved through the package's `exports` as a
 * consumer's Node.js resolves it: the entry point of the create body alone, which loads the create
 * checks, the validators' runtime and the pattern matchers only (not the read and patch checks, the patch engine or the
 * client that the package root brings).
 */
export const OURS_CREATE_IMPORT = '@mk8s/schema/validators/create';
const SAMPLES = 11;

/** CPU milliseconds from `import(specifier)` to the verdict `call` gives, in a fresh process. */
function coldRun(specifier: string, call: string): Promise<number> {
  const script = `
    import { readFileSync } from 'node:fs';
    const body = JSON.parse(readFileSync(${JSON.stringify(BODY)}, 'utf8'));
    const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
    const start = cpu();
    const m = await import(${JSON.stringify(specifier)});
    const ok = ${call};
    const used = cpu() - start;
    if (ok !== true) throw new Error('the realistic body was judged invalid');
    console.log(used);`;
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--input-type=module', '-e', script], { cwd: REPO }, (error, stdout, stderr) => {
      if (error) reject(new Error(`cold start of ${specifier} failed: ${stderr}`));
      else resolve(Number(stdout.trim()));
    });
  });
}

function coldStartAgainst(name: string, peer: PeerValidator, mode: ErrorMode) {
  return processes({
    name,
    peer: peerLabel(peer, mode),
    unit: 'ms CPU (import + first validation)',
    betterIs: 'lower',
    ...(peer === 'schemasafe' && mode === 'all' ? { goal: { atMost: 1 } } : {}),
    samples: SAMPLES,
    ours: () => coldRun(OURS_CREATE_IMPORT, 'm.validateClusterCreate(body).ok'),
    theirs: async () => {
      const module = await ensurePeerModule(peer, 'cluster-create', mode);
      return coldRun(pathToFileURL(module).href, 'm.default(body)');
    },
  });
}

const suite: Suite = {
  prepare: async () => {
    await ensurePeerModule('schemasafe', 'cluster-create', 'all');
    await ensurePeerModule('schemasafe', 'cluster-create', 'first');
    await ensurePeerModule('ajv', 'cluster-create', 'all');
  },
  entries: [
    coldStartAgainst('validate.coldStart.schemasafe', 'schemasafe', 'all'),
    coldStartAgainst('validate.coldStart.schemasafeFirstError', 'schemasafe', 'first'),
    coldStartAgainst('validate.coldStart.ajv', 'ajv', 'all'),
  ],
};

export default suite;
