/**
 * The generator as a user installs it: the repository packed with `npm pack`, the tarball installed
 * with production dependencies only into a new project, and its `mk8s-codegen` run from other
 * folders on other specs. The outputs are loaded from ESM and CommonJS and type-checked.
 */
import { cp, mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installTarball, run } from '../helpers/consumer.ts';
import { type InstalledTool, installTool } from '../helpers/installed-tool.ts';
import { REPO } from '../helpers/spec.ts';

let tool: InstalledTool;
let work: string;

beforeAll(async () => {
  tool = await installTool();
  work = join(tool.dir, 'elsewhere');
  await mkdir(work);
  await cp(join(REPO, 'test', 'fixtures', 'tool'), work, { recursive: true });
}, 240_000);

afterAll(async () => {
  await tool?.dispose();
});

const TSC = join(REPO, 'node_modules', 'typescript', 'bin', 'tsc');

/** Loads `dir` from ESM and from CommonJS, validating `bodies`; both reports must agree. */
async function load(dir: string, bodies: readonly unknown[]) {
  const env = { BODIES: JSON.stringify(bodies) };
  const [esm, cjs] = await Promise.all(['load.mjs', 'load.cjs'].map((f) => run(process.execPath, [f, dir], work, env)));
  expect(esm?.stderr).toBe('');
  expect(cjs?.stderr).toBe('');
  const report = JSON.parse(esm?.stdout ?? '') as { exports: string[]; verdicts: boolean[] };
  expect(JSON.parse(cjs?.stdout ?? '')).toEqual(report);
  return report;
}

async function typeCheck(files: readonly string[], extra: object = {}) {
  const config = {
    compilerOptions: { module: 'nodenext', target: 'es2022', strict: true, skipLibCheck: false, types: [], ...extra },
    files,
  };
  const name = `tsconfig.${files[0]?.replace(/\W/g, '-')}.json`;
  await writeFile(join(work, name), JSON.stringify(config));
  return run(process.execPath, [TSC, '-p', name], work);
}

