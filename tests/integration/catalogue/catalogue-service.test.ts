import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../support/test-server';
import { startServerWithCatalogueUser } from '../support/catalogue-user-server';
import { bearer } from '../support/guest-server';
import { expectProblem } from '../support/problem-assertions';

let server: TestServer;
let accessToken: string;

beforeAll(async () => {
  ({ server, accessToken } = await startServerWithCatalogueUser());
});

afterAll(() => server.close());

const post = (url: string, payload: object, token = accessToken) =>
  server.app.inject({ method: 'POST', url, payload, headers: bearer(token) });

const levels = (body: object) => post('/catalogue/api/v1/nextLevelHierarchies', body);

interface Child {
  catHieId: string;
  description: string;
  c_epcIsVehicleCatalogue: boolean;
  c_modelYear: number;
  c_imageURL: string | null;
}
interface Part {
  callOutCode: string;
  partNumber: string;
  description: string;
  quantity: string;
  applicableInd: boolean;
  isDuplicate: boolean;
}

describe('POST /catalogue/api/v1/nextLevelHierarchies', () => {
  it('lists a brand’s vehicle catalogues, then walks down to a page with its parts', async () => {
    const brand = await levels({ catHieId: 'arden', langCode: 'en-GB', shallFetchBreadcrumb: true });
    expect(brand.statusCode).toBe(200);
    expect(brand.headers['cache-control']).toBe('no-cache');
    const catalogues = brand.json<{ responseObject: { children: Child[] } }>().responseObject.children;
    expect(catalogues.length).toBeGreaterThanOrEqual(6);
    expect(catalogues.every((child) => child.c_epcIsVehicleCatalogue)).toBe(true);
    const majors = (await levels({ catHieId: 'arden-sb21-2024' })).json<{ responseObject: { children: Child[] } }>()
      .responseObject.children;
    expect(majors).toHaveLength(10);
    expect(majors[5]?.description).toBe('Brakes');
    const page = await levels({
      catHieId: 'arden-sb21-2024-m06-n01-p2',
      langCode: 'fr-FR',
      shallFetchBreadcrumb: true,
    });
    const body = page.json<{
      responseObject: { breadcrumb: { catHieId: string; description: string }[]; parts: Part[] };
    }>().responseObject;
    expect(body.breadcrumb.map((entry) => entry.catHieId)).toEqual([
      'arden',
      'arden-sb21-2024',
      'arden-sb21-2024-m06',
      'arden-sb21-2024-m06-n01',
      'arden-sb21-2024-m06-n01-p2',
    ]);
    expect(body.breadcrumb[2]?.description).toBe('Freins');
    expect(body.parts.length).toBeGreaterThanOrEqual(10);
    expect(body.parts[0]?.description).toMatch(/^Étrier de frein/);
    expect(body.parts.every((part) => /^([1-9]\d*|A\/R)$/.test(part.quantity))).toBe(true);
  });

  it('falls back to English for a language without descriptions', async () => {
    const majors = (await levels({ catHieId: 'arden-sb21-2024', langCode: 'fi-FI' })).json<{
      responseObject: { children: Child[] };
    }>().responseObject.children;
    expect(majors[0]?.description).toBe('Engine');
  });

  it('marks parts that need features the vehicle lacks as not applicable', async () => {
    const rows = await server.database.query<{ page_id: string; required_features: string[] }>(
      `select page_id, required_features from page_parts where catalogue_id = 'arden-sb21-2024' and cardinality(required_features) > 0 limit 1`,
    );
    const pageId = rows[0]?.page_id ?? '';
    const parts = (await levels({ catHieId: pageId, featureCodes: ['P250', 'AT8', 'AWD', 'RHD', 'STDBRK'] })).json<{
      responseObject: { parts: Part[] };
    }>().responseObject.parts;
    expect(parts.some((part) => !part.applicableInd)).toBe(true);
    expect(parts.some((part) => part.applicableInd)).toBe(true);
  });

  it('answers bad payloads and unknown sections with problems', async () => {
    expect(expectProblem(await levels({}), 400).detail).toBe('catHieId is required.');
    expect(expectProblem(await levels({ catHieId: 'arden', langCode: 'english' }), 400).detail).toBe(
      'langCode must look like fr-FR.',
    );
    expectProblem(await levels({ catHieId: 'arden-zz99-1999' }), 404);
    expectProblem(await post('/catalogue/api/v1/nextLevelHierarchies', { catHieId: 'arden' }, ''), 401);
  });
});

