import { afterEach, describe, expect, it } from 'vitest';
import { loadServerConfig } from '../../src/server/config';
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

  it('reads the URL modes from SITE_URL_MODE and LOCALE_URL_MODE, and refuses an unknown one by name', () => {
    expect(loadServerConfig({}).urlModes).toEqual({ site: 'path', locale: 'path' });
    expect(loadServerConfig({ SITE_URL_MODE: 'none', LOCALE_URL_MODE: 'query_param' }).urlModes).toEqual({
      site: 'none',
      locale: 'query_param',
    });
    expect(() => loadServerConfig({ LOCALE_URL_MODE: 'query' })).toThrow(/LOCALE_URL_MODE must be one of/);
  });
});
