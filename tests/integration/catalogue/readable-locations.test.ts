/**
 * Readable locations (issue 20): search results and where-used entries name the vehicle
 * catalogue, major, minor and page section a part is on, in the caller's language, as the
 * catalogue's own breadcrumb names them (below the brand).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BreadcrumbEntry } from '../../../src/domain/catalogue/catalogue-contracts';
import type { TestServer } from '../support/test-server';
import { startServerWithCatalogueUser } from '../support/catalogue-user-server';

let server: TestServer;
let accessToken: string;

beforeAll(async () => {
  ({ server, accessToken } = await startServerWithCatalogueUser());
});

afterAll(() => server.close());

async function post<Reply>(url: string, payload: object): Promise<Reply> {
  const response = await server.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ responseObject: Reply }>().responseObject;
}

/** The page's breadcrumb as nextLevelHierarchies names it, without the brand. */
async function breadcrumbBelowBrand(pageId: string, langCode: string): Promise<BreadcrumbEntry[]> {
  const level = await post<{ breadcrumb: BreadcrumbEntry[] }>('/catalogue/api/v1/nextLevelHierarchies', {
    catHieId: pageId,
    langCode,
    shallFetchBreadcrumb: true,
  });
  return level.breadcrumb.slice(1);
}

describe('readable locations', () => {
  it('names where each search result is, in the caller language', async () => {
    const { results } = await post<{
      results: { pageId: string; catalogueId: string; location: BreadcrumbEntry[] }[];
    }>('/catalogue/api/v1/search', {
      catHieId: 'arden-sb21-2024-m06',
      searchCat: 'description',
      searchTerm: 'étrier',
      langCode: 'fr-FR',
    });
    expect(results.length).toBeGreaterThan(0);
    for (const result of results.slice(0, 3)) {
      expect(result.location).toEqual(await breadcrumbBelowBrand(result.pageId, 'fr-FR'));
      expect(result.location.map((entry) => entry.catHieId)).toEqual([
        result.catalogueId,
        'arden-sb21-2024-m06',
        expect.stringMatching(/^arden-sb21-2024-m06-n\d+$/),
        result.pageId,
      ]);
    }
    expect(results[0]?.location[1]?.description).toBe('Freins');
  });

  it('names every page of where-used', async () => {
    const { parts } = await post<{
      parts: { whereUsed: { pageId: string; location: BreadcrumbEntry[] }[] }[];
    }>('/part/api/v1/partDetails', { apns: ['W500000-S400'], langCode: 'de-DE', market: 'GB' });
    const whereUsed = parts[0]?.whereUsed ?? [];
    expect(whereUsed.length).toBeGreaterThan(0);
    for (const use of whereUsed.slice(0, 3)) {
      expect(use.location).toHaveLength(4);
      expect(use.location).toEqual(await breadcrumbBelowBrand(use.pageId, 'de-DE'));
    }
  });
});
