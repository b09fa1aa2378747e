/**
 * The catalogue's generated artwork (issue 20): a picture per model, distinct from the
 * others, and a thumbnail per part, which part details point at. Both valid SVG, with the
 * catalogue's caching (Cache-Control, ETag and 304), and 404 for what the catalogue lacks.
 */
import { XMLValidator } from 'fast-xml-parser';
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

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

/** The drawing alone: without the texts that name what it shows. */
const drawingOf = (svg: string) => svg.replace(/<title>.*?<\/title>/g, '').replace(/<text[^>]*>.*?<\/text>/g, '');

function expectSvg(response: Awaited<ReturnType<typeof get>>): void {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
  expect(response.headers.etag).toMatch(/^(W\/)?"/);
  expect(XMLValidator.validate(response.body)).toBe(true);
  expect(response.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* role="img"/);
}

describe('GET /catalogue-assets/models/:file', () => {
  it('draws each model its own picture, named by its title, cacheable by anyone', async () => {
    const models = await server.database.query<{ model_code: string; model_name: string; image_url: string }>(
      'select model_code, model_name, image_url from vehicle_models order by model_code',
    );
    expect(models.length).toBeGreaterThan(10);
    const drawings = new Set<string>();
    const looks = new Set<string>();
    for (const model of models) {
      const response = await get(model.image_url);
      expectSvg(response);
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      expect(response.body).toContain(`<title>${model.model_name}</title>`);
      drawings.add(drawingOf(response.body));
      looks.add(/data-body-style="[^"]+" data-paint="[^"]+"/.exec(response.body)?.[0] ?? '');
    }
    // Not only the name differs: no two models share a drawing, nor body style and paint.
    expect(drawings.size).toBe(models.length);
    expect(looks.size).toBe(models.length);
  });

  it('answers 304 to its own ETag, and 404 for a model the catalogue lacks', async () => {
    const first = await get('/catalogue-assets/models/SB21.svg');
    expectSvg(first);
    const again = await get('/catalogue-assets/models/SB21.svg', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expectProblem(await get('/catalogue-assets/models/ZZ99.svg'), 404);
    expectProblem(await get('/catalogue-assets/models/SB21.png'), 404);
  });
});

describe('GET /catalogue-assets/parts/:file', () => {
  async function partsOfKinds(): Promise<{ part_number: string; description: string }[]> {
    return server.database.query(
      `select distinct on (kind) part_number, description from (
         select p.part_number, t.text as description,
                case when t.text ilike 'bolt%' then 'bolt' when t.text ilike 'oil pump%' then 'pump' end as kind
         from parts p join catalogue_texts t on t.text_id = p.text_id and t.language_code = 'en-GB'
       ) kinds where kind is not null order by kind, part_number`,
    );
  }

  it("is where part details point, drawn from the part's kind, for callers with catalogue access", async () => {
    const [bolt, pump] = await partsOfKinds();
    if (!bolt || !pump) throw new Error('The demo catalogue has bolts and oil pumps.');
    const details = await server.app.inject({
      method: 'POST',
      url: '/part/api/v1/partDetails',
      payload: { apns: [bolt.part_number, pump.part_number], langCode: 'en-GB' },
      headers: bearer(accessToken),
    });
    const parts = details.json<{ responseObject: { parts: { partNumber: string; imageUrl: string }[] } }>()
      .responseObject.parts;
    const urlOf = (partNumber: string) => parts.find((part) => part.partNumber === partNumber)?.imageUrl ?? '';
    expect(urlOf(bolt.part_number)).toBe(`/catalogue-assets/parts/${encodeURIComponent(bolt.part_number)}.svg`);

    const boltPicture = await get(urlOf(bolt.part_number), bearer(accessToken));
    expectSvg(boltPicture);
    expect(boltPicture.headers['cache-control']).toBe('max-age=86400');
    expect(boltPicture.body).toContain(`<title>${bolt.description} (${bolt.part_number})</title>`);
    expect(boltPicture.body).toContain('data-kind="bolt"');
    const pumpPicture = await get(urlOf(pump.part_number), bearer(accessToken));
    expect(pumpPicture.body).toContain('data-kind="pump"');
    expect(drawingOf(pumpPicture.body)).not.toBe(drawingOf(boltPicture.body));

    const again = await get(urlOf(bolt.part_number), {
      ...bearer(accessToken),
      'if-none-match': String(boltPicture.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect((await get(urlOf(bolt.part_number))).statusCode).toBe(401);
  });

  it('answers 404 for a part the catalogue lacks, or a name that is not an SVG', async () => {
    expectProblem(await get('/catalogue-assets/parts/NO-SUCH-PART.svg', bearer(accessToken)), 404);
    expectProblem(await get(`/catalogue-assets/parts/${'A'.repeat(41)}.svg`, bearer(accessToken)), 404);
    const [part] = await server.database.query<{ part_number: string }>('select part_number from parts limit 1');
    expectProblem(await get(`/catalogue-assets/parts/${part?.part_number ?? ''}.png`, bearer(accessToken)), 404);
  });
});
