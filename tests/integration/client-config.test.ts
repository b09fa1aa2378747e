import { afterEach, describe, expect, it } from 'vitest';
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
    expect(response.json()).toEqual({ errorReportingDsn: null });
    expect(response.headers['content-security-policy']).toContain("connect-src 'self';");
  });

  it('with a DSN, the app gets it and the CSP lets reports reach that origin only', async () => {
    server = await startTestServer({ errorReportingDsn: 'https://public-key@errors.example.com/42' });
    const response = await server.app.inject({ method: 'GET', url: '/api/client-config' });
    expect(response.json()).toEqual({ errorReportingDsn: 'https://public-key@errors.example.com/42' });
    expect(response.headers['content-security-policy']).toContain("connect-src 'self' https://errors.example.com;");
  });
});
