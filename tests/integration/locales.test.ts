import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem } from './support/problem-assertions';
import { makeTempDir, removeDir } from './support/temp-dir';
import { startTestServer, type TestServer } from './support/test-server';

let localesDir: string;
let server: TestServer;

beforeAll(async () => {
  localesDir = await makeTempDir('locales');
  await writeFile(join(localesDir, 'en-GB.json'), JSON.stringify({ 'header.title': 'Parts catalogue' }));
  server = await startTestServer({ localesDir });
});

afterAll(async () => {
  await server.close();
  await removeDir(localesDir);
});

describe('GET /locales/:fileName', () => {
  it('serves the file as JSON to be revalidated, with an ETag', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/locales/en-GB.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['etag']).toMatch(/^"[\w-]+"$/);
    expect(response.json()).toEqual({ 'header.title': 'Parts catalogue' });
  });

  it('answers 304 without a body while the ETag still matches, and 200 once the file changed', async () => {
    const first = await server.app.inject({ method: 'GET', url: '/locales/en-GB.json' });
    const etag = String(first.headers['etag']);
    const unchanged = await server.app.inject({
      method: 'GET',
      url: '/locales/en-GB.json',
      headers: { 'if-none-match': etag },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers['etag']).toBe(etag);

    await writeFile(join(localesDir, 'en-GB.json'), JSON.stringify({ 'header.title': 'Parts' }));
    const changed = await server.app.inject({
      method: 'GET',
      url: '/locales/en-GB.json',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers['etag']).not.toBe(etag);
    expect(changed.json()).toEqual({ 'header.title': 'Parts' });
  });

  it.each(['/locales/..%2f..%2fetc%2fpasswd', '/locales/bad%20name', '/locales/bad name', '/locales/en-GB.txt'])(
    'refuses %s with a 400 problem that says what a name looks like',
    async (url) => {
      const response = await server.app.inject({ method: 'GET', url });
      expect(expectProblem(response, 400).detail).toBe('fileName must look like en-GB.json.');
    },
  );

  it.each(['/locales/en_GB.json', '/locales/EN-gb.json', '/locales/en_gb.json'])(
    'serves %s as the same file, with the same ETag',
    async (url) => {
      const canonical = await server.app.inject({ method: 'GET', url: '/locales/en-GB.json' });
      const variant = await server.app.inject({ method: 'GET', url });
      expect(variant.statusCode).toBe(200);
      expect(variant.body).toBe(canonical.body);
      expect(variant.headers['etag']).toBe(canonical.headers['etag']);
    },
  );

  it("serves 'in', the old code for Indonesian, from id.json", async () => {
    await writeFile(join(localesDir, 'id.json'), JSON.stringify({ 'header.title': 'Katalog suku cadang' }));
    const response = await server.app.inject({ method: 'GET', url: '/locales/in.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ 'header.title': 'Katalog suku cadang' });
  });

  it('answers a 404 problem for a locale without a file, which the client reads as no translations', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/locales/xx-YY.json' });
    expect(expectProblem(response, 404).detail).toBe('There is no translation file xx-YY.json.');
  });
});
