import { describe, expect, it } from 'vitest';
import { isCacheableResponse, isCatalogueRequest, isLocaleFileRequest } from '../../../sw/cache-policy';

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
