import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCacheableResponse } from '../../../sw/cache-policy';
import { readPdf } from '../support/pdf-reader';
import { expectProblem } from '../support/problem-assertions';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(() => server.close());

const getPolicy = (name: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url: `/api/policy-documents/${name}`, headers });

describe("GET /api/policy-documents/:name (the footer's policy PDFs)", () => {
  it.each([
    ['privacy-policy', 'Privacy Policy', 'Your rights'],
    ['cookie-policy', 'Cookie Policy', 'isFooterHidden'],
    ['terms-and-conditions', 'Terms and Conditions', 'Your account'],
  ])('answers %s as a PDF titled %s, without signing in', async (name, title, phrase) => {
    const response = await getPolicy(name);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`inline; filename="${name}.pdf"`);
    const pdf = response.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toMatch(/%%EOF\n?$/);
    const read = await readPdf(response.rawPayload);
    expect(read.title).toBe(title);
    expect(read.text).toContain(phrase);
  });

  it('lets the service worker keep it, so a policy opened once opens offline', async () => {
    const response = await getPolicy('cookie-policy');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const headers = new Headers();
    for (const [key, value] of Object.entries(response.headers)) if (typeof value === 'string') headers.set(key, value);
    const asFetchResponse = new Response(new Uint8Array(response.rawPayload), { status: response.statusCode, headers });
    expect(isCacheableResponse(asFetchResponse)).toBe(true);
  });

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const first = await getPolicy('privacy-policy');
    const etag = String(first.headers.etag);
    const again = await getPolicy('privacy-policy', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it.each(['terms-of-use', 'PRIVACY-POLICY', 'privacy-policy.pdf'])(
    'answers an unknown name (%s) with a 404 problem',
    async (name) => {
      const problem = expectProblem(await getPolicy(name), 404);
      expect(problem.detail).toBe(`There is no policy document ${name}.`);
    },
  );

  it('answers a name too long to be a policy with a 400 problem naming the field', async () => {
    const problem = expectProblem(await getPolicy('x'.repeat(65)), 400);
    expect(problem.detail).toMatch(/name/);
  });
});
