import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hierarchy } from '../../../src/domain/catalogue/catalogue-contracts';
import type {
  VehicleDownloadEnd,
  VehicleDownloadHeader,
  VehicleDownloadLine,
  VehicleDownloadRecord,
} from '../../../src/domain/catalogue/vehicle-download-contract';
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

const vehicleId = 'arden-sb21-2024';

const download = (
  payload: object,
  { from, encoding = 'br', token = accessToken }: { from?: number | string; encoding?: string; token?: string } = {},
) =>
  server.app.inject({
    method: 'POST',
    url: `/catalogue/api/v1/vehicleDownload${from === undefined ? '' : `?from=${from}`}`,
    payload,
    headers: { ...bearer(token), 'accept-encoding': encoding },
  });

function linesOf(response: LightMyRequestResponse): VehicleDownloadLine[] {
  const encoding = response.headers['content-encoding'];
  const body =
    encoding === 'br'
      ? brotliDecompressSync(response.rawPayload)
      : encoding === 'gzip'
        ? gunzipSync(response.rawPayload)
        : response.rawPayload;
  const text = body.toString('utf8');
  expect(text.endsWith('\n')).toBe(true);
  return text
    .slice(0, -1)
    .split('\n')
    .map((line) => JSON.parse(line) as VehicleDownloadLine);
}

function split(lines: VehicleDownloadLine[]): {
  header: VehicleDownloadHeader;
  records: VehicleDownloadRecord[];
  end: VehicleDownloadEnd;
} {
  const [header, ...rest] = lines;
  const end = rest.pop();
  if (header?.type !== 'header' || end?.type !== 'end')
    throw new Error('A download starts with its header and ends with its end record');
  return { header, records: rest as VehicleDownloadRecord[], end };
}

/** What the app would fetch for one level when browsing without a vehicle. */
const levelAlone = async (catHieId: string, langCode: string): Promise<Hierarchy> =>
  (
    await server.app.inject({
      method: 'POST',
      url: '/catalogue/api/v1/nextLevelHierarchies',
      payload: {
        VIN: '',
        featureCodes: [],
        filter: '',
        langCode,
        catHieId,
        shallFetchBreadcrumb: true,
        marketCode: 'DE',
      },
      headers: bearer(accessToken),
    })
  ).json<{ responseObject: Hierarchy }>().responseObject;

