/**
 * Catalogue search in each of the 29 languages (catalogue spec, section 9; issue 18): a user
 * finds a part by a word of its description in their own language, through that language's
 * text-search configuration, 'simple', or character n-grams (migration 020).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vocabularies } from '../../../src/server/db/demo-data/catalogue/vocabulary';
import { languages } from '../../../src/server/db/demo-data/languages';
import type { TestServer } from '../support/test-server';
import { startServerWithCatalogueUser } from '../support/catalogue-user-server';

let server: TestServer;
let accessToken: string;

/** Two components of the demo catalogue, each with its minor section in one catalogue. */
const components = [
  { section: 'arden-sb21-2024-m01-n04', major: 0, component: 3 }, // Oil pump
  { section: 'arden-sb21-2024-m06-n01', major: 5, component: 0 }, // Brake caliper
] as const;
const [oilPump] = components;
const oilPumpSection = oilPump.section;

type LanguageCode = keyof typeof vocabularies;
const textOf = (code: LanguageCode, { major, component }: (typeof components)[number]) =>
  vocabularies[code].majorSections[major].components[component];
const englishOilPump = textOf('en-GB', oilPump);

const ngramLanguages = new Set(['ja-JP', 'ko-KP', 'zh-CN', 'zh-TW', 'zh-HK', 'th']);

const longest = (parts: string[]) => parts.reduce((found, part) => (part.length > found.length ? part : found), '');

/**
 * A word of the text as a user would type it: where n-grams, two neighbouring characters from
 * the middle of its longest run ('오일 펌프' gives '오일', 'オイルポンプ' 'ルポ').
 */
function wordOf(code: string, text: string): string {
  if (ngramLanguages.has(code)) {
    const characters = [...longest(text.split(/[\s\p{P}\p{S}]+/u))];
    const middle = Math.max(1, Math.floor(characters.length / 2));
    return characters.slice(middle - 1, middle + 1).join('');
  }
  return longest(text.split(/[^\p{L}\p{M}\p{N}]+/u));
}

/** The ids of the texts that are the oil pump's name unqualified (a section's and its parts'). */
async function oilPumpTextIds(): Promise<number[]> {
  const rows = await server.database.query<{ text_id: number }>(
    `select text_id from catalogue_texts where language_code = 'en-GB' and text = $1`,
    [englishOilPump],
  );
  return rows.map((row) => row.text_id);
}

/** Gives the oil pump's texts this wording in this language (the test's own database). */
async function setOilPumpText(code: string, text: string): Promise<void> {
  await server.database.query(
    `insert into catalogue_texts (text_id, language_code, text)
     select text_id, $2, $3 from unnest($1::int[]) as text_id
     on conflict (text_id, language_code) do update set text = excluded.text`,
    [await oilPumpTextIds(), code, text],
  );
}

interface Result {
  partNumber: string;
  description: string;
  matchType: string;
}

async function search(searchTerm: string, langCode: string, catHieId: string = oilPumpSection): Promise<Result[]> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/catalogue/api/v1/search',
    payload: { catHieId, searchCat: 'description', searchTerm, langCode },
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ responseObject: { results: Result[] } }>().responseObject.results;
}

beforeAll(async () => {
  ({ server, accessToken } = await startServerWithCatalogueUser());
});

afterAll(() => server.close());

describe('catalogue search in every language', () => {
  const cases = languages.flatMap(({ code }) =>
    components.map((component) => ({ code: code as LanguageCode, component })),
  );
  it.each(cases)(
    'finds a part by a word of its description in $code ($component.section)',
    async ({ code, component }) => {
      const text = textOf(code, component);
      const word = wordOf(code, text);
      const results = await search(word, code, component.section);
      const found = results.filter((result) => result.description === text);
      expect(found.length, `'${word}' of '${text}'`).toBeGreaterThan(0);
      expect(found.every((result) => result.matchType === 'description')).toBe(true);
    },
  );

  it('has a vocabulary for each of the 29 languages', () => {
    expect(Object.keys(vocabularies).sort()).toEqual(languages.map(({ code }) => code).sort());
  });

  it('finds a Russian word in another case through the russian configuration', async () => {
    await setOilPumpText('ru-RU', 'Масляный насос');
    // Genitive, as in 'замена масляного насоса' (replacing the oil pump).
    for (const term of ['насоса', 'масляного насоса', 'НАСОСОМ']) {
      const results = await search(term, 'ru-RU');
      expect(
        results.some((result) => result.description === 'Масляный насос'),
        term,
      ).toBe(true);
    }
  });

  it('forgives a typo in a Cyrillic or Greek word (one typo from a catalogue word), and a Greek word typed without accents', async () => {
    await setOilPumpText('ru-RU', 'Масляный насос');
    await setOilPumpText('el', 'Αντλία λαδιού');
    for (const [term, code, text] of [
      ['маслянный', 'ru-RU', 'Масляный насос'],
      ['масляныи', 'ru-RU', 'Масляный насос'],
      ['ανντλία', 'el', 'Αντλία λαδιού'],
      // Greek typed without its accent is no typo: the greek configuration takes it as it is.
      ['αντλια λαδιου', 'el', 'Αντλία λαδιού'],
    ] as const) {
      const results = await search(term, code);
      expect(
        results.some((result) => result.description === text),
        term,
      ).toBe(true);
    }
  });

  it('finds Japanese texts by one or two of their characters, anywhere in them', async () => {
    await setOilPumpText('ja-JP', 'オイルポンプ');
    for (const term of ['ポ', 'ポン', 'ンプ', 'イルポ']) {
      const results = await search(term, 'ja-JP');
      expect(
        results.some((result) => result.description === 'オイルポンプ'),
        term,
      ).toBe(true);
    }
    // All pairs must be there: 'ポイ' is two characters of the text, but not neighbours.
    expect((await search('ポイ', 'ja-JP')).some((result) => result.description === 'オイルポンプ')).toBe(false);
  });

  it('finds Chinese (Taiwan) texts by a pair of characters inside a longer run, or by one', async () => {
    await setOilPumpText('zh-TW', '引擎機油泵總成');
    for (const term of ['油泵', '泵']) {
      const results = await search(term, 'zh-TW');
      expect(
        results.some((result) => result.description === '引擎機油泵總成'),
        term,
      ).toBe(true);
    }
  });

  it('answers terms made of tsquery syntax, quotes and lone marks without an error, in every way of matching', async () => {
    for (const code of ['ja-JP', 'th', 'ru-RU', 'cs', 'en-GB']) {
      for (const term of ["'", '\\', "油'泵", 'a\\b', '&|!():*<->', '\u0301', "ポ''ン", 'x:*']) {
        await search(term, code);
      }
    }
  });

  it('answers no parts for a single letter in an alphabet, which starts half the texts', async () => {
    expect(await search('o', 'en-GB')).toEqual([]);
    expect(await search('н', 'ru-RU')).toEqual([]);
  });

  it('still finds English texts for an English user, and for others by the English word', async () => {
    const english = await search('oil pump', 'en-GB');
    expect(english.some((result) => result.description === englishOilPump)).toBe(true);
    const japanese = await search('oil pump', 'ja-JP');
    expect(japanese.length).toBeGreaterThan(0);
  });
});
