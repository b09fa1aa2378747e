import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SyncOperation, SyncReply } from '../../../../src/domain/sync/sync-contracts';

const reply: SyncReply = {
  results: [{ index: 0, idempotencyKey: 'k1', status: 'applied' }],
  applied: ['k1'],
  alreadyApplied: [],
  rejected: [],
  shoppingList: { key_value_string: 'c', lines: [], c_shoplistModificationDate: '2026-11-22T10:00:00.000Z' },
  notes: [],
  bookmarks: [],
};
const operations: SyncOperation[] = [
  { idempotencyKey: 'k1', entity: 'shoppingList', createdAt: '', change: { action: 'reset' } },
];
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let token = 'Bearer old';
const seen: { url: string; authorization: string | null; body: unknown }[] = [];
let answers: (() => Response)[] = [];

beforeAll(async () => {
  // The api clients resolve paths against the page's address.
  vi.stubGlobal('location', new URL('http://localhost:5173/en-GB/'));
  // The http client asks the browser whether it is online when it reads an answer.
  vi.stubGlobal('navigator', { onLine: true });
  vi.stubGlobal('fetch', async (request: Request) => {
    seen.push({
      url: request.url,
      authorization: request.headers.get('authorization'),
      body: await request.clone().json(),
    });
    const answer = answers.shift();
    if (!answer) throw new TypeError('Failed to fetch');
    return answer();
  });
  const { provideAccessToken } = await import('../../../../src/client/api/access-token-provider');
  provideAccessToken(async () => token);
});
afterAll(() => {
  vi.unstubAllGlobals();
});

async function send(
  script: (() => Response)[],
  renew = vi.fn(async () => {
    token = 'Bearer renewed';
  }),
) {
  const { sendOperations } = await import('../../../../src/client/api/sync/sync-client');
  token = 'Bearer old';
  seen.length = 0;
  answers = [...script];
  const outcome = await sendOperations(operations, { renewAccessToken: renew }).catch((error: unknown) => error);
  return { outcome, renew };
}

describe('sending the outbox', () => {
  it('posts the operations to /api/sync/operations with the access token', async () => {
    const { outcome } = await send([() => json(200, reply)]);
    expect(outcome).toEqual(reply);
    expect(seen).toEqual([
      { url: 'http://localhost:5173/api/sync/operations', authorization: 'Bearer old', body: { operations } },
    ]);
  });

  it('after a 401 renews the token once and sends the same batch again', async () => {
    const { outcome, renew } = await send([
      () => json(401, { detail: 'A valid access token is required.' }),
      () => json(200, reply),
    ]);
    expect(outcome).toEqual(reply);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(seen.map((request) => request.authorization)).toEqual(['Bearer old', 'Bearer renewed']);
    expect(seen[1]?.body).toEqual(seen[0]?.body);
  });

  it('a second 401 is a refusal to show, not retried again', async () => {
    const unauthorised = () => json(401, { detail: 'A valid access token is required.' });
    const { outcome, renew } = await send([unauthorised, unauthorised]);
    expect(outcome).toMatchObject({
      name: 'SyncRequestError',
      retryable: false,
      status: 401,
      message: 'A valid access token is required.',
    });
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('tells retryable failures (no network, 5xx, 429) from refusals (other 4xx)', async () => {
    expect((await send([])).outcome).toMatchObject({ retryable: true, status: undefined });
    expect((await send([() => json(503, { detail: 'Something went wrong. Try again!' })])).outcome).toMatchObject({
      retryable: true,
      status: 503,
    });
    expect((await send([() => json(429, {})])).outcome).toMatchObject({ retryable: true, status: 429 });
    expect((await send([() => json(400, { detail: 'At most 200 operations.' })])).outcome).toMatchObject({
      retryable: false,
      status: 400,
      message: 'At most 200 operations.',
    });
  });

  it("says the status when the answer has no problem details (a proxy's error page, an empty body)", async () => {
    const page = () =>
      new Response('<html>Bad gateway</html>', {
        status: 502,
        statusText: 'Bad Gateway',
        headers: { 'content-type': 'text/html' },
      });
    expect((await send([page])).outcome).toMatchObject({
      retryable: true,
      status: 502,
      message: 'The server answered 502 Bad Gateway',
    });
    expect((await send([() => new Response(null, { status: 409 })])).outcome).toMatchObject({
      retryable: false,
      status: 409,
      message: 'The server answered 409',
    });
    expect((await send([() => json(400, { detail: '' })])).outcome).toMatchObject({
      message: 'The server answered 400',
    });
  });
});