describe('POST /catalogue/api/v1/vehicleDownload', () => {
  it('streams every level, illustration and document of a vehicle, numbered, compressed, never cached', async () => {
    const response = await download({ catHieId: vehicleId, langCode: 'de-DE', marketCode: 'DE' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-store');
    const { header, records, end } = split(linesOf(response));

    expect(header).toMatchObject({
      type: 'header',
      catHieId: vehicleId,
      langCode: 'de-DE',
      modelYear: 2024,
      pageCount: 480,
      from: 0,
    });
    expect(records.map((record) => record.n)).toEqual(records.map((_record, index) => index));
    expect(end).toEqual({ type: 'end', records: records.length });
    expect(header.records).toBe(records.length);
    expect(header.bytes).toBe(
      records.reduce((sum, record) => sum + Buffer.byteLength(`${JSON.stringify(record)}\n`), 0),
    );

    const levels = records.flatMap((record) => (record.type === 'levels' ? record.hierarchies : []));
    expect(levels).toHaveLength(1 + 10 + 10 * 8 + 480);
    expect(levels[0]).toEqual(await levelAlone(vehicleId, 'de-DE'));
    expect(levels.find((level) => level.node?.catHieId === `${vehicleId}-m03-n02-p4`)).toEqual(
      await levelAlone(`${vehicleId}-m03-n02-p4`, 'de-DE'),
    );

    const illustrations = records.filter((record) => record.type === 'illustration');
    expect(illustrations).toHaveLength(480);
    const page = `${vehicleId}-m03-n02-p4`;
    const served = await server.app.inject({
      method: 'GET',
      url: `/catalogue-assets/illustrations/${page}.svg`,
      headers: bearer(accessToken),
    });
    expect(illustrations.find((record) => record.url === `/catalogue-assets/illustrations/${page}.svg`)?.svg).toBe(
      served.body,
    );

    const documents = records.filter((record) => record.type === 'document');
    expect(documents.map((record) => record.epcPartFileRef).sort()).toEqual(
      levels[0]?.documents.map((document) => document.epcPartFileRef).sort(),
    );
    const [document] = documents;
    const pdf = await server.app.inject({
      method: 'POST',
      url: '/getPartPDF',
      payload: { epcPartFileRef: document?.epcPartFileRef, langCode: 'de-DE' },
      headers: bearer(accessToken),
    });
    expect(Buffer.from(document?.base64 ?? '', 'base64').equals(pdf.rawPayload)).toBe(true);
    expect(document?.contentType).toBe('application/pdf');
  });

  it("resumes at the record asked for with the same records and the whole vehicle's totals", async () => {
    const whole = split(linesOf(await download({ catHieId: vehicleId, langCode: 'en-GB' }, { encoding: 'gzip' })));
    const from = Math.floor(whole.records.length / 2);
    const response = await download({ catHieId: vehicleId, langCode: 'en-GB' }, { from });
    expect(response.statusCode).toBe(200);
    const resumed = split(linesOf(response));
    expect(resumed.header).toEqual({ ...whole.header, from });
    expect(resumed.records[0]?.n).toBe(from);
    expect(resumed.records).toEqual(whole.records.slice(from));
    expect(
      split(linesOf(await download({ catHieId: vehicleId }, { from: whole.records.length, encoding: 'identity' })))
        .records,
    ).toEqual([]);
  });

  it('carries what replaced superseded parts, so the parts table marks them offline (issue 20)', async () => {
    const { records } = split(linesOf(await download({ catHieId: 'corvid-rv18-2022', langCode: 'en-GB' })));
    const parts = records.flatMap((record) =>
      record.type === 'levels' ? record.hierarchies.flatMap((level) => level.parts) : [],
    );
    const superseded = parts.find((part) => part.partNumber === 'RV18-9G541-AB');
    expect(superseded?.replacedBy).toMatchObject({
      current: [{ partNumber: 'RV18-9G541-DB', description: expect.any(String) }],
      chain: ['RV18-9G541-BB', 'RV18-9G541-CB', 'RV18-9G541-DB'],
    });
    expect(parts.filter((part) => part.replacedBy === undefined).length).toBeGreaterThan(parts.length / 2);
  });

  it('refuses bad input with a problem naming the field', async () => {
    expect(expectProblem(await download({ langCode: 'de-DE' }), 400).detail).toBe('catHieId is required.');
    expect(expectProblem(await download({ catHieId: vehicleId, langCode: 'german' }), 400).detail).toBe(
      'langCode must look like fr-FR.',
    );
    expect(expectProblem(await download({ catHieId: vehicleId }, { from: -1 }), 400).detail).toMatch(/^from /);
    expect(expectProblem(await download({ catHieId: vehicleId }, { from: 'half' }), 400).detail).toMatch(/^from /);
    expect(expectProblem(await download({ catHieId: vehicleId }, { from: 999_999 }), 400).detail).toMatch(
      /^from must be at most \d+/,
    );
    expect(expectProblem(await download({ catHieId: 'arden' }), 400).detail).toMatch(/^catHieId arden is a brand/);
    expect(expectProblem(await download({ catHieId: `${vehicleId}-m03` }), 400).detail).toBe(
      `catHieId ${vehicleId}-m03 is not a vehicle catalogue.`,
    );
    expect(expectProblem(await download({ catHieId: `${vehicleId}-m03-n02-p4` }), 400).detail).toBe(
      `catHieId ${vehicleId}-m03-n02-p4 is not a vehicle catalogue.`,
    );
  });

  it('answers an unknown vehicle with 404 and a caller without a session with 401', async () => {
    expect(expectProblem(await download({ catHieId: 'arden-zz99-1999' }), 404).detail).toBe(
      'There is no vehicle catalogue arden-zz99-1999.',
    );
    expectProblem(await download({ catHieId: vehicleId }, { token: '' }), 401);
  });
});