describe('POST /part/api/v1/partDetails', () => {
  it('answers descriptions and where a part is used, with English fallback', async () => {
    const response = await post('/part/api/v1/partDetails', {
      apns: ['W500000-S400', 'NOPE-1'],
      langCode: 'de-DE',
      market: 'GB',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      responseObject: {
        parts: { partNumber: string; description: string; whereUsed: unknown[] }[];
        notFound: string[];
      };
    }>().responseObject;
    expect(body.parts[0]).toMatchObject({ partNumber: 'W500000-S400', description: 'Schraube' });
    expect(body.parts[0]?.whereUsed.length).toBeGreaterThan(0);
    expect(body.notFound).toEqual(['NOPE-1']);
    const english = (await post('/part/api/v1/partDetails', { apns: ['W500000-S400'], langCode: 'fi-FI' })).json<{
      responseObject: { parts: { description: string }[] };
    }>();
    expect(english.responseObject.parts[0]?.description).toBe('Bolt');
  });

  it('refuses a request without part numbers', async () => {
    expect(expectProblem(await post('/part/api/v1/partDetails', { apns: [] }), 400).detail).toMatch(/apns/);
  });
});

describe('POST /catalogue/api/v1/vehicleConfig/vinDecode', () => {
  it('decodes a demo VIN and a registration', async () => {
    const [vehicle] = await server.database.query<{ vin: string; registration_number: string }>(
      `select vin, registration_number from vehicles where market_code = 'GB' order by vin limit 1`,
    );
    const response = await post('/catalogue/api/v1/vehicleConfig/vinDecode', {
      vin: vehicle?.vin.toLowerCase(),
      langCode: 'en-GB',
    });
    expect(response.statusCode).toBe(200);
    const decoded = response.json<{
      responseObject: { vin: string; catHieId: string; featureCodes: { code: string; description: string }[] };
    }>().responseObject;
    expect(decoded.vin).toBe(vehicle?.vin);
    expect(decoded.featureCodes).toHaveLength(5);
    const byRegistration = await post('/catalogue/api/v1/vehicleConfig/vinDecode', {
      regNum: vehicle?.registration_number.toLowerCase(),
    });
    expect(byRegistration.json<{ responseObject: { vin: string } }>().responseObject.vin).toBe(vehicle?.vin);
  });

  it('says why a VIN is malformed, and when none is known', async () => {
    expect(expectProblem(await post('/catalogue/api/v1/vehicleConfig/vinDecode', { vin: 'SARSB21' }), 400).detail).toBe(
      'A VIN has 17 characters; this one has 7.',
    );
    expect(
      expectProblem(await post('/catalogue/api/v1/vehicleConfig/vinDecode', { vin: 'SARSB21D1NH00000O' }), 400).detail,
    ).toMatch(/I, O or Q/);
    expect(
      expectProblem(
        await post('/catalogue/api/v1/vehicleConfig/vinDecode', { vin: '1M8GDM9AXKP042788', marketCode: 'US' }),
        404,
      ).detail,
    ).toBe('No vehicle found for this VIN.');
    expect(
      expectProblem(
        await post('/catalogue/api/v1/vehicleConfig/vinDecode', { vin: '1M8GDM9A1KP042788', marketCode: 'US' }),
        400,
      ).detail,
    ).toMatch(/check digit/);
    expectProblem(await post('/catalogue/api/v1/vehicleConfig/vinDecode', {}), 400);
    const decodeHeaders = (await post('/catalogue/api/v1/vehicleConfig/vinDecode', { vin: 'SARSB21' })).headers;
    expect(decodeHeaders['cache-control']).toBe('private, no-store');
  });
});

describe('POST /catalogue/api/v1/search', () => {
  const search = (body: object) => post('/catalogue/api/v1/search', body);
  type Result = { partNumber: string; description: string; matchType: string; pageId: string };

  it('puts the exact part number first, then similar part numbers', async () => {
    const [part] = await server.database.query<{ part_number: string }>(
      `select part_number from page_parts where catalogue_id = 'arden-sb21-2024' order by page_id limit 1`,
    );
    const results = (
      await search({ catHieId: 'arden-sb21-2024', searchCat: 'partNumber', searchTerm: part?.part_number ?? '' })
    ).json<{ responseObject: { results: Result[] } }>().responseObject.results;
    expect(results[0]).toMatchObject({ partNumber: part?.part_number, matchType: 'exactPartNumber' });
    expect(results.length).toBeLessThanOrEqual(50);
  });

  it('finds descriptions in any word order and with a typo, in the user’s language', async () => {
    const reversed = (
      await search({
        catHieId: 'arden-sb21-2024',
        searchCat: 'description',
        searchTerm: 'caliper brake',
        langCode: 'en-GB',
      })
    ).json<{ responseObject: { results: Result[] } }>().responseObject.results;
    expect(reversed.length).toBeGreaterThan(0);
    expect(reversed.every((result) => /brake caliper/i.test(result.description))).toBe(true);
    const typo = (
      await search({ catHieId: 'arden-sb21-2024', searchCat: 'description', searchTerm: 'calipr', langCode: 'en-GB' })
    ).json<{ responseObject: { results: Result[] } }>().responseObject.results;
    expect(typo.some((result) => /caliper/i.test(result.description))).toBe(true);
    const french = (
      await search({ catHieId: 'arden-sb21-2024', searchCat: 'description', searchTerm: 'étrier', langCode: 'fr-FR' })
    ).json<{ responseObject: { results: Result[] } }>().responseObject.results;
    expect(french[0]?.description).toMatch(/Étrier/);
  });

  it('refuses bad searches', async () => {
    expect(
      expectProblem(await search({ catHieId: 'arden', searchCat: 'colour', searchTerm: 'red' }), 400).detail,
    ).toMatch(/searchCat/);
    expectProblem(await search({ catHieId: 'arden-zz99-1999', searchCat: 'description', searchTerm: 'brake' }), 404);
  });
});

describe('GET /catalogue-assets/illustrations/:pageId.svg', () => {
  it('draws one callout per callout code of the page, cacheable by the caller but not by shared caches', async () => {
    const pageId = 'corvid-rv18-2024-m01-n02-p3';
    const response = await server.app.inject({
      method: 'GET',
      url: `/catalogue-assets/illustrations/${pageId}.svg`,
      headers: bearer(accessToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('max-age=86400');
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const drawn = [...response.body.matchAll(/data-callout="([^"]+)"/g)].map((match) => match[1]).sort();
    const rows = await server.database.query<{ call_out_code: string }>(
      'select distinct call_out_code from page_parts where page_id = $1',
      [pageId],
    );
    expect(drawn).toEqual(rows.map((row) => row.call_out_code).sort());
    expect(
      (
        await server.app.inject({
          method: 'GET',
          url: '/catalogue-assets/illustrations/nope.svg',
          headers: bearer(accessToken),
        })
      ).statusCode,
    ).toBe(404);
  });
});
