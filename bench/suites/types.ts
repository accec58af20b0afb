/**
 * `types.patchCheck`: what the patch types cost a consumer. A whole `tsc --noEmit` compile (the
 * repository's TypeScript through its API: a fresh program each call, every file read, parsed,
 * bound and checked; strict, `nodenext`, `skipLibCheck`) of a file that builds ten realistic
 * patches typed `ClusterPatch`, against the same file with the patches typed `unknown` (the import
 * stays, so both load the package's declarations). CPU milliseconds per compile, the two files
 * alternating in rounds inside each fresh process like every `pair` entry.
 * Separate `tsc` processes could not tell the difference (under a tenth of a run) from the noise of
 * a shared machine: ratios 0.84–1.19 within one run. Goal: ratio <= 1.3.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO } from '../harness/suites.ts';
import { pair, type Suite } from '../lib.ts';

const ts = createRequire(import.meta.url)('typescript') as typeof import('typescript');
const FIXTURE = join(REPO, 'bench', 'fixtures', 'ten-patches.ts');
const PATCHES = 10;

const COMPILER_OPTIONS = {
  strict: true,
  noEmit: true,
  target: 'es2022',
  module: 'nodenext',
  moduleResolution: 'nodenext',
  skipLibCheck: true,
  types: [],
};

/** The two consumer projects in a temporary folder, removed when the process exits. */
function writeProjects(): { typed: string; unknown: string } {
  const source = readFileSync(FIXTURE, 'utf8');
  const typed = source.replace("'@mk8s/schema'", JSON.stringify(join(REPO, 'generated', 'index.js')));
  const untyped = typed.replaceAll(': ClusterPatch =', ': unknown =');
  if (untyped.split(': unknown =').length - 1 !== PATCHES) throw new Error(`${FIXTURE} must type ${PATCHES} patches`);
  const dir = mkdtempSync(join(tmpdir(), 'mk8s-types-bench-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  const project = (name: string, text: string) => {
    mkdirSync(join(dir, name));
    writeFileSync(join(dir, name, 'consumer.mts'), text);
    writeFileSync(
      join(dir, name, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: COMPILER_OPTIONS, files: ['consumer.mts'] }),
    );
    return join(dir, name, 'tsconfig.json');
  };
  return { typed: project('typed', typed), unknown: project('unknown', untyped) };
}

/** What `tsc --noEmit -p config` does: read the config, build a program, collect every diagnostic. */
function compile(config: string): readonly import('typescript').Diagnostic[] {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    config,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  if (parsed === undefined) throw new Error(`cannot read ${config}`);
  const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options });
  return ts.getPreEmitDiagnostics(program);
}

const suite: Suite = {
  entries: [
    pair({
      name: 'types.patchCheck',
      peer: `the same file with the ten patches typed unknown (TypeScript ${ts.version}, a whole compile each)`,
      goal: { atMost: 1.3 },
      perCall: true,
      rounds: { warmupMs: 0, warmupSlices: 2, warmupMaxMs: 0, rounds: 6, roundMs: 0 },
      setup: () => {
        const projects = writeProjects();
        for (const config of [projects.typed, projects.unknown]) {
          const errors = compile(config);
          if (errors.length > 0)
            throw new Error(`${config}: ${ts.flattenDiagnosticMessageText(errors[0]?.messageText, '\n')}`);
        }
        return { ours: () => compile(projects.typed), theirs: () => compile(projects.unknown) };
      },
    }),
  ],
};

export default suite;
