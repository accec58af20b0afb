/**
 * The docs tools of the matrix (Swagger UI, Scalar, Redoc) as their docs show them, each a page that
 * loads the tool's bundle from node_modules and renders one OpenAPI document, served on loopback.
 * Shared by the matrix row (test/interop/docs-tools.test.ts) and the bench entries that time each
 * tool (bench/suites/openapi-read.ts). A page renders at once; with `?later` it only defines
 * `renderDocument()`, so the time of the rendering can be told from the time of loading the bundle.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { REPO } from './spec.ts';

const NODE_MODULES = join(REPO, 'node_modules');

/** Redoc always loads its logo from its CDN, with no option to turn it off (https://github.com/Redocly/redoc/issues/2108). */
export const REDOC_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg';

export interface DocsTool {
  readonly name: 'swagger-ui' | 'scalar' | 'redoc';
  /** What the page's head loads. */
  readonly head: string;
  /** The element the tool renders into. */
  readonly body: string;
  /** The call that renders `/openapi.json`. */
  readonly render: string;
  /** A selector that is on screen once the patch operation is rendered. */
  readonly ready: string;
  /** Requests the tool always sends out and the page answers itself. */
  readonly known?: readonly string[];
}

export const DOCS_TOOLS: readonly DocsTool[] = [
  {
    name: 'swagger-ui',
    head: '<link rel="stylesheet" href="/swagger-ui.css"><script src="/swagger-ui-bundle.js"></script>',
    body: '<div id="ui"></div>',
    render: "SwaggerUIBundle({ url: '/openapi.json', dom_id: '#ui' })",
    ready: '.opblock',
  },
  {
    name: 'scalar',
    // No web fonts and no AI agent: both load from Scalar's servers. Scalar sorts properties
    // alphabetically by default (every `$…` key before the fields); its `orderSchemaPropertiesBy:
    // 'preserve'` keeps the document's order, where each operator follows its field.
    head: '<script src="/scalar.js"></script>',
    body: '<div id="app"></div>',
    render: `Scalar.createApiReference('#app', { url: '/openapi.json', withDefaultFonts: false, agent: { disabled: true },
  orderSchemaPropertiesBy: 'preserve', orderRequiredPropertiesFirst: false })`,
    ready: 'text=Partially update a cluster',
  },
  {
    name: 'redoc',
    // Redoc's standalone bundle with its defaults (`showExtensions` off).
    head: '<script src="/redoc.js"></script>',
    body: '<div id="redoc"></div>',
    render: "Redoc.init('/openapi.json', {}, document.getElementById('redoc'))",
    ready: 'h2:has-text("Partially update a cluster")',
    known: [REDOC_LOGO],
  },
];

const BUNDLES: Readonly<Record<string, [string, string]>> = {
  '/swagger-ui-bundle.js': [join(NODE_MODULES, 'swagger-ui-dist', 'swagger-ui-bundle.js'), 'text/javascript'],
  '/swagger-ui.css': [join(NODE_MODULES, 'swagger-ui-dist', 'swagger-ui.css'), 'text/css'],
  '/scalar.js': [join(NODE_MODULES, '@scalar', 'api-reference', 'dist', 'browser', 'standalone.js'), 'text/javascript'],
  '/redoc.js': [join(NODE_MODULES, 'redoc', 'bundles', 'redoc.standalone.js'), 'text/javascript'],
};

function page(tool: DocsTool, later: boolean): string {
  const call = later ? '' : 'renderDocument();';
  return `<!doctype html><html><head><meta charset="utf-8">${tool.head}</head><body>${tool.body}
<script>window.renderDocument = () => ${tool.render};${call}</script></body></html>`;
}

export interface DocsServer {
  /** `http://127.0.0.1:PORT`; `/<tool>.html` is each tool's page, `/openapi.json` the document. */
  readonly base: string;
  close(): Promise<void>;
}

/** Serves the pages, the tools' bundles and `document` as `/openapi.json` on loopback; anything else is a 404. */
export async function serveDocsTools(document: string): Promise<DocsServer> {
  const server = createServer((request, response) => {
    const [path = '/', query] = (request.url ?? '/').split('?');
    const tool = DOCS_TOOLS.find((t) => path === `/${t.name}.html`);
    const file = path === '/openapi.json' ? ([document, 'application/json'] as const) : BUNDLES[path];
    if (tool !== undefined) response.writeHead(200, { 'content-type': 'text/html' }).end(page(tool, query === 'later'));
    else if (file !== undefined) response.writeHead(200, { 'content-type': file[1] }).end(readFileSync(file[0]));
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const EMPTY_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>';

/**
 * Lets the tab reach the loopback server only: a request the tool always sends out (`known`) is
 * answered in the page with an empty image, any other is refused. Both lists fill as the page runs.
 */
export async function keepOnLoopback(
  tab: Page,
  base: string,
  tool: DocsTool,
): Promise<{ readonly known: string[]; readonly outside: string[] }> {
  const known: string[] = [];
  const outside: string[] = [];
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
  return { known, outside };
}
