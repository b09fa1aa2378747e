import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hierarchy, SectionBundle } from '../../../src/domain/catalogue/catalogue-contracts';
import { expectProblem } from '../support/problem-assertions';
import type { TestServer } from '../support/test-server';
import { startServerWithCatalogueUser } from '../support/catalogue-user-server';
import { bearer } from '../support/guest-server';

let server: TestServer;
let accessToken: string;

beforeAll(async () => {
  ({ server, accessToken } = await startServerWithCatalogueUser());
});

afterAll(() => server.close());

const post = (url: string, payload: object, token = accessToken) =>
  server.app.inject({ method: 'POST', url, payload, headers: bearer(token) });

const bundle = (catHieId: string, langCode = 'de-DE') =>
  post('/catalogue/api/v1/sectionBundle', { catHieId, langCode, marketCode: 'DE' });

/** What the app would fetch for one level when browsing without a vehicle. */
const levelAlone = async (catHieId: string, langCode: string): Promise<Hierarchy> =>
  (
    await post('/catalogue/api/v1/nextLevelHierarchies', {
      VIN: '',
      featureCodes: [],
      filter: '',
      langCode,
      catHieId,
      shallFetchBreadcrumb: true,
      marketCode: 'DE',
    })
  ).json<{ responseObject: Hierarchy }>().responseObject;

describe('POST /catalogue/api/v1/sectionBundle', () => {
  it('answers a major section and every level below it, each exactly as nextLevelHierarchies answers it', async () => {
    const response = await bundle('arden-sb21-2024-m06');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const body = response.json<{ success: boolean; responseObject: SectionBundle }>();
    expect(body.success).toBe(true);
    const { catHieId, langCode, hierarchies } = body.responseObject;
    expect({ catHieId, langCode }).toEqual({ catHieId: 'arden-sb21-2024-m06', langCode: 'de-DE' });
    expect(hierarchies).toHaveLength(1 + 8 + 8 * 6);
    for (const hierarchy of hierarchies) {
      expect(hierarchy).toEqual(await levelAlone(hierarchy.node?.catHieId ?? '', 'de-DE'));
    }
  });

  it('puts the section first and every parent before its children, pages with their parts and breadcrumb', async () => {
    const { hierarchies } = (await bundle('arden-sb21-2024-m06')).json<{ responseObject: SectionBundle }>()
      .responseObject;
    expect(hierarchies[0]?.node?.catHieId).toBe('arden-sb21-2024-m06');
    const seen = new Set<string>();
    for (const { node } of hierarchies) {
      if (node === null) throw new Error('a bundle holds no brand level');
      if (seen.size > 0) expect(seen.has(node.parentCategoryId)).toBe(true);
      seen.add(node.catHieId);
    }
    const pages = hierarchies.filter((hierarchy) => hierarchy.node?.c_epcIsCatFolder === false);
    expect(pages).toHaveLength(48);
    for (const page of pages) {
      expect(page.parts.length).toBeGreaterThanOrEqual(10);
      expect(page.parts.every((part) => part.applicableInd)).toBe(true);
      expect(page.breadcrumb.map((entry) => entry.catHieId)).toEqual([
        ...(page.node?.parentCategoryTree ?? []),
        page.node?.catHieId,
      ]);
      expect(page.breadcrumb[2]?.description).toBe('Bremsen');
    }
    expect(pages.flatMap((page) => page.parts).some((part) => part.requiredFeatureCodes.length > 0)).toBe(true);
  });

  it('answers a vehicle catalogue whole, its documents included', async () => {
    const { hierarchies } = (await bundle('corvid-jd37-2024', 'en-GB')).json<{ responseObject: SectionBundle }>()
      .responseObject;
    expect(hierarchies).toHaveLength(1 + 10 + 80 + 480);
    expect(hierarchies[0]?.documents.map((document) => document.type)).toContain('mainPreface');
    expect(hierarchies.slice(1).every((hierarchy) => hierarchy.documents.length === 0)).toBe(true);
  });

  it('answers a minor section with its pages', async () => {
    const { hierarchies } = (await bundle('corvid-rv18-2024-m02-n03')).json<{ responseObject: SectionBundle }>()
      .responseObject;
    expect(hierarchies.map((hierarchy) => hierarchy.node?.catHieId)).toEqual([
      'corvid-rv18-2024-m02-n03',
      ...[1, 2, 3, 4, 5, 6].map((view) => `corvid-rv18-2024-m02-n03-p${view}`),
    ]);
  });

  it('refuses a page section or a brand, and says so', async () => {
    expect(expectProblem(await bundle('arden-sb21-2024-m06-n01-p2'), 400).detail).toBe(
      'arden-sb21-2024-m06-n01-p2 is a page section; ask for a vehicle catalogue, or a major or minor section.',
    );
    expect(expectProblem(await bundle('arden'), 400).detail).toMatch(/^arden is a brand/);
  });

  it('answers unknown sections and bad payloads with problems', async () => {
    expect(expectProblem(await bundle('arden-zz99-1999'), 404).detail).toBe(
      'There is no catalogue section arden-zz99-1999.',
    );
    expect(expectProblem(await post('/catalogue/api/v1/sectionBundle', { langCode: 'de-DE' }), 400).detail).toBe(
      'catHieId is required.',
    );
    expect(expectProblem(await bundle('arden-sb21-2024-m06', 'german'), 400).detail).toBe(
      'langCode must look like fr-FR.',
    );
    expectProblem(await post('/catalogue/api/v1/sectionBundle', { catHieId: 'arden-sb21-2024-m06' }, ''), 401);
  });
});
