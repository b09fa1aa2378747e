import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadServerConfig } from '../../src/server/config';
import { makeTempDir, removeDir } from './support/temp-dir';
import { startTestServer, type TestServer } from './support/test-server';

describe('deployment settings for the app', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('without an error-reporting DSN, the app is told there is none and the CSP allows only this origin', async () => {
    server = await startTestServer();
    const response = await server.app.inject({ method: 'GET', url: '/api/client-config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ errorReportingDsn: null, siteUrlMode: 'path', localeUrlMode: 'path' });
    expect(response.headers['content-security-policy']).toContain("connect-src 'self';");
  });

  it('with a DSN, the app gets it and the CSP lets reports reach that origin only', async () => {
    server = await startTestServer({ errorReportingDsn: 'https://public-key@errors.example.com/42' });
    const response = await server.app.inject({ method: 'GET', url: '/api/client-config' });
    expect(response.json()).toMatchObject({ errorReportingDsn: 'https://public-key@errors.example.com/42' });
    expect(response.headers['content-security-policy']).toContain("connect-src 'self' https://errors.example.com;");
  });

  it('tells the app where URLs carry the site and the locale, as the deployment set them', async () => {
    server = await startTestServer({ urlModes: { site: 'query_param', locale: 'none' } });
    const response = await server.app.inject({ method: 'GET', url: '/api/client-config' });
    expect(response.json()).toEqual({ errorReportingDsn: null, siteUrlMode: 'query_param', localeUrlMode: 'none' });
  });

  it('writes the same settings into every page it sends, so the app starts without asking', async () => {
    const staticDir = await makeTempDir('dist');
    try {
      await writeFile(join(staticDir, 'index.html'), '<!doctype html><html><head><title>EPC</title></head></html>');
      server = await startTestServer({
        staticDir,
        urlModes: { site: 'none', locale: 'query_param' },
        errorReportingDsn: 'https://public-key@errors.example.com/42',
      });
      const page = await server.app.inject({ method: 'GET', url: '/home', headers: { accept: 'text/html' } });
      const settings = /<script id="client-config" type="application\/json">(.*?)<\/script><\/head>/.exec(page.body);
      expect(JSON.parse(settings?.[1] ?? 'null')).toEqual({
        errorReportingDsn: 'https://public-key@errors.example.com/42',
        siteUrlMode: 'none',
        localeUrlMode: 'query_param',
      });
    } finally {
      await removeDir(staticDir);
    }
  });

  it('reads the URL modes from SITE_URL_MODE and LOCALE_URL_MODE, and refuses an unknown one by name', () => {
    expect(loadServerConfig({}).urlModes).toEqual({ site: 'path', locale: 'path' });
    expect(loadServerConfig({ SITE_URL_MODE: 'none', LOCALE_URL_MODE: 'query_param' }).urlModes).toEqual({
      site: 'none',
      locale: 'query_param',
    });
    expect(() => loadServerConfig({ LOCALE_URL_MODE: 'query' })).toThrow(/LOCALE_URL_MODE must be one of/);
  });
});
