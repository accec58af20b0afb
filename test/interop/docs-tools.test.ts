/**
 * Matrix rows: Swagger UI, Scalar and Redoc (its standalone bundle) render the OpenAPI document in
 * headless Chromium (Debian's, as in test/openapi/reference.test.ts, where Redoc renders it through
 * Redocly's build-docs). Every
 * script comes from node_modules, served with the document by a loopback server started here; a
 * request that leaves it is refused and fails the row. Each page must show the operations with no
 * console error, print none of the generator's patch markers (`x-mk8s-operator`, …), and keep every
 * operator key of the description's operator list on one line (no `$dro` / `p`). Screenshots go
 * to test-artifacts/.
 */
import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, CHROMIUM_FLAGS, chromiumUnavailable } from '../helpers/chromium.ts';
import { REPO } from '../helpers/spec.ts';

const NODE_MODULES = join(REPO, 'node_modules');
const ARTIFACTS = join(REPO, 'test-artifacts');

const FILES: Readonly<Record<string, [string, string]>> = {
  '/openapi.json': [join(REPO, 'generated', 'openapi.json'), 'application/json'],
  '/swagger-ui-bundle.js': [join(NODE_MODULES, 'swagger-ui-dist', 'swagger-ui-bundle.js'), 'text/javascript'],
  '/swagger-ui.css': [join(NODE_MODULES, 'swagger-ui-dist', 'swagger-ui.css'), 'text/css'],
  '/scalar.js': [join(NODE_MODULES, '@scalar', 'api-reference', 'dist', 'browser', 'standalone.js'), 'text/javascript'],
  '/redoc.js': [join(NODE_MODULES, 'redoc', 'bundles', 'redoc.standalone.js'), 'text/javascript'],
};

const REDOC_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg';
const EMPTY_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>';

const page = (head: string, body: string) =>
  `<!doctype html><html><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;

/** Each tool as its docs show it, with the settings an offline page needs. */
const TOOLS: readonly { name: string; html: string; ready: string; known?: readonly string[] }[] = [
  {
    name: 'swagger-ui',
    html: page(
      '<link rel="stylesheet" href="/swagger-ui.css">',
      `<div id="ui"></div><script src="/swagger-ui-bundle.js"></script>
<script>SwaggerUIBundle({ url: '/openapi.json', dom_id: '#ui' })</script>`,
    ),
    ready: '.opblock',
  },
  {
    name: 'scalar',
    // No web fonts and no AI agent: both load from Scalar's servers. Scalar sorts properties
    // alphabetically by default (every `$…` key before the fields); its `orderSchemaPropertiesBy:
    // 'preserve'` keeps the document's order, where each operator follows its field.
    html: page(
      '',
      `<div id="app"></div><script src="/scalar.js"></script>
<script>Scalar.createApiReference('#app', { url: '/openapi.json', withDefaultFonts: false, agent: { disabled: true },
  orderSchemaPropertiesBy: 'preserve', orderRequiredPropertiesFirst: false })</script>`,
    ),
    ready: 'text=Partially update a cluster',
  },
  {
    name: 'redoc',
    // Redoc's standalone bundle with its defaults (`showExtensions` off).
    html: page(
      '',
      `<div id="redoc"></div><script src="/redoc.js"></script>
<script>Redoc.init('/openapi.json', {}, document.getElementById('redoc'))</script>`,
    ),
    ready: 'h2:has-text("Partially update a cluster")',
    // Redoc always loads its logo from its CDN, with no option to turn it off
    // (https://github.com/Redocly/redoc/issues/2108): answered here by the page, never sent out.
    known: [REDOC_LOGO],
  },
];

/**
 * Each `$op/field` key shown must follow its field (or another operator of that field): the
 * operators that do not, with what precedes them. Fails when no operator key is shown at all.
 */
function operatorsAwayFromTheirField(properties: readonly (string | undefined)[]): string[] {
  const names = properties.map((p) => (p ?? '').trim());
  const keyed = names.flatMap((key, i) => (/^\$[a-z]+\/./.test(key) ? [[key, i] as const] : []));
  if (keyed.length === 0) return ['no operator key shown'];
  return keyed
    .filter(([key, i]) => {
      const field = key.slice(key.indexOf('/') + 1);
      const before = names[i - 1] ?? '';
      return before !== field && !before.endsWith(`/${field}`);
    })
    .map(([key, i]) => `${key} after ${names[i - 1]}`);
}

/** The generator's per-field patch markers (the document-level `x-mk8s-patch-operators` may show). */
const MARKERS = [/mk8s-operator/, /mk8s-target/, /mk8s-patch(?!-operators)/];

describe.skipIf(chromiumUnavailable)('docs tools render the OpenAPI document in Chromium', () => {
  let server: Server;
  let browser: Browser;
  let base: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const path = (request.url ?? '/').split('?')[0] ?? '/';
      const tool = TOOLS.find((t) => path === `/${t.name}.html`);
      const file = FILES[path];
      if (tool !== undefined) response.writeHead(200, { 'content-type': 'text/html' }).end(tool.html);
      else if (file !== undefined) response.writeHead(200, { 'content-type': file[1] }).end(readFileSync(file[0]));
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
    await mkdir(ARTIFACTS, { recursive: true });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it.each(TOOLS.map((t) => [t.name, t] as const))('%s', { timeout: 120_000 }, async (name, tool) => {
    const tab = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    const errors: string[] = [];
    const outside: string[] = [];
    tab.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    tab.on('pageerror', (error) => errors.push(error.message));
    const known: string[] = [];
    await tab.route('**/*', (route) => {
      const url = route.request().url();
      if (url.startsWith(base) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
      if (tool.known?.includes(url) === true) {
        known.push(url);
        return route.fulfill({ status: 200, contentType: 'image/svg+xml', body: EMPTY_SVG });
      }
      outside.push(url);
      return route.abort();
    });
    const started = Date.now();
    await tab.goto(`${base}/${name}.html`);
    await tab.locator(tool.ready).first().waitFor({ timeout: 60_000 });
    console.log(`${name} rendered openapi.json in ${Date.now() - started} ms`);
    await tab.waitForTimeout(1000);
    await tab.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: false });
    const text = await tab.evaluate(() => document.body.innerText);
    // Operator keys leading a list item (or a table row): each on one line (a key broken inside a word has two client rects).
    const keys = await tab.evaluate(() =>
      [...document.querySelectorAll('td > code:first-child, li > code:first-child')]
        .filter((code) => (code.textContent ?? '').startsWith('$'))
        .map((code) => ({ key: code.textContent, lines: code.getClientRects().length })),
    );
    const broken = keys.filter((k) => k.lines > 1).map((k) => k.key);
    const properties = await tab.evaluate(() =>
      [...document.querySelectorAll('.property-name')].map((e) => (e.textContent ?? '').split('Copy link to')[0]),
    );
    await tab.close();
    expect({ errors, outside }).toEqual({ errors: [], outside: [] });
    // The workaround is still needed (the tool still asks) and nothing else is answered for it.
    expect(known).toEqual(tool.known ?? []);
    expect(text).toContain('$drop');
    expect(MARKERS.filter((marker) => marker.test(text)).map(String)).toEqual([]);
    // The operator list is on the page (its six keys at least), and no key is broken.
    expect(keys.length).toBeGreaterThanOrEqual(6);
    expect(broken).toEqual([]);
    if (name === 'scalar') expect(operatorsAwayFromTheirField(properties)).toEqual([]);
  });
});
