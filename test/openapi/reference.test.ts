/**
 * The HTML reference (`npm run docs`, Redocly's build-docs) opened in headless Chromium, as a
 * reader would open it: both operations, the security scheme and a patch example must be on the
 * page. Screenshots go to test-artifacts/. The page is served from a loopback server started here;
 * every request that leaves it is refused, so the reference must work offline.
 */
import { execFile } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, CHROMIUM_FLAGS, chromiumUnavailable } from '../helpers/chromium.ts';
import { REPO } from '../helpers/spec.ts';

// biome-ignore lint/suspicious/noExplicitAny: the document is walked as plain JSON
type Json = any;

const ARTIFACTS = join(REPO, 'test-artifacts');

const doc: Json = JSON.parse(await readFile(join(REPO, 'generated', 'openapi.json'), 'utf8'));
const patchOperation = doc.paths['/org/{org}/mk8s/{name}'].patch;
const createOperation = doc.paths['/org/{org}/mk8s'].post;
/** The patch example a reader sees first, and an operator key from it. */
const firstPatch: Json = Object.values(patchOperation.requestBody.content['application/json'].examples)[0];
const operatorKey = JSON.stringify(firstPatch.value).match(/"(\$[^"]+)"/)?.[1] ?? '';

describe.skipIf(chromiumUnavailable)('the HTML reference in headless Chromium', () => {
  let server: Server;
  let browser: Browser;
  let page: Page;
  let base: string;

  beforeAll(async () => {
    await promisify(execFile)('npm', ['run', '--silent', 'docs'], { cwd: REPO, maxBuffer: 16 * 1024 * 1024 });
    const html = await readFile(join(REPO, 'docs', 'site', 'index.html'));
    server = createServer((request, response) => {
      const known = request.url === '/' || request.url === '/index.html';
      response.writeHead(known ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
      response.end(known ? html : 'not found');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
    page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await page.route('**/*', (route) => {
      const url = route.request().url();
      return url.startsWith(base) || url.startsWith('blob:') || url.startsWith('data:')
        ? route.continue()
        : route.abort();
    });
    await page.goto(`${base}#/clusters/patchcluster`, { waitUntil: 'load' });
    await page.getByText(patchOperation.summary).first().waitFor({ timeout: 60_000 });
    await mkdir(ARTIFACTS, { recursive: true });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('shows both operations with their methods and paths', async () => {
    const text = await page.evaluate(() => document.body.innerText);
    for (const expected of [
      createOperation.summary,
      patchOperation.summary,
      '/org/{org}/mk8s',
      '/org/{org}/mk8s/{name}',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/POST/);
    expect(text).toMatch(/PATCH/);
  });

  it('shows a patch example', async () => {
    expect(operatorKey).toMatch(/^\$/);
    const sample = page.getByText(`"${operatorKey}"`).first();
    await sample.scrollIntoViewIfNeeded();
    await sample.waitFor({ state: 'visible' });
    const text = await page.evaluate(() => document.body.innerText);
    expect(text).toContain(firstPatch.summary);
    expect(text).toContain(`"${operatorKey}"`);
    await page.screenshot({ path: join(ARTIFACTS, 'openapi-reference.png') });
  });

  it('shows the security scheme', async () => {
    const scheme = doc.components.securitySchemes.apiKey;
    await page.getByText('View security details').first().click();
    await page.getByText('Bearer Format').first().waitFor();
    const text = await page.evaluate(() => document.body.innerText);
    expect(text).toContain('apiKey');
    expect(text).toContain(scheme.bearerFormat);
    expect(text).toContain('A bare key without the');
    await page.screenshot({ path: join(ARTIFACTS, 'openapi-reference-security.png') });
  });
});
