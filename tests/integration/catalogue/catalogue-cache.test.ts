/**
 * Catalogue ETags, 304s and the bounded cache of hot answers (issue 19): every catalogue
 * answer carries an ETag of the catalogue version and the request; the same request at the
 * same version with that ETag gets 304 and no body; a load of data (an admin price load)
 * moves the version, so the old ETag gets a full answer and the cache is emptied; requests
 * whose answers differ get different ETags; a caller the access policy refuses is refused even
 * when the answer is kept; the cache stays within its byte bound however many answers fill it.
 */
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnswerCache } from '../../../src/server/catalogue-cache/answer-cache';
import { addUser, type TestShopper } from '../shop-api/shopper-fixtures';
import { startServerWithCatalogueUser } from '../support/catalogue-user-server';
import { bearer } from '../support/guest-server';
import type { TestServer } from '../support/test-server';

let server: TestServer;
let accessToken: string;
let internalAdmin: TestShopper;

beforeAll(async () => {
  ({ server, accessToken } = await startServerWithCatalogueUser());
  internalAdmin = await addUser(server, { c_epcUserRole: 'admin', c_epcUserType: 'internal' });
});

afterAll(() => server.close());

const level = (catHieId: string, langCode = 'en-GB') => ({
  VIN: '',
  featureCodes: [],
  filter: '',
  langCode,
  catHieId,
  shallFetchBreadcrumb: true,
  marketCode: 'GB',
});

const post = (url: string, payload: object, headers: Record<string, string> = bearer(accessToken)) =>
  server.app.inject({ method: 'POST', url, payload, headers });

const nextLevel = (payload: object, headers: Record<string, string> = {}) =>
  post('/catalogue/api/v1/nextLevelHierarchies', payload, { ...bearer(accessToken), ...headers });

async function loadPrices() {
  const response = await post(
    '/admin/api/v1/prices/apply',
    { marketCode: 'GB', format: 'csv', content: 'partNumber,unitPrice,taxCode,discountCode\nCACHE-P1,9.99,S,A' },
    internalAdmin.headers,
  );
  expect(response.statusCode).toBe(200);
}

