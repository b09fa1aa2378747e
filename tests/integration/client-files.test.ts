import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { expectProblem } from './support/problem-assertions';
import { makeTempDir, removeDir } from './support/temp-dir';
import { startTestServer, type TestServer } from './support/test-server';

const indexHtml =
  '<!doctype html><html lang="en"><head><title>Parts catalogue</title></head><body><div id="root"></div></body></html>';
/** index.html as a page request gets it: the deployment's settings (the test server's defaults) in its head. */
const appPage = indexHtml.replace(
  '</head>',
  '<script id="client-config" type="application/json">{"errorReportingDsn":null,"siteUrlMode":"path","localeUrlMode":"path"}</script></head>',
);
// Well over the 1 KB compression threshold.
const appScript = `export const parts = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `part-${i}`))};\n`;
const pageRequest = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

let staticDir: string;
let server: TestServer;

beforeAll(async () => {
  staticDir = await makeTempDir('dist');
  await mkdir(join(staticDir, 'assets'));
  await writeFile(join(staticDir, 'index.html'), indexHtml);
  await writeFile(join(staticDir, 'assets', 'app-abc123.js'), appScript);
  await writeFile(join(staticDir, 'sw.js'), 'self.addEventListener("install", () => {});');
  await writeFile(join(staticDir, 'manifest.webmanifest'), '{"name":"Parts catalogue"}');
  await writeFile(join(staticDir, 'robots.txt'), 'User-agent: *\n');
  server = await startTestServer({ staticDir });
});

afterAll(async () => {
  await server.close();
  await removeDir(staticDir);
});

describe('the built client', () => {
  it('answers a deep link of the app with index.html and the deployment settings, revalidated on every load, under the CSP', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/home', headers: pageRequest });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(appPage);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['cross-origin-embedder-policy']).toBeUndefined();
  });

  it('answers / and HEAD of a deep link with index.html too', async () => {
    const root = await server.app.inject({ method: 'GET', url: '/', headers: pageRequest });
    expect(root.statusCode).toBe(200);
    expect(root.headers['cache-control']).toBe('no-cache');
    expect(root.body).toBe(appPage);
    const head = await server.app.inject({ method: 'HEAD', url: '/arden/en-GB/catalogue', headers: pageRequest });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('serves index.html itself as built, for the service worker to keep', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/index.html', headers: pageRequest });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(indexHtml);
  });

  it('serves hashed assets as immutable, brotli-compressed when the browser accepts it', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(appScript);
  });

  it('makes the service worker and manifest revalidate, and other files keep an hour', async () => {
    const sw = await server.app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
    const manifest = await server.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const robots = await server.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers a missing file, or a page path asked for as data, with a 404 problem', async () => {
    const missingFile = await server.app.inject({ method: 'GET', url: '/assets/gone-000000.js', headers: pageRequest });
    expectProblem(missingFile, 404);
    const asData = await server.app.inject({ method: 'GET', url: '/home', headers: { accept: 'application/json' } });
    expectProblem(asData, 404);
    const locales = await server.app.inject({ method: 'GET', url: '/locales/en-GB/extra', headers: pageRequest });
    expectProblem(locales, 404);
  });
});

describe('without a build', () => {
  it('still answers the API, and says how to build when a page is asked for', async () => {
    // A second app on the same database: only the static folder differs.
    const config = { ...server.config, staticDir: join(staticDir, 'not-built') };
    const unbuilt = buildApp({ config, database: server.database, logger: false });
    try {
      const health = await unbuilt.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      const page = await unbuilt.inject({ method: 'GET', url: '/home', headers: pageRequest });
      expect(expectProblem(page, 503).detail).toMatch(/npm run build/);
    } finally {
      await unbuilt.close();
    }
  });
});
