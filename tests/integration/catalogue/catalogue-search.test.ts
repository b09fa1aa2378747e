import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../support/test-server';
import { startServerWithCatalogueUser } from '../support/catalogue-user-server';

let server: TestServer;
let accessToken: string;

beforeAll(async () => {
  ({ server, accessToken } = await startServerWithCatalogueUser());
});

afterAll(() => server.close());

interface Result {
  partNumber: string;
  description: string;
  matchType: string;
  catalogueId: string;
  majorId: string;
  pageId: string;
  callOutCode: string;
}

async function search(body: {
  catHieId: string;
  searchCat: string;
  searchTerm: string;
  langCode?: string;
}): Promise<Result[]> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/catalogue/api/v1/search',
    payload: body,
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ responseObject: { results: Result[] } }>().responseObject.results;
}

const catalogueId = 'arden-sb21-2024';

describe('catalogue search', () => {
  it('finds a part number with one character mistyped, missing or added', async () => {
    const [part] = await server.database.query<{ part_number: string }>(
      `select part_number from page_parts where catalogue_id = $1 and part_number like 'SB21-%' order by page_id, line_number limit 1`,
      [catalogueId],
    );
    const partNumber = part?.part_number ?? '';
    const middle = Math.floor(partNumber.length / 2);
    const replaced = partNumber[middle] === '7' ? '8' : '7';
    const typos = [
      `${partNumber.slice(0, middle)}${replaced}${partNumber.slice(middle + 1)}`,
      `${partNumber.slice(0, 2)}${partNumber.slice(3)}`,
      `${partNumber.slice(0, -1)}7${partNumber.slice(-1)}`,
      `X${partNumber.slice(1)}`,
    ];
    for (const typo of typos) {
      const results = await search({ catHieId: catalogueId, searchCat: 'partNumber', searchTerm: typo });
      expect(
        results.find((result) => result.partNumber === partNumber),
        typo,
      ).toMatchObject({ matchType: 'partNumber' });
    }
  });

  it('answers each part once, on the first page of the catalogue that shows it', async () => {
    const results = await search({
      catHieId: catalogueId,
      searchCat: 'description',
      searchTerm: 'bolt',
      langCode: 'en-GB',
    });
    expect(results.length).toBeGreaterThan(10);
    expect(new Set(results.map((result) => result.partNumber)).size).toBe(results.length);
    for (const result of results.slice(0, 5)) {
      const [first] = await server.database.query<{ page_id: string; call_out_code: string }>(
        `select page_id, call_out_code from page_parts where part_number = $1 and catalogue_id = $2
         order by page_id collate "C", line_number limit 1`,
        [result.partNumber, catalogueId],
      );
      expect(result).toMatchObject({ catalogueId, pageId: first?.page_id, callOutCode: first?.call_out_code });
    }
  });

  it('keeps to a section, or to a page', async () => {
    const major = `${catalogueId}-m06`;
    const inMajor = await search({ catHieId: major, searchCat: 'description', searchTerm: 'bolt', langCode: 'en-GB' });
    expect(inMajor.length).toBeGreaterThan(0);
    expect(inMajor.every((result) => result.majorId === major && result.pageId.startsWith(`${major}-`))).toBe(true);
    const page = `${major}-n01-p2`;
    const onPage = await search({
      catHieId: page,
      searchCat: 'description',
      searchTerm: 'brake caliper',
      langCode: 'en-GB',
    });
    expect(onPage.length).toBeGreaterThan(0);
    expect(onPage.every((result) => result.pageId === page)).toBe(true);
  });

  it('searches every catalogue of a brand, and only that brand', async () => {
    const results = await search({
      catHieId: 'corvid',
      searchCat: 'description',
      searchTerm: 'brake caliper',
      langCode: 'en-GB',
    });
    expect(new Set(results.map((result) => result.catalogueId)).size).toBeGreaterThan(1);
    expect(results.every((result) => result.catalogueId.startsWith('corvid-'))).toBe(true);
  });
});
