import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';

describe('OpenAPI document and reference', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('publishes every API route with the schema it validates', async () => {
    const reply = await server.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(reply.statusCode).toBe(200);
    const document = reply.json<{
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    }>();
    expect(document.openapi).toBe('3.0.3');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/catalogue/api/v1/nextLevelHierarchies',
        '/catalogue/api/v1/retailerDetails/{id}',
        '/api/sync/operations',
        '/admin/api/v1/user/updateUserDetails',
      ]),
    );
    // The document is built from the schema the route validates, so the payload's fields show.
    const nextLevel = JSON.stringify(document.paths['/catalogue/api/v1/nextLevelHierarchies']?.post?.requestBody);
    expect(nextLevel).toContain('catHieId');
    expect(nextLevel).toContain('shallFetchBreadcrumb');
  });

  it('serves a browsable reference under its own content security policy', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('swagger-ui');
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
  });
});
