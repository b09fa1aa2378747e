/** The admin's service messages (EpcServiceMessages) through the routes, and the banner's answer following them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem } from '../support/problem-assertions';
import { startTestServer, type TestServer } from '../support/test-server';
import { addUser, uniqueId, type TestShopper } from '../shop-api/shopper-fixtures';

let server: TestServer;
let admin: TestShopper & { userId: string };
let dealerAdmin: TestShopper;

// A language the demo has no active message in: the banner shows the test's own, else the en-GB fallback.
const language = 'fr-FR';
const api = '/admin/api/v1/serviceMessages';

beforeAll(async () => {
  server = await startTestServer();
  admin = await addUser(server, { c_epcUserRole: 'admin', c_epcUserType: 'internal' });
  dealerAdmin = await addUser(server, { c_epcUserRole: 'admin', c_epcUserType: 'retailer', c_epcPartnerId: 'A100' });
});

afterAll(() => server.close());

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

function write(method: 'POST' | 'PUT', payload: object, id?: string, caller: TestShopper = admin) {
  return server.app.inject({ method, url: id === undefined ? api : `${api}/${id}`, headers: caller.headers, payload });
}

const banner = async () =>
  (
    await server.app.inject({ method: 'GET', url: `/api/service-message?language=${language}`, headers: admin.headers })
  ).json<{
    c_messageContent?: string;
  }>().c_messageContent;

describe('service messages', () => {
  it('creates a message under a random id; the banner shows it while now is between its dates', async () => {
    const text = uniqueId('Maintenance tonight');
    const response = await write('POST', {
      c_status: true,
      c_languageCode: language,
      c_startDate: minutesFromNow(-5),
      c_endDate: minutesFromNow(30),
      c_messageContent: `  ${text}  `,
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<{ id: string; active: boolean; c_messageContent: string; c_createdBy: string }>();
    expect(created).toMatchObject({ active: true, c_messageContent: text, c_createdBy: admin.userId });
    expect(created.id).toMatch(/^service-message-[0-9a-f-]{36}$/);
    expect(await banner()).toBe(text);

    // Moved into the future: the banner no longer shows it, and the list says it is not active.
    const later = await write(
      'PUT',
      { c_status: true, c_languageCode: language, c_startDate: minutesFromNow(60), c_messageContent: text },
      created.id,
    );
    expect(later.json()).toMatchObject({ active: false });
    expect(await banner()).not.toBe(text);

    // Switched off with open dates: still not shown. Deleted: gone from the list.
    await write('PUT', { c_status: false, c_languageCode: language, c_messageContent: text }, created.id);
    expect(await banner()).not.toBe(text);
    const removed = await server.app.inject({ method: 'DELETE', url: `${api}/${created.id}`, headers: admin.headers });
    expect(removed.json()).toEqual({ success: true });
    const list = await server.app.inject({ method: 'GET', url: `${api}?language=${language}`, headers: admin.headers });
    expect(list.json<{ items: { id: string }[] }>().items.map((item) => item.id)).not.toContain(created.id);
    const audit = await server.database.query<{ action: string }>(
      `select action from admin_audit where area = 'service_messages' and record_key = $1 order by id`,
      [created.id],
    );
    expect(audit.map((row) => row.action)).toEqual(['create', 'update', 'update', 'delete']);
  });

  it('refuses an end before the start, unreadable dates, an empty text and an unknown language, naming the field', async () => {
    const good = { c_status: true, c_languageCode: language, c_messageContent: 'Text' };
    const cases: [object, RegExp][] = [
      [{ ...good, c_startDate: minutesFromNow(10), c_endDate: minutesFromNow(5) }, /c_endDate/],
      [{ ...good, c_startDate: 'tomorrow' }, /c_startDate/],
      [{ ...good, c_messageContent: '  ' }, /c_messageContent/],
      [{ ...good, c_languageCode: 'xx' }, /c_languageCode/],
      [{ ...good, c_status: 'yes' }, /c_status/],
    ];
    for (const [payload, field] of cases) {
      expect(expectProblem(await write('POST', payload), 400).detail).toMatch(field);
    }
  });

  it('lets a retailer admin read the list but not write (403), and says 404 for an unknown message', async () => {
    const list = await server.app.inject({ method: 'GET', url: api, headers: dealerAdmin.headers });
    expect(list.statusCode).toBe(200);
    expectProblem(
      await write('POST', { c_status: true, c_languageCode: language, c_messageContent: 'x' }, undefined, dealerAdmin),
      403,
    );
    expectProblem(
      await write(
        'PUT',
        { c_status: true, c_languageCode: language, c_messageContent: 'x' },
        'service-message-unknown',
      ),
      404,
    );
  });
});
