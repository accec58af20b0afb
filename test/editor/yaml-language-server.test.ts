/**
 * Editor support, as an editor gets it: a real YAML language server (`yaml-language-server`, the
 * one VS Code's YAML extension, Neovim and Helix run) driven over stdio, offline (no schema store),
 * opens a cluster file whose modeline points at the package's `editor/cluster-file.json` by a
 * relative path, as the README shows. Its diagnostics name each mistake of the file, and its
 * completions offer members, enum values, the known Kubernetes versions and a snippet per provider.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LspClient } from '../helpers/lsp.ts';
import { REPO } from '../helpers/spec.ts';

const SERVER = join(REPO, 'node_modules', 'yaml-language-server', 'bin', 'yaml-language-server');
const SETTINGS = {
  yaml: {
    validate: true,
    completion: true,
    hover: true,
    format: { enable: false },
    schemaStore: { enable: false },
    schemas: {},
  },
};

interface Diagnostic {
  readonly range: { readonly start: { readonly line: number; readonly character: number } };
  readonly message: string;
}

interface CompletionItem {
  readonly label: string;
  readonly kind?: number;
  readonly insertText?: string;
  readonly textEdit?: { readonly newText: string };
}

const SNIPPET_KINDS = new Set([9, 15]); // Module and Snippet, which the server uses for defaultSnippets

let lsp: LspClient;
let diagnostics: readonly Diagnostic[];

const file = join(REPO, 'test', 'fixtures', 'editor', 'cluster-with-mistakes.yaml');
const uri = pathToFileURL(file).href;

function setting(section: string | undefined): unknown {
  if (section === undefined) return SETTINGS;
  return (
    section.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], SETTINGS) ??
    null
  );
}

async function complete(line: number, character: number, text?: string): Promise<CompletionItem[]> {
  const target = text === undefined ? uri : pathToFileURL(join(REPO, 'test', 'fixtures', 'editor', 'new.yaml')).href;
  if (text !== undefined) {
    lsp.notify('textDocument/didOpen', { textDocument: { uri: target, languageId: 'yaml', version: 1, text } });
  }
  const answer = await lsp.request<{ items: CompletionItem[] } | CompletionItem[]>('textDocument/completion', {
    textDocument: { uri: target },
    position: { line, character },
  });
  return Array.isArray(answer) ? answer : answer.items;
}

beforeAll(async () => {
  lsp = new LspClient(process.execPath, [SERVER, '--stdio'], setting);
  await lsp.request('initialize', {
    processId: process.pid,
    rootUri: pathToFileURL(REPO).href,
    capabilities: {
      textDocument: {
        completion: { completionItem: { snippetSupport: true, documentationFormat: ['markdown', 'plaintext'] } },
        hover: { contentFormat: ['markdown', 'plaintext'] },
        publishDiagnostics: {},
      },
      workspace: { configuration: true },
    },
  });
  lsp.notify('initialized', {});
  lsp.notify('workspace/didChangeConfiguration', { settings: SETTINGS });
  const published = lsp.waitFor<{ uri: string; diagnostics: Diagnostic[] }>(
    'textDocument/publishDiagnostics',
    (params) => params.uri === uri && params.diagnostics.length > 0,
    60_000,
  );
  const text = await readFile(file, 'utf8');
  lsp.notify('textDocument/didOpen', { textDocument: { uri, languageId: 'yaml', version: 1, text } });
  diagnostics = (await published).diagnostics;
}, 90_000);

afterAll(async () => {
  await lsp?.close();
});

describe('yaml-language-server with editor/cluster-file.json', () => {
  it('reports each mistake of the file on its line, in words from the schema', () => {
    const found = diagnostics
      .map((d) => `${d.range.start.line + 1}:${d.range.start.character + 1} ${d.message}`)
      .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10));
    expect(found).toEqual([
      '2:7 String does not match the pattern of "^[a-z][-a-z0-9]*[a-z0-9]$".',
      '3:1 Property descripton is not allowed.',
      '5:12 Incorrect type. Expected "string".',
      '7:19 Not a valid CidrOrAddress, such as "0.0.0.0/0" or "203.0.113.0/24".',
      '9:5 Missing property "location".',
      '14:23 Value is not accepted. Valid values: "NoSchedule", "PreferNoSchedule", "NoExecute".',
    ]);
  });

  it('completes the known Kubernetes versions of the open catalogue', async () => {
    const labels = (await complete(4, 11)).map((i) => i.label);
    expect(labels).toEqual(expect.arrayContaining(['1.31.5', '1.32.9', '1.36.5']));
  });

  it('completes enum values', async () => {
    expect((await complete(13, 22)).map((i) => i.label)).toEqual(['NoSchedule', 'PreferNoSchedule', 'NoExecute']);
  });

  it('offers a snippet per provider that writes its required members', async () => {
    const items = await complete(8, 4);
    const snippets = items.filter((i) => i.kind !== undefined && SNIPPET_KINDS.has(i.kind));
    expect(snippets.map((i) => i.label)).toEqual(expect.arrayContaining(['generic', 'vendorA', 'vendorB', 'vendorJ']));
    const vendorA = snippets.find((i) => i.label === 'vendorA');
    const text = vendorA?.insertText ?? vendorA?.textEdit?.newText ?? '';
    expect(text).toContain('tokenSecretLink: ${');
    expect(text).toContain('region: ${');
  });

  it('completes the members of a new file, and offers the skeleton of a create body', async () => {
    const items = await complete(
      1,
      0,
      '# yaml-language-server: $schema=../../../generated/editor/cluster-file.json\n\n',
    );
    const labels = items.map((i) => i.label);
    expect(labels).toEqual(expect.arrayContaining(['name', 'description', 'tags', 'spec']));
    expect(labels).toContain('ClusterCreate: required members');
  });

  it('shows the Markdown description on hover', async () => {
    const hover = await lsp.request<{ contents: { kind: string; value: string } }>('textDocument/hover', {
      textDocument: { uri },
      position: { line: 3, character: 4 },
    });
    expect(hover.contents.kind).toBe('markdown');
    expect(hover.contents.value).toContain(
      'What the cluster should be: Kubernetes version, firewall, provider and add-ons.',
    );
  });
});

describe('yaml-language-server with the schemas of the other kinds of cluster files', () => {
  /** The diagnostics of `text` opened as a new file beside the fixture, as `line:column message`. */
  async function diagnose(name: string, text: string): Promise<string[]> {
    const target = pathToFileURL(join(REPO, 'test', 'fixtures', 'editor', name)).href;
    const published = lsp.waitFor<{ uri: string; diagnostics: Diagnostic[] }>(
      'textDocument/publishDiagnostics',
      (params) => params.uri === target && params.diagnostics.length > 0,
      60_000,
    );
    lsp.notify('textDocument/didOpen', { textDocument: { uri: target, languageId: 'yaml', version: 1, text } });
    return (await published).diagnostics.map(
      (d) => `${d.range.start.line + 1}:${d.range.start.character + 1} ${d.message}`,
    );
  }

  it('checks a patch file against schemas/cluster-patch.json: operators are members, mistakes are found', async () => {
    const text = [
      '# yaml-language-server: $schema=../../../generated/schemas/cluster-patch.json',
      '$drop: [description]',
      'spec:',
      '  provider:',
      '    generic:',
      '      $append/nodePools:',
      '        - name: pool-2',
      '          taints: [{ key: gpu, effect: NoSchedul }]',
      '      $dorp: [x]',
      '',
    ].join('\n');
    expect(await diagnose('patch.yaml', text)).toEqual([
      '8:40 Value is not accepted. Valid values: "NoSchedule", "PreferNoSchedule", "NoExecute".',
      '9:7 Property $dorp is not allowed.',
    ]);
  });

  it('checks a cluster as read against schemas/cluster.json: the members the service sets are no errors', async () => {
    const cluster = JSON.parse(await readFile(join(REPO, 'docs', 'examples', 'cluster.json'), 'utf8'));
    const text = [
      '# yaml-language-server: $schema=../../../generated/schemas/cluster.json',
      JSON.stringify({ ...cluster, description: 5 }, null, 2),
      '',
    ].join('\n');
    const found = await diagnose('cluster.yaml', text);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/ Incorrect type\. Expected "string"\.$/);
  });
});
