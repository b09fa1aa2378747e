import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/** Replaces every service message of the language with this one. */
async function onlyMessage(languageCode: string, fields: Record<string, unknown>): Promise<void> {
  await server.database.query(
    `delete from custom_objects where type = 'EpcServiceMessages' and data->>'c_languageCode' = $1`,
    [languageCode],
  );
  await server.database.query(
    `insert into custom_objects (type, key, data) values ('EpcServiceMessages', $1, $2::jsonb)`,
    [
      `test-${languageCode}`,
      JSON.stringify({ c_languageCode: languageCode, c_messageContent: `Notice in ${languageCode}`, ...fields }),
    ],
  );
}

describe('GET /api/service-message: the system notification by language', () => {
  it('answers the active demo message in en-GB, leaving out the one that is over', async () => {
    const response = await get('/api/service-message?language=en-GB');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      c_messageContent:
        'Planned maintenance: the parts catalogue may be unavailable for a few minutes on Sundays between 02:00 and 04:00 UTC.',
      c_endDate: '2036-12-31T23:59:59.000Z',
    });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it("falls back to the active en-GB message when the language has no active one (de-DE's is switched off)", async () => {
    const message = (await get('/api/service-message?language=de-DE')).json<{ c_messageContent: string }>();
    expect(message.c_messageContent).toMatch(/^Planned maintenance/);
  });

  describe('the active window (status true and now between start and end)', () => {
    it.each([
      ['inside the window', { c_status: true, c_startDate: minutesFromNow(-5), c_endDate: minutesFromNow(5) }, true],
      [
        'switched off inside the window',
        { c_status: false, c_startDate: minutesFromNow(-5), c_endDate: minutesFromNow(5) },
        false,
      ],
      ['before the start', { c_status: true, c_startDate: minutesFromNow(5), c_endDate: minutesFromNow(10) }, false],
      ['after the end', { c_status: true, c_startDate: minutesFromNow(-10), c_endDate: minutesFromNow(-5) }, false],
      ['with no end date', { c_status: true, c_startDate: minutesFromNow(-5) }, true],
      ['with an unreadable start date', { c_status: true, c_startDate: 'Monday', c_endDate: minutesFromNow(5) }, false],
    ])('a fi-FI message %s is shown: %s', async (_, fields, shown) => {
      await onlyMessage('fi-FI', fields);
      const answer = (await get('/api/service-message?language=fi-FI')).json<{ c_messageContent?: string }>();
      // When the fi-FI one is not active, the reader gets the active en-GB message instead.
      expect(answer.c_messageContent === 'Notice in fi-FI').toBe(shown);
    });
  });

  it('answers {} when no message is active in the language or in en-GB', async () => {
    await onlyMessage('en-GB', { c_status: true, c_startDate: minutesFromNow(-10), c_endDate: minutesFromNow(-5) });
    await onlyMessage('fi-FI', { c_status: false });
    expect((await get('/api/service-message?language=fi-FI')).json()).toEqual({});
    expect((await get('/api/service-message?language=en-GB')).json()).toEqual({});
  });

  it('passes the text on as it is stored: the client shows it as text', async () => {
    await onlyMessage('sv', { c_status: true, c_messageContent: '<b>Underhåll</b> & <script>x()</script>' });
    expect((await get('/api/service-message?language=sv')).json()).toEqual({
      c_messageContent: '<b>Underhåll</b> & <script>x()</script>',
    });
  });

  it.each([
    ['no language', '/api/service-message'],
    ['a language that is not a locale id', '/api/service-message?language=en-GB-x-y'],
  ])('answers %s with a 400 problem', async (_, url) => {
    expectProblem(await get(url), 400);
  });

  it('needs an access token', async () => {
    expectProblem(await get('/api/service-message?language=en-GB', ''), 401);
  });
});
