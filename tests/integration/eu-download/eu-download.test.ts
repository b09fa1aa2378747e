/**
 * The Data Download Platform's server (docs/eu-download.md): who may use it (catalogue spec,
 * section 6, the whole expiry day included), what each format holds and how hostile text
 * comes out, the history and its billing flags, and bad input answered with a 400 naming it.
 */
import { XMLParser } from 'fast-xml-parser';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusals } from '../../../src/domain/access/access-levels';
import {
  documentColumns,
  expectedRowsHeader,
  partColumns,
  type DownloadHistoryPage,
  type DownloadOffer,
} from '../../../src/domain/eu-download/eu-download-contract';
import type { UserProfile } from '../../../src/domain/profile/user-profile';
import { addUser } from '../shop-api/shopper-fixtures';
import { expectProblem } from '../support/problem-assertions';
import { startTestServer, type TestServer } from '../support/test-server';

const api = '/eu-download/api/v1';
const model = 'corvid-rv18-2024';
const downloader: Partial<UserProfile> = {
  c_epcUserType: 'third-party',
  c_epcUserRole: 'user',
  c_epcUserMarket: 'GB',
  c_epcDataDownloadUserActive: true,
  c_epcDataDownloadUserEnabled: true,
  c_epcDataDownloadUserApprovalStatus: 'approved',
};

let server: TestServer;
let headers: Record<string, string>;

