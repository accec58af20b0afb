/** `mk8s-codegen generate`: writing, check mode, a broken spec, the config file, and usage errors. */
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { type CliRun, runCli } from '../../helpers/cli.ts';
import { REPO } from '../../helpers/spec.ts';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'mk8s-cli-'));
  await cp(join(REPO, 'test', 'fixtures', 'small-spec'), join(root, 'spec'), { recursive: true });
});

function run(...argv: string[]): Promise<CliRun> {
  return runCli(root, argv);
}

async function writeJson(path: string, value: unknown): Promise<void> {
  await writeFile(join(root, path), JSON.stringify(value, null, 2));
}

describe('mk8s-codegen generate', () => {
  it('writes the package, and --check then finds it in step', async () => {
    expect(await run('generate')).toMatchObject({ code: 0, stdout: 'wrote 186 files to generated\n' });
    const check = await run('generate', '--check');
    expect(check).toMatchObject({ code: 0, stderr: '', stdout: 'generated is in step with spec/\n' });
  });

  it('run again on the same spec, says the output is in step and changes no file', async () => {
    await run('generate');
    const index = join(root, 'generated', 'index.js');
    const old = new Date(Date.now() - 60_000);
    await utimes(index, old, old);
    const before = (await stat(index)).mtimeMs;
    const again = await run('generate');
    expect(again).toEqual({ code: 0, stderr: '', stdout: 'generated is in step with spec/: no file changed\n' });
    expect((await stat(index)).mtimeMs).toBe(before);
  });

  it('--check lists every differing, missing and extra file and exits 1', async () => {
    await run('generate');
    await writeFile(join(root, 'generated', 'types.d.ts'), '// edited by hand\n');
    await rm(join(root, 'generated', 'index.js'));
    // a file an earlier run wrote that this spec no longer gives: its manifest lists it
    await writeFile(join(root, 'generated', 'notes.txt'), 'stray');
    const manifest = join(root, 'generated', '.mk8s-codegen.json');
    const listed = JSON.parse(await readFile(manifest, 'utf8'));
    await writeJson('generated/.mk8s-codegen.json', { ...listed, files: [...listed.files, 'notes.txt'] });
    const check = await run('generate', '--check');
    expect(check.code).toBe(1);
    expect(check.stderr).toContain('differs: types.d.ts\n');
    expect(check.stderr).toContain('missing: index.js\n');
    expect(check.stderr).toContain('extra:   notes.txt\n');
  });

  it('--check on an empty output lists every file as missing', async () => {
    const check = await run('generate', '--check');
    expect(check.code).toBe(1);
    expect(check.stderr).toContain('missing: package.json\n');
    expect(check.stderr).toContain('missing: .mk8s-codegen.json\n');
  });

  it('reports a broken spec as file:line:column: #pointer lines, exits 1 and leaves generated/ untouched', async () => {
    await run('generate');
    const before = await readFile(join(root, 'generated', 'types.d.ts'), 'utf8');
    const cluster = JSON.parse(await readFile(join(root, 'spec', 'cluster.json'), 'utf8'));
    delete cluster.properties.name.description;
    await writeJson('spec/cluster.json', cluster);
    // The key "name" of the root's properties: the first line indented by four spaces that holds it.
    const text = await readFile(join(root, 'spec', 'cluster.json'), 'utf8');
    const line = text.split('\n').indexOf('    "name": {') + 1;
    const result = await run('generate');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `spec/cluster.json:${line}:5: #/properties/name: property "name" has no description [SPEC_MISSING_DESCRIPTION]\n`,
    );
    expect(result.stderr).toContain('spec check failed: 1 problem(s) in spec; nothing was written\n');
    expect(await readFile(join(root, 'generated', 'types.d.ts'), 'utf8')).toBe(before);
    // --check writes nothing whatever the spec: it says what it left undone, the comparison
    const checked = await run('generate', '--check');
    expect(checked.code).toBe(1);
    expect(checked.stderr).toContain('spec check failed: 1 problem(s) in spec; generated was not compared\n');
    expect(checked.stderr).not.toContain('nothing was written');
  });

  it('names a spec file by its path from the working directory, at the place of a syntax error', async () => {
    await mkdir(join(root, 'api', 'my schema'), { recursive: true });
    await cp(join(root, 'spec'), join(root, 'api', 'my schema'), { recursive: true });
    await writeFile(join(root, 'api', 'my schema', 'error.json'), '{\n  "title": "ApiError",\n}\n');
    const result = await run('generate', '--spec', 'api/my schema');
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /^api\/my schema\/error\.json:3:1: #: invalid JSON \(line 3, column 1\): .* \[SPEC_INVALID_JSON\]\n/,
    );
  });

  it('--spec and --out take other folders', async () => {
    await cp(join(root, 'spec'), join(root, 'schema'), { recursive: true });
    await rm(join(root, 'spec'), { recursive: true });
    expect((await run('generate', '--spec', 'schema', '--out', 'elsewhere')).code).toBe(0);
    expect(await readFile(join(root, 'elsewhere', 'package.json'), 'utf8')).toContain('"@mk8s/schema"');
  });

  it('says a spec folder that does not exist does not, once', async () => {
    const result = await run('generate', '--spec', 'nowhere');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`nowhere/: no such folder (${join(root, 'nowhere')}) [SPEC_MISSING_FILE]\n`);
    expect(result.stderr).toContain('spec check failed: 1 problem(s)');
    await writeFile(join(root, 'file'), '{}');
    expect((await run('generate', '--spec', 'file')).stderr).toContain(
      `file/: a file, not a folder (${join(root, 'file')}) [SPEC_MISSING_FILE]\n`,
    );
  });

  it('says why it looked for a spec folder that is not there: the default, or the configuration', async () => {
    await mkdir(join(root, 'docs'));
    const outside = await runCli(join(root, 'docs'), ['generate']);
    expect(outside.code).toBe(1);
    expect(outside.stderr).toContain(
      'mk8s-codegen: spec is the default spec folder: no mk8s-codegen.config.json or "mk8s-codegen" member of package.json was found here or above (up to the project\'s package.json); run from the project\'s folder, or give --spec DIR\n',
    );
    await writeJson('mk8s-codegen.config.json', { spec: 'schema' });
    const configured = await runCli(join(root, 'docs'), ['generate', '--check']);
    expect(configured.stderr).toContain(
      'mk8s-codegen: ../mk8s-codegen.config.json names ../schema as the spec folder\n',
    );
    expect((await run('generate', '--spec', 'nowhere')).stderr).not.toContain('mk8s-codegen: ');
  });

  it('names a root file missing from the spec folder, and a YAML file of its name that is there', async () => {
    await rename(join(root, 'spec', 'error.json'), join(root, 'spec', 'error.yaml'));
    await rm(join(root, 'spec', 'cluster.json'));
    const result = await run('generate');
    expect(result.code).toBe(1);
    const folder = join(root, 'spec');
    expect(result.stderr).toContain(`the spec folder ${folder} has no cluster.json [SPEC_MISSING_FILE]\n`);
    expect(result.stderr).toContain(
      `the spec folder ${folder} has no error.json; error.yaml is there, but the spec is read as JSON only [SPEC_MISSING_FILE]\n`,
    );
  });

  it('refuses an output folder holding the user’s files, exit 1, and changes nothing', async () => {
    await mkdir(join(root, 'out'));
    await writeFile(join(root, 'out', 'notes.txt'), 'mine');
    const result = await run('generate', '--out', 'out');
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^mk8s-codegen: refusing to write out: it is not empty .*; nothing was changed\n$/);
    expect(await readdir(join(root, 'out'))).toEqual(['notes.txt']);
    expect((await run('generate', '--out', '.')).stderr).toContain('refusing to write .: it is the working directory');
    expect((await run('generate', '--out', 'spec')).stderr).toContain('refusing to write spec: it is the spec folder');
  });
});

