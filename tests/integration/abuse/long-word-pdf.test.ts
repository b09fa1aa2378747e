/**
 * A stored text cannot stall the server: a news item whose text is one very long word used
 * to take seconds to draw as a PDF (the cube of the word's length), blocking every other
 * request. Its PDF now renders in linear time, within a bound, while the server answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cutShortNotice, pdfLimits } from '../../../src/server/pdf/document-block';
import { bearer, startServerWithGuest } from '../support/guest-server';
import { readPdf } from '../support/pdf-reader';
import type { TestServer } from '../support/test-server';

let server: TestServer;
let accessToken: string;

beforeAll(async () => {
  ({ server, accessToken } = await startServerWithGuest());
});

afterAll(() => server.close());

async function storeNewsWithWord(key: string, wordLength: number): Promise<void> {
  const word = 'Bremsscheibenverschleißanzeige'.repeat(Math.ceil(wordLength / 30)).slice(0, wordLength);
  await server.database.query(
    `insert into custom_objects (type, key, data, last_modified) values ('EpcUpdates', $1, $2::jsonb, now())`,
    [
      key,
      JSON.stringify({
        c_name: `One long word (${wordLength})`,
        c_languageCode: 'en-GB',
        c_sections: [{ heading: 'Word', text: word }],
      }),
    ],
  );
}

async function timePdf(key: string): Promise<{ ms: number; status: number; pdf: Buffer }> {
  const started = performance.now();
  const response = await server.app.inject({
    method: 'GET',
    url: `/api/news/files/${key}`,
    headers: bearer(accessToken),
  });
  return { ms: performance.now() - started, status: response.statusCode, pdf: response.rawPayload };
}

describe('the PDF of a news item whose text is one very long word', () => {
  it('renders a 100,000-character word in well under the bound, and 4x the word in under 8x the time', async () => {
    await storeNewsWithWord('long-word-100k', 100_000);
    await storeNewsWithWord('long-word-400k', 400_000);
    await timePdf('long-word-100k'); // warm-up: the first call compiles the code paths

    const single = await timePdf('long-word-100k');
    const quadruple = await timePdf('long-word-400k');
    expect(single.status).toBe(200);
    expect(quadruple.status).toBe(200);
    expect(single.pdf.toString('latin1').startsWith('%PDF-')).toBe(true);
    // Linear, not cubic: how long that takes in absolute terms belongs to the bench, since it
    // depends on the machine and its load. Small absolute times are noisy on a shared machine; 20 ms of slack keeps the ratio honest.
    expect(quadruple.ms).toBeLessThan(8 * Math.max(single.ms, 20));
  });

  it('lets other requests answer while the PDF is drawn', async () => {
    await storeNewsWithWord('long-word-meanwhile', 100_000);
    let drawing = true;
    const started = performance.now();
    const pdf = timePdf('long-word-meanwhile').finally(() => (drawing = false));
    // Health requests one after another for as long as the PDF takes, each answer's time kept.
    // A drawing that held the event loop would let through only the few made before it
    // started, long before the PDF is done; one that yields between pages lets them through to
    // its last pages. How many fit depends on the machine and its load (on a busy one a page
    // can be drawn between two answers, or several), so the test looks at when they came.
    const answeredAt: number[] = [];
    while (drawing) {
      const health = await server.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      if (drawing) answeredAt.push(performance.now());
      // A turn of the event loop, as a request from the network would wait for.
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect((await pdf).status).toBe(200);
    const took = performance.now() - started;
    expect(answeredAt.length).toBeGreaterThanOrEqual(3);
    // Answered until the drawing was nearly done: the last answer came in its last quarter.
    expect(started + took - (answeredAt.at(-1) ?? started)).toBeLessThan(took / 4);
  });

  it('stops at the page limit and says the document was cut short', async () => {
    await storeNewsWithWord('long-word-too-long', pdfLimits.maxCharacters * 2);
    const { status, pdf } = await timePdf('long-word-too-long');
    expect(status).toBe(200);
    const { pages } = await readPdf(pdf);
    expect(pages.length).toBeLessThanOrEqual(pdfLimits.maxPages);
    expect(pages.at(-1)?.text).toContain(cutShortNotice);
  });
});