describe('catalogue ETags and 304', () => {
  it('tags an answer, and answers 304 without a body to the same request with that tag', async () => {
    const first = await nextLevel(level('arden-sb21-2024-m01'));
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const again = await nextLevel(level('arden-sb21-2024-m01'), { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('no-cache');

    // Without the tag, or with another one, the full answer, the same as the first.
    const plain = await nextLevel(level('arden-sb21-2024-m01'), { 'if-none-match': '"something-else"' });
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toEqual(first.json());
  });

  it('tags every catalogue read the service worker keeps, PDFs and illustrations too', async () => {
    const requests = [
      () => post('/part/api/v1/partDetails', { apns: ['SB21-9G546-AA'] }),
      () => post('/catalogue/api/v1/search', { catHieId: 'arden', searchCat: 'description', searchTerm: 'brake' }),
      () => post('/catalogue/api/v1/sectionBundle', { catHieId: 'arden-sb21-2024-m06' }),
      () => post('/getPartPDF', { epcPartFileRef: 'arden-sb21-2024-common-preface-1' }),
      () =>
        server.app.inject({
          method: 'GET',
          url: '/catalogue-assets/illustrations/corvid-rv18-2024-m01-n02-p3.svg',
          headers: bearer(accessToken),
        }),
    ];
    for (const request of requests) {
      const first = await request();
      expect(first.statusCode).toBe(200);
      expect(first.headers.etag).toBeTruthy();
      const second = await request();
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    }
  });

  it('gives different ETags to requests whose answers differ: another section, language or filter', async () => {
    const tags = await Promise.all(
      [
        level('arden-sb21-2024-m01'),
        level('arden-sb21-2024-m02'),
        level('arden-sb21-2024-m01', 'de-DE'),
        { ...level('arden-sb21-2024-m01'), filter: 'brake' },
      ].map(async (payload) => String((await nextLevel(payload)).headers.etag)),
    );
    expect(new Set(tags).size).toBe(tags.length);
  });

  it('shares an answer between callers who see the same one: no catalogue answer depends on who asks', async () => {
    const other = await addUser(server, { c_epcUserType: 'retailer', c_epcUserRole: 'user', c_epcPartnerId: '006CC' });
    const mine = await nextLevel(level('arden-sb21-2024-m03'));
    const theirs = await post('/catalogue/api/v1/nextLevelHierarchies', level('arden-sb21-2024-m03'), other.headers);
    expect(theirs.headers.etag).toBe(mine.headers.etag);
    expect(theirs.json()).toEqual(mine.json());
  });

  it('refuses a caller the access policy refuses, even with the ETag of a kept answer', async () => {
    const kept = await nextLevel(level('arden-sb21-2024-m01'));
    const etag = String(kept.headers.etag);
    for (const headers of [{}, bearer('not-a-token')]) {
      const refused = await server.app.inject({
        method: 'POST',
        url: '/catalogue/api/v1/nextLevelHierarchies',
        payload: level('arden-sb21-2024-m01'),
        headers: { ...headers, 'if-none-match': etag },
      });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers.etag).toBeUndefined();
      expect(refused.body).not.toContain('arden-sb21-2024-m01-');
    }
  });

  it('sends a kept answer compressed once, as the caller accepts it', async () => {
    const plain = await post('/catalogue/api/v1/sectionBundle', { catHieId: 'arden-sb21-2024-m06' });
    const compressed = await server.app.inject({
      method: 'POST',
      url: '/catalogue/api/v1/sectionBundle',
      payload: { catHieId: 'arden-sb21-2024-m06' },
      headers: { ...bearer(accessToken), 'accept-encoding': 'gzip, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(plain.json());
  });
});

describe('a load of data moves the catalogue version', () => {
  it('an admin price load gives new ETags and full answers, and empties the cache', async () => {
    const before = await nextLevel(level('arden-sb21-2024-m04'));
    const etag = String(before.headers.etag);
    expect(server.app.catalogueCache.answers.size).toBeGreaterThan(0);

    await loadPrices();

    expect(server.app.catalogueCache.answers.size).toBe(0);
    const after = await nextLevel(level('arden-sb21-2024-m04'), { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json()).toEqual(before.json());
    const [row] = await server.database.query<{ version: string }>('select version::text from catalogue_version');
    expect(String(after.headers.etag)).toContain(`"${row?.version}.`);
  });

  it('a refused price load moves nothing', async () => {
    const before = String((await nextLevel(level('arden-sb21-2024-m05'))).headers.etag);
    const refused = await post(
      '/admin/api/v1/prices/apply',
      {
        marketCode: 'GB',
        format: 'csv',
        content: 'partNumber,unitPrice,taxCode,discountCode\nCACHE-P2,not-a-price,S,A',
      },
      internalAdmin.headers,
    );
    expect(refused.statusCode).toBe(400);
    const again = await nextLevel(level('arden-sb21-2024-m05'), { 'if-none-match': before });
    expect(again.statusCode).toBe(304);
  });
});

describe('the bounded cache', () => {
  const answer = (bytes: number, etag = '"v"') => ({
    etag,
    contentType: 'application/json',
    cacheControl: 'no-cache',
    headers: {},
    identity: Buffer.alloc(bytes, 'x'),
    encoded: {},
  });

  it('stays within its byte bound however many answers fill it, dropping the least recently used', () => {
    const bound = 256 * 1024;
    const cache = new AnswerCache(bound);
    for (let index = 0; index < 2_000; index += 1) {
      cache.set(`answer ${index}`, answer(1_000 + (index % 7) * 300));
      expect(cache.heldBytes).toBeLessThanOrEqual(bound);
    }
    expect(cache.size).toBeLessThan(2_000);
    expect(cache.get('answer 1999')).toBeDefined();
    expect(cache.get('answer 0')).toBeUndefined();
  });

  it('counts the compressed forms it keeps against the same bound', () => {
    const bound = 64 * 1024;
    const cache = new AnswerCache(bound);
    for (let index = 0; index < 200; index += 1) {
      const key = `answer ${index}`;
      const kept = answer(4_000);
      kept.identity = Buffer.from(`${index} `.repeat(2_000));
      cache.set(key, kept);
      cache.bytesFor(key, kept, 'br');
      cache.bytesFor(key, kept, 'gzip');
      expect(cache.heldBytes).toBeLessThanOrEqual(bound);
    }
  });

  it('keeps nothing with a bound of 0', () => {
    const cache = new AnswerCache(0);
    cache.set('answer', answer(10));
    expect(cache.get('answer')).toBeUndefined();
  });
});