describe('the configuration', () => {
  it('mk8s-codegen.config.json sets the folders, the package name and version, and the artifacts', async () => {
    await writeJson('mk8s-codegen.config.json', {
      out: 'packages/schema',
      package: { name: '@acme/cluster-schema', version: '2.1.0' },
      artifacts: ['validators'],
    });
    expect(await run('generate')).toMatchObject({ code: 0, stderr: '' });
    const files = await readdir(join(root, 'packages', 'schema'), { recursive: true });
    expect(files).toEqual(expect.arrayContaining(['types.d.ts', 'validators/index.js', 'README.md']));
    expect(files.filter((f) => /^(client|schemas|docs)$|^openapi/.test(f))).toEqual([]);
    // the validators read the patch model and the vocabulary's types from patch/; the engine stays out
    const engine =
      /^patch\/(?!cluster-model\.|model\.d\.|model-(?:data|level)\.d\.|fast-index\.d\.|kinds\.d\.|vocabulary\.d\.)/;
    expect(files.filter((f) => engine.test(f))).toEqual([]);
    expect(files).toEqual(expect.arrayContaining(['patch/cluster-model.js', 'patch/model.d.ts']));
    const meta = JSON.parse(await readFile(join(root, 'packages', 'schema', 'package.json'), 'utf8'));
    expect(meta).toMatchObject({ name: '@acme/cluster-schema', version: '2.1.0' });
    expect(meta.repository).toBeUndefined();
    const readme = await readFile(join(root, 'packages', 'schema', 'README.md'), 'utf8');
    expect(readme).toContain('# @acme/cluster-schema');
    expect(readme).toContain('## Validate a body');
    expect(readme).not.toMatch(/createClient|applyClusterPatch|## Call the service|## Editor support/);
    expect((await run('generate', '--check')).code).toBe(0);
  });

  it("the editors' schema comes with the schemas artifact, named after the package", async () => {
    await writeJson('mk8s-codegen.config.json', {
      package: { name: '@acme/cluster-schema', version: '2.1.0' },
      artifacts: ['schemas'],
    });
    expect(await run('generate')).toMatchObject({ code: 0, stderr: '' });
    const schemas = await readdir(join(root, 'generated', 'schemas'));
    expect(schemas.sort()).toEqual(['cluster-create.json', 'cluster-patch.json', 'cluster.json', 'error.json']);
    const editor = JSON.parse(await readFile(join(root, 'generated', 'editor', 'cluster-file.json'), 'utf8'));
    expect(editor.$id).toBe('https://unpkg.com/@acme/cluster-schema@2.1.0/editor/cluster-file.json');
    const readme = await readFile(join(root, 'generated', 'README.md'), 'utf8');
    expect(readme).toContain('## Editor support');
    expect(readme).toContain('$schema=../node_modules/@acme/cluster-schema/editor/cluster-file.json');
  });

  it('the "mk8s-codegen" member of package.json works the same, and flags win over it', async () => {
    await writeJson('package.json', { name: 'app', 'mk8s-codegen': { out: 'from-config' } });
    expect((await run('generate')).stdout).toBe('wrote 186 files to from-config\n');
    expect((await run('generate', '--out', 'from-flag')).stdout).toBe('wrote 186 files to from-flag\n');
  });

  it.each([
    [
      { outt: 'x' },
      'mk8s-codegen.config.json: unknown key "outt"; did you mean "out"? (known: spec, out, package, artifacts)',
    ],
    [{ artifacts: ['types', 'clients'] }, '"artifacts[1]": unknown artifact "clients"; did you mean "client"?'],
    [
      { artifacts: [] },
      '"artifacts" must be a non-empty array of: types, validators, patch, client, schemas, openapi, docs',
    ],
    [
      { package: { name: 'Not A Name' } },
      '"package.name" must be an npm package name such as "@acme/cluster-schema", not "Not A Name"',
    ],
    [{ package: { version: '1.0' } }, '"package.version" must be a semantic version such as "1.2.0", not "1.0"'],
    [{ spec: 3, out: '' }, '"spec" must be a folder path (a non-empty string); "out" must be a folder path'],
  ])('a broken config file is a usage error naming every problem: %j', async (config, message) => {
    await writeJson('mk8s-codegen.config.json', config);
    const result = await run('generate');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
    expect(result.stderr).not.toContain('Usage:');
    expect(await readdir(root)).not.toContain('generated');
  });

  it.each([
    [
      'mk8s-codegen.config.json',
      '{\n  "spec": "spec",\n  "out": "out",\n}\n',
      'mk8s-codegen.config.json: invalid JSON (line 4, column 1): ',
    ],
    [
      'package.json',
      '{ "name": "app",\n  "mk8s-codegen": { "out" "x" } }',
      'package.json: invalid JSON (line 2, column 27): ',
    ],
  ])('a %s that is not JSON is named with the line and column, as a spec file is', async (file, text, message) => {
    await writeFile(join(root, file), text);
    const result = await run('generate');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
    expect(result.stderr).not.toContain('position');
  });

  it('is found from a subfolder, as npm scripts find it: the same package, the notice and --check agree', async () => {
    await cp(join(root, 'spec'), join(root, 'api', 'schema'), { recursive: true });
    await rm(join(root, 'spec'), { recursive: true });
    await writeJson('package.json', { name: 'app', private: true });
    await writeJson('mk8s-codegen.config.json', {
      spec: 'api/schema',
      out: 'packages/schema',
      package: { name: '@acme/cluster-schema', version: '2.1.0' },
    });
    await mkdir(join(root, 'api', 'schema', 'nested'), { recursive: true });
    const sub = join(root, 'api', 'schema', 'nested');
    const written = await runCli(sub, ['generate']);
    expect(written).toMatchObject({
      code: 0,
      stderr: '',
      stdout: 'wrote 186 files to ../../../packages/schema\n',
    });
    const meta = JSON.parse(await readFile(join(root, 'packages', 'schema', 'package.json'), 'utf8'));
    expect(meta).toMatchObject({ '//': 'generated from api/schema/ — do not edit', name: '@acme/cluster-schema' });
    expect((await run('generate', '--check')).code).toBe(0);
    expect((await runCli(sub, ['generate', '--check'])).code).toBe(0);
    // flags stay relative to the working directory
    expect((await runCli(sub, ['generate', '--out', '../../../flagged'])).code).toBe(0);
    expect(await readFile(join(root, 'flagged', 'package.json'), 'utf8')).toContain('generated from api/schema/');
  });

  it('is looked for no further than the project: a folder with its own package.json has none', async () => {
    await writeJson('mk8s-codegen.config.json', { out: 'from-config' });
    await mkdir(join(root, 'app'));
    await writeJson('app/package.json', { name: 'app' });
    const result = await runCli(join(root, 'app'), ['generate', '--spec', '../spec']);
    expect(result).toMatchObject({ code: 0, stdout: 'wrote 186 files to generated\n' });
  });

  it('a broken configuration above the working directory is named by its path from there', async () => {
    await writeFile(join(root, 'mk8s-codegen.config.json'), '{ "out": }');
    await mkdir(join(root, 'sub'));
    const result = await runCli(join(root, 'sub'), ['generate']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('../mk8s-codegen.config.json: invalid JSON (line 1, column 10)');
  });

  it('refuses two configurations', async () => {
    await writeJson('mk8s-codegen.config.json', {});
    await writeJson('package.json', { 'mk8s-codegen': {} });
    const result = await run('generate');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('package.json has a "mk8s-codegen" member too; keep one of the two');
  });
});

describe('the command line in its own words', () => {
  it.each([
    [['generate', '--bogus'], 'mk8s-codegen generate: unknown option --bogus\n'],
    [['generate', '--chek'], 'mk8s-codegen generate: unknown option --chek; did you mean "--check"?\n'],
    [['generate', '--out'], 'mk8s-codegen generate: option --out needs a value\n'],
    [['generate', '--check=yes'], 'mk8s-codegen generate: option --check takes no value\n'],
    [['generate', '--out', 'a', '--out', 'b'], 'mk8s-codegen generate: option --out is given twice\n'],
    [['generate', 'extra'], 'mk8s-codegen generate: generate takes no arguments, got "extra"\n'],
    [['generate', '--check', '--watch'], 'mk8s-codegen generate: --check and --watch exclude each other\n'],
    [['genrate'], 'mk8s-codegen: unknown command "genrate"; did you mean "generate"?\n'],
    [['--verison'], 'mk8s-codegen: unknown option "--verison"; did you mean "--version"?\n'],
    [[], 'Usage: mk8s-codegen <command>'],
    [['help', 'nope'], 'mk8s-codegen: unknown command "nope"'],
  ])('exits 2 on a usage error: %j', async (argv, message) => {
    const result = await run(...argv);
    expect(result.code).toBe(2);
    expect(result.stderr.startsWith(message)).toBe(true);
    expect(result.stderr).toMatch(/Usage: mk8s-codegen/);
    expect(result.stderr).not.toMatch(/ERR_PARSE_ARGS|To specify a positional argument/);
  });

  it('prints help with --help, and with help COMMAND, and exits 0', async () => {
    const result = await run('generate', '--help');
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toContain('--check');
    expect(await run('help', 'generate')).toEqual(result);
    expect((await run('help')).stdout).toContain('Commands:');
  });

  it('--version prints the tool’s version', async () => {
    const meta = JSON.parse(await readFile(join(REPO, 'package.json'), 'utf8')) as { version: string };
    expect(await run('--version')).toEqual({ code: 0, stdout: `${meta.version}\n`, stderr: '' });
  });
});

describe("every command parses its arguments with the CLI's own parser", () => {
  it.each([
    [['compat', '--bse', 'old'], 'mk8s-codegen compat: unknown option --bse; did you mean "--base"?\n'],
    [['compat', '--base'], 'mk8s-codegen compat: option --base needs a value\n'],
    [['compat', '--base', 'a', '--base', 'b'], 'mk8s-codegen compat: option --base is given twice\n'],
    [['compat', 'old'], 'mk8s-codegen compat: compat takes no arguments, got "old"\n'],
    [['validate', 'x.yaml', '-x'], 'mk8s-codegen validate: unknown option -x\n'],
  ])('so a usage error reads alike in every command: %j', async (argv, message) => {
    const result = await run(...argv);
    expect(result.code).toBe(2);
    expect(result.stderr.startsWith(message)).toBe(true);
    expect(result.stderr).toMatch(/Usage: mk8s-codegen/);
  });

  it('keeps each value of an option that may be repeated (compat --corpus)', async () => {
    const { parseCommandArgs } = await import('../../../generator/cli/args.ts');
    const options = { corpus: { type: 'string', multiple: true }, base: { type: 'string' } } as const;
    expect(parseCommandArgs(['--corpus', 'a', '--corpus=b', '--base', 'c'], options).values).toEqual({
      corpus: ['a', 'b'],
      base: 'c',
    });
  });

  it('so no command reaches node:util parseArgs', async () => {
    const cli = join(REPO, 'generator', 'cli');
    const sources = (await readdir(cli, { recursive: true, encoding: 'utf8' })).filter((f) => f.endsWith('.ts'));
    expect(sources).toContain('compat.ts');
    for (const file of sources) expect(await readFile(join(cli, file), 'utf8'), file).not.toMatch(/\bparseArgs\b/);
  });
});
