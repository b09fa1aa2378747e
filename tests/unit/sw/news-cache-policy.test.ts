import { describe, expect, it } from 'vitest';
import { isCacheableResponse, isNewsRequest, newsCacheMaxEntries } from '../../../sw/cache-policy';

const url = (path: string) => new URL(path, 'http://localhost');

describe('what the service worker keeps for news, the system notification and the policy documents', () => {
  it.each([
    ['the news list', '/api/news?language=en-GB'],
    ['the news summary', '/api/news/latest?language=de-DE'],
    ['a news PDF', '/api/news/files/epc-update-2026-11-en-GB'],
    ['the system notification', '/api/service-message?language=en-GB'],
    ['a policy PDF', '/api/policy-documents/privacy-policy'],
  ])('keeps %s (GET)', (_, path) => {
    expect(isNewsRequest(url(path), 'GET')).toBe(true);
  });

  it.each([
    ['a write to the same paths', '/api/news', 'POST'],
    ['a path that only starts with the same letters', '/api/newsletter', 'GET'],
    ['the policy documents folder itself', '/api/policy-documents', 'GET'],
    ['personal data (the sync protocol)', '/api/sync/operations', 'GET'],
    ['the customer', '/mobify/proxy/api/s/arden/dw/shop/v21_3/customers/abc', 'GET'],
  ])('leaves alone %s', (_, path, method) => {
    expect(isNewsRequest(url(path), method)).toBe(false);
  });

  it('keeps a news answer as its route sends it (no-cache, shared), but never one marked private', () => {
    expect(
      isCacheableResponse(
        new Response('%PDF-1.4', { headers: { 'content-type': 'application/pdf', 'cache-control': 'no-cache' } }),
      ),
    ).toBe(true);
    expect(isCacheableResponse(new Response('{}', { headers: { 'cache-control': 'no-store' } }))).toBe(false);
  });

  it('is bounded', () => {
    expect(newsCacheMaxEntries).toBeGreaterThan(0);
    expect(newsCacheMaxEntries).toBeLessThanOrEqual(100);
  });
});
