import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportedLanguages } from '../../../src/domain/profile/supported-languages';
import type { CatalogueDocument, Hierarchy } from '../../../src/domain/catalogue/catalogue-contracts';
import { readPdf } from '../support/pdf-reader';
import { expectProblem } from '../support/problem-assertions';
import type { TestServer } from '../support/test-server';
import { startServerWithCatalogueUser } from '../support/catalogue-user-server';

let server: TestServer;
let accessToken: string;

beforeAll(async () => {
  ({ server, accessToken } = await startServerWithCatalogueUser());
});

afterAll(() => server.close());

const post = (url: string, payload: object | string, token = accessToken) =>
  server.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/json', ...(token === '' ? {} : { authorization: `Bearer ${token}` }) },
  });

const documentsOf = async (catHieId: string, langCode: string): Promise<CatalogueDocument[]> =>
  (await post('/catalogue/api/v1/nextLevelHierarchies', { catHieId, langCode })).json<{ responseObject: Hierarchy }>()
    .responseObject.documents;

const getPartPdf = (epcPartFileRef: unknown, token?: string) => post('/getPartPDF', { epcPartFileRef }, token);

describe('the document tiles of a vehicle catalogue (nextLevelHierarchies documents)', () => {
  it('lists one document of each type, titled in the caller’s language', async () => {
    const documents = await documentsOf('arden-sb21-2024', 'fr-FR');
    expect(new Set(documents.map((document) => document.type))).toEqual(
      new Set(['bulletins', 'commonPreface', 'mainPreface', 'overlayRepair']),
    );
    expect(documents.find((document) => document.type === 'commonPreface')).toEqual({
      type: 'commonPreface',
      title: 'Préface commune',
      epcPartFileRef: 'arden-sb21-2024-common-preface-1',
    });
    expect(documents.find((document) => document.type === 'bulletins')?.title).toMatch(/^Bulletin technique : /);
  });

  it('titles them in English for a language without translations', async () => {
    const documents = await documentsOf('arden-sb21-2024', 'fi-FI');
    expect(documents.map((document) => document.title)).toContain('Main preface');
  });

  it('gives every demo vehicle catalogue its tiles, some of them two bulletins', async () => {
    const rows = await server.database.query<{ catalogue_id: string; types: string[] }>(
      `select n.cat_hie_id as catalogue_id, array_agg(d.document_type order by d.sort_order) as types
       from catalogue_nodes n left join catalogue_documents d on d.catalogue_id = n.cat_hie_id
       where n.node_kind = 'vehicle' group by n.cat_hie_id`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(12);
    for (const { types } of rows) {
      expect(types.slice(-3)).toEqual(['commonPreface', 'mainPreface', 'overlayRepair']);
      expect(types.slice(0, -3).every((type) => type === 'bulletins')).toBe(true);
    }
    expect(rows.some(({ types }) => types.length === 5)).toBe(true);
    expect(rows.some(({ types }) => types.length === 4)).toBe(true);
    const titleLanguages = await server.database.query<{ languages: string[] }>(
      `select array_agg(t.language_code order by t.language_code) as languages
       from (select distinct title_text_id from catalogue_documents) d join catalogue_texts t on t.text_id = d.title_text_id
       group by d.title_text_id`,
    );
    const everyLanguage = [...supportedLanguages].sort().join();
    expect(titleLanguages.every(({ languages }) => languages.join() === everyLanguage)).toBe(true);
  });

  it('answers no documents for any other node', async () => {
    expect(await documentsOf('arden', 'en-GB')).toEqual([]);
    expect(await documentsOf('arden-sb21-2024-m06', 'en-GB')).toEqual([]);
    expect(await documentsOf('arden-sb21-2024-m06-n01-p2', 'en-GB')).toEqual([]);
  });
});

describe('POST /getPartPDF', () => {
  it('answers a listed document as a PDF the service worker may keep', async () => {
    const [document] = await documentsOf('corvid-rv18-2024', 'en-GB');
    const response = await getPartPdf(document?.epcPartFileRef);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('no-cache');
    const pdf = response.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toMatch(/%%EOF\n?$/);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
  });

  it('sends the PDF bytes as they are to a client that accepts compression', async () => {
    const plain = await getPartPdf('arden-sb21-2024-bulletins-1');
    const response = await server.app.inject({
      method: 'POST',
      url: '/getPartPDF',
      payload: { epcPartFileRef: 'arden-sb21-2024-bulletins-1' },
      headers: { authorization: `Bearer ${accessToken}`, 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(plain.rawPayload)).toBe(true);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('draws the title, the vehicle and the document type, on several pages for a bulletin', async () => {
    const bulletin = await readPdf((await getPartPdf('arden-sb21-2024-bulletins-1')).rawPayload);
    expect(bulletin.text.split('\n')).toContain('Arden Sable 2024');
    expect(bulletin.text.split('\n')).toContain('Document type: Technical bulletin');
    expect(bulletin.pages.length).toBeGreaterThan(1);
    const preface = await readPdf((await getPartPdf('arden-sb21-2024-main-preface-1')).rawPayload);
    expect(preface.text.split('\n')).toContain('Main preface');
    expect(preface.pages).toHaveLength(1);
  });

  it('draws the same bytes for the same document every time', async () => {
    const first = await getPartPdf('arden-sb21-2024-overlay-repair-1');
    const second = await getPartPdf('arden-sb21-2024-overlay-repair-1');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('answers an unknown document with the problem "No document found"', async () => {
    expect(expectProblem(await getPartPdf('arden-sb21-2024-bulletins-9'), 404).detail).toBe('No document found');
  });

  it('says what is wrong with a bad body', async () => {
    expect(expectProblem(await post('/getPartPDF', {}), 400).detail).toBe('epcPartFileRef is required.');
    expect(expectProblem(await getPartPdf({ ref: 'x' }), 400).detail).toBe('epcPartFileRef must be string.');
    expect(expectProblem(await getPartPdf('../../etc/passwd'), 400).detail).toBe(
      'epcPartFileRef must look like arden-sb21-2024-bulletins-1.',
    );
    expect(expectProblem(await post('/getPartPDF', '{"epcPartFileRef":'), 400).detail).toMatch(/JSON/);
  });

  it('needs a shopper token, like the catalogue', async () => {
    expectProblem(await getPartPdf('arden-sb21-2024-bulletins-1', ''), 401);
  });
});
