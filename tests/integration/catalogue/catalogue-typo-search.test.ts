/**
 * Typo-tolerant description search (issue 20): one typo (a character replaced, missing, added,
 * or two neighbours swapped) in any word of three characters or more, in every language with
 * words; exact matches first; no correction of shorter words; and a "did you mean" term when
 * nothing matches, which finds parts when followed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vocabularies } from '../../../src/server/db/demo-data/catalogue/vocabulary';
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
}

interface Answer {
  results: Result[];
  suggestion?: string;
}

const catalogueId = 'arden-sb21-2024';
const oilPumpSection = `${catalogueId}-m01-n04`;

async function search(searchTerm: string, langCode = 'en-GB', catHieId = catalogueId): Promise<Answer> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/catalogue/api/v1/search',
    payload: { catHieId, searchCat: 'description', searchTerm, langCode },
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ responseObject: Answer }>().responseObject;
}

const longestWord = (text: string) =>
  text.split(/[^\p{L}\p{M}\p{N}]+/u).reduce((found, word) => ([...word].length > [...found].length ? word : found), '');

/** The four kinds of typo, each in the middle of the word (a typo at its end would still be a prefix). */
function typosOf(word: string): Record<string, string> {
  const characters = [...word.toLowerCase()];
  const middle = Math.floor(characters.length / 2);
  const at = (replacement: string[], cut: number) =>
    [...characters.slice(0, middle), ...replacement, ...characters.slice(middle + cut)].join('');
  return {
    replaced: at(['q'], 1),
    missing: at([], 1),
    added: at(['q', characters[middle] ?? ''], 1),
    swapped: at([characters[middle + 1] ?? '', characters[middle] ?? ''], 2),
  };
}

describe('typo-tolerant description search', () => {
  it('finds gaskets for "gaskit", and the oil pump for "oli pump" (one typo in a word of three letters)', async () => {
    const gaskets = await search('gaskit');
    expect(gaskets.results.length).toBeGreaterThan(0);
    expect(gaskets.results.every((result) => /gasket/i.test(result.description))).toBe(true);
    expect(gaskets.results.every((result) => result.matchType === 'description')).toBe(true);
    const oilPumps = await search('oli pump', 'en-GB', oilPumpSection);
    expect(oilPumps.results.some((result) => /^oil pump/i.test(result.description))).toBe(true);
  });

  const languages = ['en-GB', 'de-DE', 'fr-FR', 'ru-RU', 'el', 'pl-PL', 'tr', 'cs', 'sv', 'hi'] as const;
  it.each(languages)('forgives one typo of each kind in a word of the oil pump in %s', async (langCode) => {
    const text = vocabularies[langCode].majorSections[0].components[3];
    const word = longestWord(text);
    for (const [kind, typo] of Object.entries(typosOf(word))) {
      // A word of three characters less one is a word of two, which is never corrected.
      if ([...typo].length < 3) continue;
      const term = text.toLowerCase().replace(word.toLowerCase(), typo);
      const { results } = await search(term, langCode, oilPumpSection);
      expect(
        results.some((result) => result.description === text),
        `${kind}: '${term}' for '${text}'`,
      ).toBe(true);
    }
  });

  it('never corrects a word of one or two letters', async () => {
    // 'ol' is one letter from 'oil', and starts no word of the oil pump.
    const { results } = await search('ol pump', 'en-GB', oilPumpSection);
    expect(results.some((result) => /^oil pump/i.test(result.description))).toBe(false);
  });

  it('ranks parts matched as typed before parts matched through a typo', async () => {
    // Swedish wordings of the test's own for two parts of one page: 'oljepum' starts
    // 'Oljepump' as typed, and is one letter from 'Oljepam'.
    const page = `${oilPumpSection}-p1`;
    const [typed, typo] = await server.database.query<{ text_id: number }>(
      `select distinct p.text_id from page_parts pp join parts p on p.part_number = pp.part_number
       where pp.page_id = $1 order by p.text_id limit 2`,
      [page],
    );
    await server.database.query(
      `insert into catalogue_texts (text_id, language_code, text) values ($1, 'sv', 'Oljepump'), ($2, 'sv', 'Oljepam')
       on conflict (text_id, language_code) do update set text = excluded.text`,
      [typed?.text_id, typo?.text_id],
    );
    const descriptions = (await search('oljepum', 'sv', page)).results.map((result) => result.description);
    expect(descriptions).toContain('Oljepump');
    expect(descriptions).toContain('Oljepam');
    expect(descriptions.lastIndexOf('Oljepump')).toBeLessThan(descriptions.indexOf('Oljepam'));
  });

  it('suggests the nearest catalogue words when nothing matches, a term that finds parts', async () => {
    const nothing = await search('gasskett', 'en-GB');
    expect(nothing.results).toEqual([]);
    expect(nothing.suggestion).toBe('gasket');
    const followed = await search(nothing.suggestion ?? '', 'en-GB');
    expect(followed.results.length).toBeGreaterThan(0);
    // German words, for a German user.
    const german = await search('flachdichtunngg', 'de-DE');
    expect(german.suggestion).toBe('flachdichtung');
  });

  it('suggests nothing when something matches, or when no catalogue word is near', async () => {
    expect((await search('gasket')).suggestion).toBeUndefined();
    const far = await search('zzqxv');
    expect(far.results).toEqual([]);
    expect(far.suggestion).toBeUndefined();
  });

  it('answers a search with a suggestion again with 304 for its ETag', async () => {
    const request = {
      method: 'POST' as const,
      url: '/catalogue/api/v1/search',
      payload: { catHieId: catalogueId, searchCat: 'description', searchTerm: 'gasskett', langCode: 'en-GB' },
    };
    const first = await server.app.inject({ ...request, headers: { authorization: `Bearer ${accessToken}` } });
    const etag = first.headers.etag;
    expect(typeof etag).toBe('string');
    const again = await server.app.inject({
      ...request,
      headers: { authorization: `Bearer ${accessToken}`, 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
