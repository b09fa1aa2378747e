/**
 * A catalogue document in each of the 29 languages (issue 18): POST /getPartPDF with the
 * language draws it in that language's script, and a reader's viewer (pdf.js) reads back its
 * language, its headings and a bulletin's part numbers, with nothing replaced by '?'.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportedLanguages } from '../../../src/domain/profile/supported-languages';
import { documentWordsIn } from '../../../src/server/catalogue/documents/words';
import { startServerWithCatalogueUser } from '../support/catalogue-user-server';
import { comparableText, readPdf } from '../support/pdf-reader';
import type { TestServer } from '../support/test-server';

let server: TestServer;
let accessToken: string;

beforeAll(async () => {
  ({ server, accessToken } = await startServerWithCatalogueUser());
});

afterAll(() => server.close());

const getPartPdf = (epcPartFileRef: string, langCode: string) =>
  server.app.inject({
    method: 'POST',
    url: '/getPartPDF',
    payload: { epcPartFileRef, langCode },
    headers: { authorization: `Bearer ${accessToken}` },
  });

/** The font family a language's own script is drawn in; Noto Sans for the others. */
const scriptFamilies: Readonly<Record<string, string>> = {
  'ja-JP': 'NotoSansJP',
  'ko-KP': 'NotoSansKR',
  'zh-CN': 'NotoSansSC',
  'zh-TW': 'NotoSansTC',
  'zh-HK': 'NotoSansHK',
  th: 'NotoSansThai',
  hi: 'NotoSansDevanagari',
};

const comparable = comparableText;

describe('POST /getPartPDF in every language', () => {
  it.each(supportedLanguages)('%s: the main preface reads back in its language and script', async (language) => {
    const response = await getPartPdf('arden-sb21-2024-main-preface-1', language);
    expect(response.statusCode).toBe(200);
    const read = await readPdf(response.rawPayload);
    expect(read.language).toBe(language);
    const { words } = documentWordsIn(language);
    const lines = read.text.split('\n').map((line) => comparable(language, line));
    for (const [heading] of words.mainPreface) expect(lines).toContain(comparable(language, heading));
    expect(read.text).not.toMatch(/[?\ufffd]/u);
    const family = scriptFamilies[language] ?? 'NotoSans';
    expect(read.fontNames.some((name) => name.endsWith(`+${family}-Bold`))).toBe(true);
  });

  it.each(['ja-JP', 'th', 'zh-HK'])(
    '%s: a bulletin keeps its Latin part numbers among the script',
    async (language) => {
      const read = await readPdf((await getPartPdf('arden-sb21-2024-bulletins-1', language)).rawPayload);
      expect(read.pages.length).toBeGreaterThan(1);
      expect(read.text).toMatch(/[A-Z0-9]{2,}-[A-Z0-9]{2,}/u);
      expect(read.text).not.toMatch(/[?\ufffd]/u);
    },
  );
});
