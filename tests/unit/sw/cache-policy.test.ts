import { describe, expect, it } from 'vitest';
import {
  catalogueQueryCacheKey,
  isCacheableResponse,
  isCatalogueQuery,
  isCatalogueRequest,
  isLocaleFileRequest,
} from '../../../sw/cache-policy';

describe('what the service worker may cache', () => {
  it('keeps a plain 200 answer to a GET', () => {
    expect(isCacheableResponse(new Response('{}', { headers: { 'cache-control': 'no-cache' } }))).toBe(true);
  });

  it.each([
    ['private', { 'cache-control': 'private, max-age=60' }],
    ['no-store', { 'cache-control': 'no-store' }],
    ['a cookie', { 'set-cookie': 'session=1' }],
  ])('never keeps a response marked %s (personal data)', (_, headers) => {
    expect(isCacheableResponse(new Response('{}', { headers }))).toBe(false);
  });

  it('never keeps an error, a partial answer, or an answer to anything but GET', () => {
    expect(isCacheableResponse(new Response('{}', { status: 404 }))).toBe(false);
    expect(isCacheableResponse(new Response('{}', { status: 206 }))).toBe(false);
    expect(isCacheableResponse(new Response('{}'), 'POST')).toBe(false);
  });

  it('routes catalogue GETs to the catalogue cache and locale files to the locale cache', () => {
    const url = (path: string) => new URL(path, 'http://localhost');
    expect(isCatalogueRequest(url('/catalogue/api/v1/x'), 'GET')).toBe(true);
    expect(isCatalogueRequest(url('/catalogue/api/v1/x'), 'POST')).toBe(false);
    expect(isCatalogueRequest(url('/api/health'), 'GET')).toBe(false);
    expect(isLocaleFileRequest(url('/locales/fr-FR.json'), 'GET')).toBe(true);
    expect(isLocaleFileRequest(url('/locales/fr-FR.json'), 'PUT')).toBe(false);
  });
});

describe('catalogue queries made as POSTs', () => {
  const sha256 = async (text: string) =>
    Uint8Array.from((await import('node:crypto')).createHash('sha256').update(text).digest()).buffer;
  const url = new URL('http://localhost/catalogue/api/v1/nextLevelHierarchies');

  it('are recognised by path and method', () => {
    expect(isCatalogueQuery(url, 'POST')).toBe(true);
    expect(isCatalogueQuery(url, 'GET')).toBe(false);
    expect(isCatalogueQuery(new URL('http://localhost/catalogue/api/v1/vehicleConfig/vinDecode'), 'POST')).toBe(false);
  });

  it("leave out the price lookup: its prices and stock are the caller's own (issue 20), kept by the app per user", () => {
    expect(isCatalogueQuery(new URL('http://localhost/catalogue/api/v1/priceLookup'), 'POST')).toBe(false);
  });

  it('include catalogue documents (POST /getPartPDF), kept like the other queries', async () => {
    const pdfUrl = new URL('http://localhost/getPartPDF');
    expect(isCatalogueQuery(pdfUrl, 'POST')).toBe(true);
    expect(isCatalogueQuery(pdfUrl, 'GET')).toBe(false);
    const bulletin = await catalogueQueryCacheKey(pdfUrl, '{"epcPartFileRef":"arden-sb21-2024-bulletins-1"}', sha256);
    expect(bulletin).toMatch(/^http:\/\/localhost\/getPartPDF\?query=[0-9a-f]{64}$/);
    expect(await catalogueQueryCacheKey(pdfUrl, '{"epcPartFileRef":"arden-sb21-2024-bulletins-2"}', sha256)).not.toBe(
      bulletin,
    );
    expect(
      isCacheableResponse(
        new Response('%PDF-1.4', { headers: { 'content-type': 'application/pdf', 'cache-control': 'no-cache' } }),
      ),
    ).toBe(true);
  });

  it('leave section bundles alone: the app stores them itself', () => {
    const bundleUrl = new URL('http://localhost/catalogue/api/v1/sectionBundle');
    expect(isCatalogueQuery(bundleUrl, 'POST')).toBe(false);
    expect(isCatalogueRequest(bundleUrl, 'POST')).toBe(false);
  });

  it('are kept under a key made from their body: the same query, the same key; another query, another key', async () => {
    const first = await catalogueQueryCacheKey(url, '{"catHieId":"a"}', sha256);
    expect(first).toMatch(/^http:\/\/localhost\/catalogue\/api\/v1\/nextLevelHierarchies\?query=[0-9a-f]{64}$/);
    expect(await catalogueQueryCacheKey(url, '{"catHieId":"a"}', sha256)).toBe(first);
    expect(await catalogueQueryCacheKey(url, '{"catHieId":"b"}', sha256)).not.toBe(first);
  });
});