/** The calendar day in UTC-12, the last time zone to reach it, `days` from today. */
function lastZoneDay(days: number): string {
  return new Date(Date.now() - 12 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

async function userHeaders(fields: Partial<UserProfile>): Promise<Record<string, string>> {
  return (await addUser(server, { ...downloader, ...fields })).headers;
}

const get = (url: string, as: Record<string, string> = headers) =>
  server.app.inject({ method: 'GET', url, headers: as });

beforeAll(async () => {
  server = await startTestServer();
  headers = await userHeaders({});
});

afterAll(() => server.close());

describe('who may download (catalogue spec, section 6)', () => {
  it('lets a user in through the whole expiry day in UTC-12 and refuses the day after', async () => {
    const today = await userHeaders({ c_epcDataDownloadUserExpiryDate: lastZoneDay(0) });
    expect((await get(`${api}/brands`, today)).statusCode).toBe(200);
    const yesterday = await userHeaders({ c_epcDataDownloadUserExpiryDate: lastZoneDay(-1) });
    expect(expectProblem(await get(`${api}/brands`, yesterday), 403).detail).toBe(refusals.noDataDownload);
  });

  it('refuses a user whose download access is not enabled, not approved or not active, and a catalogue user', async () => {
    for (const fields of [
      { c_epcDataDownloadUserEnabled: false },
      { c_epcDataDownloadUserApprovalStatus: 'pending' as const },
      { c_epcDataDownloadUserActive: false },
      { c_epcUserType: 'retailer' as const, c_epcDataDownloadUserActive: undefined },
    ]) {
      const refused = await userHeaders(fields);
      const response = await get(`${api}/download?catHieId=${model}&dataset=parts&format=csv`, refused);
      expect(expectProblem(response, 403).detail).toBe(refusals.noDataDownload);
    }
  });
});

describe('what can be downloaded', () => {
  it('lists each brand with its vehicle catalogues, and resolves a VIN to its model', async () => {
    const offer = (await get(`${api}/brands`)).json<DownloadOffer>();
    expect(offer.brands.map((brand) => brand.id)).toEqual(['arden', 'corvid']);
    expect(offer.brands[1]?.models).toContainEqual(
      expect.objectContaining({ catHieId: model, modelYear: 2024, modelName: expect.any(String) }),
    );
    const vehicle = await get(`${api}/vehicles/SARSB21D1NH000001`);
    expect(vehicle.json()).toMatchObject({
      vin: 'SARSB21D1NH000001',
      brand: 'arden',
      catHieId: expect.stringMatching(/^arden-sb21-/),
    });
    expectProblem(await get(`${api}/vehicles/SARSB21D1NH0000`), 400);
  });
});

describe('the parts dataset in each format', () => {
  it('CSV: the header row, one row per part line, prices of the user’s market, and the expected-rows header', async () => {
    const response = await get(`${api}/download?catHieId=${model}&dataset=parts&format=csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="eu-parts-${model}.csv"`);
    const parsed = Papa.parse<Record<string, string>>(response.body, { header: true, skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual([...partColumns]);
    expect(parsed.data.length).toBeGreaterThan(100);
    expect(parsed.data.length).toBe(Number(response.headers[expectedRowsHeader]));
    const first = parsed.data[0]!;
    expect(first).toMatchObject({ brand: 'corvid', catalogueId: model, market: 'GB', modelYear: '2024' });
    expect(first['sectionPath']).toMatch(/ > .+ > /);
    expect(parsed.data.some((row) => row['currency'] === 'GBP' && /^\d+\.\d\d$/.test(row['unitPrice'] ?? ''))).toBe(
      true,
    );
    expect(parsed.data.some((row) => row['featureCodes'] !== '' && row['applicability'] !== 'All vehicles')).toBe(true);
    // No VIN named: whether a part fits a vehicle is not known.
    expect(new Set(parsed.data.map((row) => row['applicableToVehicle']))).toEqual(new Set(['']));
    // Supersessions (issue 20): a superseded part names its current part(s) and every step to them.
    const superseded = parsed.data.filter((row) => row['replacedBy'] !== '');
    expect(superseded.length).toBeGreaterThan(0);
    expect(superseded.some((row) => row['supersessionChain']?.split(' > ').length === 3)).toBe(true);
    for (const row of superseded) {
      expect(row['supersessionChain']?.endsWith(row['replacedBy']?.split(' ').at(-1) ?? '?')).toBe(true);
    }
    expect(parsed.data.some((row) => row['replacedBy'] === '' && row['supersessionChain'] === '')).toBe(true);
  });

  it('JSON: an array of objects with every column, the same rows as the CSV', async () => {
    const csv = await get(`${api}/download?catHieId=${model}&dataset=parts&format=csv`);
    const response = await get(`${api}/download?catHieId=${model}&dataset=parts&format=json`);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const rows = response.json<Record<string, unknown>[]>();
    expect(rows.length).toBe(Number(csv.headers[expectedRowsHeader]));
    expect(Object.keys(rows[0]!)).toEqual([...partColumns]);
    expect(rows[0]).toMatchObject({ modelYear: 2024, applicableToVehicle: null, duplicate: expect.any(Boolean) });
  });

  it('XML: one part element per row under a parts root naming the scope', async () => {
    const response = await get(`${api}/download?catHieId=${model}&dataset=parts&format=xml`);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const document = new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(response.body) as {
      parts: { '@_scope': string; '@_id': string; part: Record<string, string>[] };
    };
    expect(document.parts['@_scope']).toBe('model');
    expect(document.parts['@_id']).toBe(model);
    expect(document.parts.part.length).toBe(Number(response.headers[expectedRowsHeader]));
    expect(document.parts.part[0]?.['partNumber']).toEqual(expect.any(String));
  });

  it('a VIN downloads its model and says of each part whether it fits the vehicle', async () => {
    const response = await get(`${api}/download?vin=SARSB21D1NH000001&dataset=parts&format=json`);
    const rows = response.json<{ applicableToVehicle: boolean | null; catalogueId: string }[]>();
    expect(new Set(rows.map((row) => row.applicableToVehicle))).toEqual(new Set([true, false]));
    expect(rows[0]?.catalogueId).toMatch(/^arden-sb21-/);
  });

  it('documents: each catalogue document with its text', async () => {
    const response = await get(`${api}/download?catHieId=${model}&dataset=documents&format=json`);
    const rows = response.json<Record<string, unknown>[]>();
    expect(rows.length).toBe(Number(response.headers[expectedRowsHeader]));
    expect(rows.length).toBeGreaterThan(0);
    expect(Object.keys(rows[0]!)).toEqual([...documentColumns]);
    expect(rows[0]?.['text']).toEqual(expect.stringContaining('\n'));
  });
});

describe('hostile text', () => {
  const hostile = 'Bolt "M8", <b>&amp;</b> \'x\'; ]]> --> a\r\nb\u0001c \uD800';

  beforeAll(async () => {
    // Every language of the first part line's description becomes the hostile text.
    await server.database.query(
      `update catalogue_texts set text = $1 where text_id = (
         select p.text_id from page_parts pp join parts p on p.part_number = pp.part_number
         where pp.catalogue_id = $2 order by pp.page_id, pp.line_number limit 1)`,
      [hostile, model],
    );
  });

  it('comes out of CSV and JSON exactly, and out of XML escaped, with what XML cannot carry replaced', async () => {
    const url = `${api}/download?catHieId=${model}&dataset=parts&format=`;
    const csv = Papa.parse<Record<string, string>>((await get(`${url}csv`)).body, { header: true });
    expect(csv.data[0]?.['description']).toBe(hostile.replace('\uD800', '\uFFFD'));
    expect(csv.data[1]?.['brand']).toBe('corvid');
    const json = (await get(`${url}json`)).json<{ description: string }[]>();
    expect(json[0]?.description).toBe(hostile.replace('\uD800', '\uFFFD'));
    const xmlBody = (await get(`${url}xml`)).body;
    expect(xmlBody).toContain(
      'Bolt &quot;M8&quot;, &lt;b&gt;&amp;amp;&lt;/b&gt; &apos;x&apos;; ]]&gt; --&gt; a&#13;\nb\uFFFDc \uFFFD',
    );
    const parsed = new XMLParser({ parseTagValue: false, processEntities: true, htmlEntities: true }).parse(
      xmlBody,
    ) as {
      parts: { part: { description: string }[] };
    };
    expect(parsed.parts.part[0]?.description).toBe('Bolt "M8", <b>&amp;</b> \'x\'; ]]> --> a\r\nb\uFFFDc \uFFFD');
  });
});

describe('the history (EuDownloadHistory) and billing', () => {
  it('records every download, newest first, with what, scope, format, rows, bytes and billable', async () => {
    const own = await userHeaders({});
    const csv = await get(`${api}/download?catHieId=${model}&dataset=parts&format=csv`, own);
    await get(`${api}/download?brand=corvid&dataset=documents&format=xml`, own);
    const history = await waitForHistory(own, 2);
    expect(history.total).toBe(2);
    expect(history.entries[0]).toMatchObject({
      scopeKind: 'brand',
      scopeId: 'corvid',
      scopeLabel: 'Corvid',
      dataset: 'documents',
      format: 'xml',
      completed: true,
      billable: false,
    });
    expect(history.entries[1]).toMatchObject({
      scopeKind: 'model',
      scopeId: model,
      dataset: 'parts',
      format: 'csv',
      rows: Number(csv.headers[expectedRowsHeader]),
      bytes: Buffer.byteLength(csv.body),
      completed: true,
      billable: false,
    });
    expect(Date.parse(history.entries[1]!.at)).toBeLessThanOrEqual(Date.parse(history.entries[0]!.at));
    // Only the caller's own downloads.
    expect((await get(`${api}/history`, await userHeaders({}))).json<DownloadHistoryPage>().total).toBe(0);
    const paged = (await get(`${api}/history?offset=1&limit=1`, own)).json<DownloadHistoryPage>();
    expect(paged.entries.map((entry) => entry.id)).toEqual([history.entries[1]?.id]);
  });

  it('marks a download billable by DataDownloaderBillingFlag, unless ddIncludeBilling (or else IncludeBilling) is false', async () => {
    const cases: [Partial<UserProfile>, boolean][] = [
      [{ c_epcDataDownloaderBillingFlag: true }, true],
      [{ c_epcDataDownloaderBillingFlag: true, c_epcddIncludeBilling: false }, false],
      [{ c_epcDataDownloaderBillingFlag: true, c_epcIncludeBilling: false }, false],
      [{ c_epcDataDownloaderBillingFlag: true, c_epcIncludeBilling: false, c_epcddIncludeBilling: true }, true],
    ];
    for (const [fields, billable] of cases) {
      const own = await userHeaders(fields);
      await get(`${api}/download?catHieId=${model}&dataset=documents&format=csv`, own);
      const [entry] = (await waitForHistory(own, 1)).entries;
      expect(entry?.billable, JSON.stringify(fields)).toBe(billable);
    }
  });
});

describe('HEAD', () => {
  it('answers the headers alone, and neither reads nor records a download', async () => {
    const own = await userHeaders({ c_epcDataDownloaderBillingFlag: true });
    const url = `${api}/download?catHieId=${model}&dataset=parts&format=csv`;
    const head = await server.app.inject({ method: 'HEAD', url, headers: own });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-disposition']).toBe(`attachment; filename="eu-parts-${model}.csv"`);
    expect(Number(head.headers[expectedRowsHeader])).toBeGreaterThan(100);
    // A download after it is the first and only entry.
    await get(url, own);
    expect((await waitForHistory(own, 1)).total).toBe(1);
  });
});

describe('bad input', () => {
  it('answers a 400 naming the field, and records nothing', async () => {
    const own = await userHeaders({});
    const cases: [string, number, RegExp][] = [
      ['dataset=parts&format=csv', 400, /exactly one of brand, catHieId or vin/],
      [`brand=arden&catHieId=${model}&dataset=parts&format=csv`, 400, /exactly one/],
      [`catHieId=${model}&dataset=parts&format=pdf`, 400, /format/],
      [`catHieId=${model}&dataset=prices&format=csv`, 400, /dataset/],
      [`catHieId=${model}-m01&dataset=parts&format=csv`, 400, /^catHieId: /],
      ['catHieId=no-such-model&dataset=parts&format=csv', 404, /^catHieId: /],
      ['brand=nobody&dataset=parts&format=csv', 400, /^brand must be one of arden, corvid/],
      ['vin=SARSB21D1NH00000I&dataset=parts&format=csv', 400, /^vin: /],
      [`catHieId=${model}&dataset=parts&format=csv&extra[a]=1&langCode=xx-xx-xx`, 400, /langCode/],
    ];
    for (const [query, status, detail] of cases) {
      expect(expectProblem(await get(`${api}/download?${query}`, own), status).detail, query).toMatch(detail);
    }
    expectProblem(await get(`${api}/history?limit=1000`, own), 400);
    expect((await get(`${api}/history`, own)).json<DownloadHistoryPage>().total).toBe(0);
  });
});

/** The history is written as the reply ends, a moment after the last byte. */
async function waitForHistory(as: Record<string, string>, count: number): Promise<DownloadHistoryPage> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const page = (await get(`${api}/history`, as)).json<DownloadHistoryPage>();
    if (page.total >= count) return page;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`the history never reached ${count} entries`);
}