describe('the packed tool', () => {
  it('holds compiled JavaScript, declarations, templates and the shipped docs, and no sources', () => {
    expect(tool.packed).toEqual(
      expect.arrayContaining([
        'bin/mk8s-codegen.js',
        'dist/cli.js',
        'dist/index.js',
        'dist/compat-worker.js',
        'dist/validate-worker.js',
        'dist/types/api.d.ts',
        'dist/editor/cluster-file.json',
        'dist/editor/cluster-patch.json',
        'dist/editor/cluster.json',
        'dist/schemas/cluster.json',
        'dist/schemas/cluster-patch.json',
        'docs/patch-semantics.md',
        'docs/spec-vocabulary.md',
        'package.json',
        'templates/package/README.md.hbs',
        'templates/runtime/patch/engine.ts',
      ]),
    );
    const sources = tool.packed.filter((p) => /^(generator|server|test|bench|scripts|spec|generated)\//.test(p));
    expect(sources).toEqual([]);
  });

  it('carries the schemas the README maps cluster files to, at the paths it gives for the tool alone', async () => {
    const readme = await readFile(join(REPO, 'README.md'), 'utf8');
    const documented = new Set(readme.match(/node_modules\/mk8s-codegen\/[\w./-]+\.json/g));
    expect([...documented]).toEqual(
      expect.arrayContaining([
        'node_modules/mk8s-codegen/dist/editor/cluster-file.json',
        'node_modules/mk8s-codegen/dist/editor/cluster-patch.json',
        'node_modules/mk8s-codegen/dist/editor/cluster.json',
      ]),
    );
    for (const path of documented) {
      const shipped = JSON.parse(await readFile(join(tool.project, path), 'utf8'));
      const source = path.replace(/^node_modules\/mk8s-codegen\/dist\//, 'generated/');
      expect(shipped).toEqual(JSON.parse(await readFile(join(REPO, source), 'utf8')));
    }
  });

  it('installs with production dependencies only: no tsx, TypeScript, test tools or server packages', async () => {
    const installed = await readdir(join(tool.project, 'node_modules'));
    expect(installed).toEqual(expect.arrayContaining(['mk8s-codegen', 'esbuild', 'handlebars']));
    for (const dev of ['tsx', 'typescript', 'vitest', 'fast-check', 'fastify', 'better-sqlite3']) {
      expect(installed).not.toContain(dev);
    }
    // as many as the README tells a team to expect
    const listed = await run('npm', ['ls', '--all', '--parseable', '--omit=dev'], tool.project);
    const names = new Set(
      listed.stdout
        .trim()
        .split('\n')
        .slice(1)
        .map((path) => path.split('node_modules/').pop()),
    );
    names.delete('mk8s-codegen');
    const readme = await readFile(join(REPO, 'README.md'), 'utf8');
    expect(`production dependencies only (${names.size} packages;`).toBe(
      /production dependencies only \(\d+ packages;/.exec(readme)?.[0],
    );
  });

  it('answers --version with its package version, and help COMMAND with the command’s options', async () => {
    const meta = JSON.parse(await readFile(join(REPO, 'package.json'), 'utf8')) as { version: string };
    expect(await tool.cli(['--version'])).toMatchObject({ code: 0, stdout: `${meta.version}\n` });
    const help = await tool.cli(['help', 'generate'], work);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('--spec DIR');
    expect(help.stdout).toContain('--watch');
  });

  it('generates with install scripts not run, as npm 11 leaves esbuild’s postinstall until approved', async () => {
    const project = join(tool.dir, 'no-scripts');
    await installTarball(project, tool.tarball, ['--omit=dev', '--ignore-scripts']);
    await cp(join(REPO, 'test', 'fixtures', 'small-spec'), join(project, 'spec'), { recursive: true });
    const bin = join(project, 'node_modules', '.bin', 'mk8s-codegen');
    const result = await run(process.execPath, [bin, 'generate'], project);
    expect(result).toMatchObject({ code: 0, stderr: '', stdout: 'wrote 186 files to generated\n' });
    expect(await readFile(join(REPO, 'README.md'), 'utf8')).toContain('so it may stay unapproved');
  }, 120_000);

  it('says what serve needs when its optional dependencies are not installed', async () => {
    const result = await tool.cli(['serve', '--port', '0']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('npm install fastify@5 better-sqlite3@12');
  });
});

describe('generate from another folder', () => {
  it('generates the golden spec with --spec/--out, and the output loads from ESM and CommonJS', async () => {
    await cp(join(REPO, 'test', 'fixtures', 'small-spec'), join(work, 'small-spec'), { recursive: true });
    // As a user runs it: npx in the project, on folders elsewhere.
    const args = ['--no-install', 'mk8s-codegen', 'generate', '--spec', join(work, 'small-spec')];
    const result = await run('npx', [...args, '--out', join(work, 'small-out')], tool.project);
    // the folders are beside the project: shown from it, with ../
    expect(result).toMatchObject({ code: 0, stdout: 'wrote 186 files to ../elsewhere/small-out\n' });
    const body = { name: 'abc', spec: { version: '1.31.0', provider: { beta: {} } } };
    const report = await load('small-out', [body, { ...body, name: 'NOT lower case' }]);
    expect(report.exports).toEqual(
      expect.arrayContaining(['applyClusterPatch', 'createClient', 'validateClusterCreate']),
    );
    expect(report.verdicts).toEqual([true, false]);
    expect((await tool.cli(['generate', '--spec', 'small-spec', '--out', 'small-out', '--check'], work)).code).toBe(0);
  }, 60_000);

  it('generates a copy of spec/ with an added provider field, named by the config file, and a consumer type-checks', async () => {
    await cp(join(REPO, 'spec'), join(work, 'schema'), { recursive: true });
    const genericFile = join(work, 'schema', 'providers', 'generic.json');
    const generic = JSON.parse(await readFile(genericFile, 'utf8'));
    generic.properties.zone = { type: 'string', description: 'Zone of the location where the nodes run.' };
    await writeFile(genericFile, JSON.stringify(generic, null, 2));
    const config = { spec: 'schema', out: 'schema-pkg', package: { name: '@acme/cluster-schema', version: '2.0.0' } };
    await writeFile(join(work, 'mk8s-codegen.config.json'), JSON.stringify(config));

    const result = await tool.cli(['generate'], work);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const meta = JSON.parse(await readFile(join(work, 'schema-pkg', 'package.json'), 'utf8'));
    expect(meta).toMatchObject({ name: '@acme/cluster-schema', version: '2.0.0' });

    const body = (zone: unknown) => ({
      name: 'prod-eu-1',
      spec: { version: '1.31.5', provider: { generic: { location: 'eu-west', zone } } },
    });
    expect((await load('schema-pkg', [body('eu-west-1a'), body(5)])).verdicts).toEqual([true, false]);
    const checked = await typeCheck(['consumer.mts', 'consumer.cts'], { noEmit: true });
    expect(checked.stdout + checked.stderr).toBe('');
    expect(checked.code).toBe(0);

    // From a subfolder (npx there, where npm scripts would run at the root) the configuration is found.
    const below = await tool.cli(['generate', '--check'], join(work, 'schema', 'providers'));
    expect(below).toMatchObject({
      code: 0,
      stdout: '../../schema-pkg is in step with ../\n',
    });

    // validate, in the project folder, takes the project's own package: the added field is known.
    await writeFile(join(work, 'body.json'), JSON.stringify(body('eu-west-1a')));
    expect(await tool.cli(['validate', 'body.json', '--as', 'create'], work)).toMatchObject({ code: 0 });

    // compat, installed with production dependencies only (ts-morph; the types analysis's thread is
    // dist/compat-worker.js), compares the copy with spec/: an optional input field is compatible.
    const compat = await tool.cli(
      ['compat', '--base', join(REPO, 'spec'), '--spec', 'schema', '--format', 'json'],
      work,
    );
    expect(compat.stderr).toBe('');
    const report = JSON.parse(compat.stdout) as { verdict: string; changes: { path: string; severity: string }[] };
    expect(report.verdict).toBe('minor');
    expect(report.changes.some((c) => c.path.includes('zone') && c.severity !== 'breaking')).toBe(true);
  }, 180_000);

  it('packs the output from outside it with the README’s command: the tarball beside, no manifest in it', async () => {
    const team = join(tool.dir, 'team');
    await cp(join(REPO, 'test', 'fixtures', 'small-spec'), join(team, 'schema'), { recursive: true });
    const config = { spec: 'schema', out: 'packages/cluster-schema', package: { name: '@acme/cluster-schema' } };
    await writeFile(join(team, 'mk8s-codegen.config.json'), JSON.stringify(config));
    expect((await tool.cli(['generate'], team)).code).toBe(0);
    const readme = await readFile(join(REPO, 'README.md'), 'utf8');
    const command = /`(npm pack \S*packages\/cluster-schema)`/.exec(readme)?.[1] ?? 'not in the README';
    const [npm, ...args] = command.split(' ');
    const packed = await run(npm ?? 'npm', [...args, '--json'], team);
    expect(packed.stderr).not.toContain('npm error');
    expect(packed.code).toBe(0);
    const [info] = JSON.parse(packed.stdout) as { filename: string; files: { path: string }[] }[];
    expect(info?.filename).toBe('acme-cluster-schema-1.0.0.tgz');
    expect(await readdir(team)).toContain('acme-cluster-schema-1.0.0.tgz');
    expect(info?.files.map((f) => f.path)).not.toContain('.mk8s-codegen.json');
  }, 120_000);

  it('the library entry generates types and validators only, typed for a TypeScript build script', async () => {
    await cp(join(REPO, 'test', 'fixtures', 'small-spec'), join(work, 'lib', 'spec'), { recursive: true });
    await cp(join(work, 'build-script.mts'), join(work, 'lib', 'build-script.mts'));
    await mkdir(join(work, 'lib', 'node_modules'));
    await symlink(
      join(tool.project, 'node_modules', 'mk8s-codegen'),
      join(work, 'lib', 'node_modules', 'mk8s-codegen'),
    );
    const compiled = await typeCheck(['lib/build-script.mts'], { outDir: 'lib/built' });
    expect(compiled.stdout + compiled.stderr).toBe('');
    const result = await run(process.execPath, ['built/build-script.mjs'], join(work, 'lib'));
    expect(result.stderr).toBe('');
    const { paths } = JSON.parse(result.stdout) as { paths: string[] };
    expect(paths).toEqual(expect.arrayContaining(['types.d.ts', 'validators/index.js', 'index.js', 'README.md']));
    // the validators read the patch model and the vocabulary's types from patch/; the engine stays out
    const engine =
      /^patch\/(?!cluster-model\.|model\.d\.|model-(?:data|level)\.d\.|fast-index\.d\.|kinds\.d\.|vocabulary\.d\.)/;
    expect(paths.filter((p) => /^(client|schemas|docs)\/|^openapi/.test(p) || engine.test(p))).toEqual([]);
    expect(await readdir(join(work, 'lib', 'lib-out'))).toContain('.mk8s-codegen.json');
  }, 60_000);
});

describe('cluster files with the installed tool', () => {
  it('validates a folder of JSON and YAML files, on worker threads the same as on one, and applies YAML', async () => {
    await cp(join(REPO, 'docs', 'examples'), join(tool.project, 'clusters'), { recursive: true });
    const one = await tool.cli(['validate', 'clusters', '--format', 'json', '--jobs', '1']);
    const two = await tool.cli(['validate', 'clusters', '--format', 'json', '--jobs', '2']);
    expect(one.code).toBe(1); // create-typo, in both formats
    expect(JSON.parse(one.stdout).summary).toEqual({ files: 10, valid: 8, invalid: 2 });
    expect(two).toEqual(one);
    const applied = await tool.cli(['apply', 'clusters/cluster.yaml', 'clusters/patch.yaml']);
    expect(applied).toEqual({
      code: 0,
      stdout: await readFile(join(REPO, 'docs', 'examples', 'cluster-after.yaml'), 'utf8'),
      stderr: '',
    });
  }, 60_000);
});

describe('compat with the installed tool in a configured project', () => {
  it('takes the versions from the configuration now and at the tag: exit 0 with a major bump, 1 without', async () => {
    const repo = join(tool.dir, 'versioned');
    await cp(join(REPO, 'test', 'fixtures', 'small-spec'), join(repo, 'schema'), { recursive: true });
    const configure = (version: string) =>
      writeFile(
        join(repo, 'mk8s-codegen.config.json'),
        JSON.stringify({ spec: 'schema', out: 'pkg', package: { name: '@acme/cluster-schema', version } }),
      );
    const git = (...args: string[]) =>
      run('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.invalid', ...args], repo);
    await configure('1.4.0');
    await git('init', '-q');
    await git('add', '.');
    await git('commit', '-qm', 'release 1.4.0');
    await git('tag', 'v1.4.0');
    const cluster = join(repo, 'schema', 'cluster.json');
    const doc = JSON.parse(await readFile(cluster, 'utf8'));
    doc.$defs.Pool.properties.effect.enum.push('PreferNoSchedule'); // a new closed-enum value: major
    await writeFile(cluster, JSON.stringify(doc));

    await configure('2.0.0');
    const bumped = await tool.cli(['compat', '--base-git', 'v1.4.0'], repo);
    expect(bumped.stdout).toContain('compat v1.4.0 → schema (1.4.0 → 2.0.0): major');
    expect(bumped.code).toBe(0);
    await configure('1.5.0');
    const kept = await tool.cli(['compat', '--base-git', 'v1.4.0'], repo);
    expect(kept.stdout).toContain('compat v1.4.0 → schema (1.4.0 → 1.5.0): major');
    expect(kept.code).toBe(1);
  }, 180_000);
});
