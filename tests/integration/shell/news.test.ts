import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsList, NewsSummary } from '../../../src/domain/shell/news-contracts';
import { readPdf } from '../support/pdf-reader';
import { expectProblem } from '../support/problem-assertions';
import type { TestServer } from '../support/test-server';
import { bearer, startServerWithGuest } from '../support/guest-server';

let server: TestServer;
let accessToken: string;

beforeAll(async () => {
  ({ server, accessToken } = await startServerWithGuest());
});

afterAll(() => server.close());

const get = (url: string, token = accessToken) => server.app.inject({ method: 'GET', url, headers: bearer(token) });

const insertNews = (key: string, lastModified: string, data: Record<string, unknown>) =>
  server.database.query(
    `insert into custom_objects (type, key, data, last_modified) values ('EpcUpdates', $1, $2::jsonb, $3::timestamptz)`,
    [key, JSON.stringify(data), lastModified],
  );

describe('GET /api/news: the news list by language', () => {
  it("lists the en-GB news newest first, with the spec's fields and a file URL the server serves", async () => {
    const response = await get('/api/news?language=en-GB');
    expect(response.statusCode).toBe(200);
    const list = response.json<NewsList>();
    expect(list.c_languageCode).toBe('en-GB');
    expect(list.items.map((item) => item.c_name)).toEqual([
      'November 2026 catalogue update',
      'Bookmarks and shared catalogues',
      'Working offline in the workshop',
    ]);
    expect(list.items[0]).toEqual({
      key_value_string: 'epc-update-2026-11-en-GB',
      c_name: 'November 2026 catalogue update',
      c_fileName: 'epc-update-2026-11-en-GB.pdf',
      c_fileUrl: '/api/news/files/epc-update-2026-11-en-GB',
      last_modified: '2026-11-12T09:00:00.000Z',
    });
  });

  it('gives a language its own news when it has some', async () => {
    const list = (await get('/api/news?language=de-DE')).json<NewsList>();
    expect(list.c_languageCode).toBe('de-DE');
    expect(list.items.map((item) => item.c_name)).toEqual(['Katalog-Update November 2026']);
  });

  it('falls back to the en-GB news for a language without any, and says so', async () => {
    const list = (await get('/api/news?language=fr-FR')).json<NewsList>();
    expect(list.c_languageCode).toBe('en-GB');
    expect(list.items).toHaveLength(3);
  });

  it('reads an underscore locale id (de_DE) as the same language', async () => {
    expect((await get('/api/news?language=de_DE')).json<NewsList>().c_languageCode).toBe('de-DE');
  });

  it('may be kept by the service worker: shared, not personal', async () => {
    const response = await get('/api/news?language=en-GB');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    ['no language', '/api/news', 'language is required.'],
    ['a language that is not a locale id', '/api/news?language=english%20please', 'language must look like en-GB.'],
  ])('answers %s with a 400 problem', async (_, url, detail) => {
    expect(expectProblem(await get(url), 400).detail).toBe(detail);
  });

  it("needs an access token (a guest's will do)", async () => {
    expectProblem(await get('/api/news?language=en-GB', ''), 401);
  });
});

describe('GET /api/news/latest: the news summary (last-modified lookup)', () => {
  it("names the newest item's time and language", async () => {
    const response = await get('/api/news/latest?language=en-GB');
    expect(response.statusCode).toBe(200);
    expect(response.json<NewsSummary>()).toEqual({
      last_modified: '2026-11-12T09:00:00.000Z',
      c_languageCode: 'en-GB',
    });
  });

  it('follows the same language fallback as the list', async () => {
    expect((await get('/api/news/latest?language=de-DE')).json<NewsSummary>().c_languageCode).toBe('de-DE');
    expect((await get('/api/news/latest?language=nl')).json<NewsSummary>().c_languageCode).toBe('en-GB');
  });

  it('answers 400 for bad input', async () => {
    expectProblem(await get('/api/news/latest?language=<script>'), 400);
  });
});

describe('GET /api/news/files/:key: the file of a news item', () => {
  it('is a PDF drawn from the item', async () => {
    const response = await get('/api/news/files/epc-update-2026-11-en-GB');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('inline; filename="epc-update-2026-11-en-GB.pdf"');
    expect(response.headers['cache-control']).toBe('no-cache');
    const pdf = response.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    const read = await readPdf(response.rawPayload);
    expect(read.title).toBe('November 2026 catalogue update');
    expect(read.language).toBe('en-GB');
    expect(read.text.split('\n')).toContain('November 2026 catalogue update');
    expect(read.text.split('\n')).toContain('New vehicles');
  });

  it('answers 404 with a problem for an unknown item', async () => {
    const problem = expectProblem(await get('/api/news/files/no-such-update'), 404);
    expect(problem.detail).toBe('No document found');
  });

  it('answers 400 for a key that could not be one', async () => {
    expectProblem(await get('/api/news/files/..%2Fsecrets'), 400);
  });
});

describe('news an administrator stored by hand', () => {
  it('leaves out a record without a name, and draws a file for one with only a name', async () => {
    await insertNews('hand-made-no-name', '2026-11-20T00:00:00.000Z', { c_languageCode: 'it-IT' });
    await insertNews('hand-made-bare', '2026-11-19T00:00:00.000Z', {
      c_languageCode: 'it-IT',
      c_name: 'Aggiornamento',
      c_sections: 'not a list',
    });
    const list = (await get('/api/news?language=it-IT')).json<NewsList>();
    expect(list.items.map((item) => item.key_value_string)).toEqual(['hand-made-bare']);
    expect(list.items[0]?.c_fileName).toBe('hand-made-bare.pdf');
    const file = await get('/api/news/files/hand-made-bare');
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.toString('latin1')).toContain('(Aggiornamento)');
    expectProblem(await get('/api/news/files/hand-made-no-name'), 404);
  });

  it('puts a newer item first in the list and in the summary', async () => {
    await insertNews('pt-older', '2026-11-01T00:00:00.000Z', { c_languageCode: 'pt-PT', c_name: 'Mais antiga' });
    await insertNews('pt-newer', '2026-11-21T00:00:00.000Z', { c_languageCode: 'pt-PT', c_name: 'Mais recente' });
    expect((await get('/api/news?language=pt-PT')).json<NewsList>().items.map((item) => item.c_name)).toEqual([
      'Mais recente',
      'Mais antiga',
    ]);
    expect((await get('/api/news/latest?language=pt-PT')).json<NewsSummary>()).toEqual({
      last_modified: '2026-11-21T00:00:00.000Z',
      c_languageCode: 'pt-PT',
    });
  });

  it('answers an empty summary and list when there is no news at all', async () => {
    await server.database.query(`delete from custom_objects where type = 'EpcUpdates'`);
    expect((await get('/api/news/latest?language=en-GB')).json()).toEqual({});
    expect((await get('/api/news?language=fr-FR')).json()).toEqual({ c_languageCode: 'en-GB', items: [] });
  });
});
