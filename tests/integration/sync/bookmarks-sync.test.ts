import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bookmark, BookmarkAction } from '../../../src/domain/bookmarks/bookmark-contracts';
import { startTestServer, type TestServer } from '../support/test-server';
import { addUser, mintToken, shopPath, uniqueId, type TestShopper } from '../shop-api/shopper-fixtures';
import { newKey, syncOk } from './sync-support';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(() => server.close());

const bookmarkOperation = (change: BookmarkAction | Record<string, unknown>, idempotencyKey = newKey()) => ({
  idempotencyKey,
  entity: 'bookmark',
  createdAt: new Date().toISOString(),
  change,
});

const bookmark = (bookmarkName: string, id: string = uniqueId('bm')): Bookmark => ({
  id,
  bookmarkName,
  url: `/major-section/arden-sb21-2024-m03?from=${encodeURIComponent(bookmarkName)}`,
  timeStamp: '22/11/2026, 10:15',
  session: { type: 'vin', vin: 'SALGA2BE5NA000001', breadcrumb: '[{"label":"Arden","path":"/catalogue/arden"}]' },
  local: { searchType: 'partNumber' },
});

const save = (item: Bookmark) => bookmarkOperation({ action: 'save', bookmark: item });

/** The customer's c_epcBookmarks as the shop API answers it. */
async function customerBookmarks(shopper: TestShopper): Promise<unknown> {
  const response = await server.app.inject({
    method: 'GET',
    url: shopPath(`customers/${shopper.customerId}`),
    headers: shopper.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json<Record<string, unknown>>()['c_epcBookmarks'];
}

/** A second sign-in of the same user and customer: another device. */
function secondDevice(shopper: TestShopper & { userId: string }): TestShopper {
  const token = mintToken(server, {
    sub: shopper.customerId,
    usid: uniqueId('usid'),
    authType: 'registered',
    userId: shopper.userId,
  });
  return { ...shopper, headers: { authorization: `Bearer ${token}` } };
}

const names = (bookmarks: readonly Bookmark[]) => bookmarks.map((item) => item.bookmarkName);

describe('bookmarks through POST /api/sync/operations', () => {
  it("applies saves, renames and deletes to the customer's c_epcBookmarks, newest first, and answers the list", async () => {
    const user = await addUser(server);
    const brakes = bookmark('  Front brakes ');
    const axle = bookmark('Rear axle');
    const reply = await syncOk(server, user, [
      save(brakes),
      save(axle),
      bookmarkOperation({ action: 'rename', id: axle.id, bookmarkName: 'Rear axle, left' }),
    ]);
    expect(reply.applied).toHaveLength(3);
    expect(reply.bookmarks).toEqual([
      { ...axle, bookmarkName: 'Rear axle, left' },
      { ...brakes, bookmarkName: 'Front brakes' },
    ]);
    expect(await customerBookmarks(user)).toEqual(reply.bookmarks);

    const deleted = await syncOk(server, user, [bookmarkOperation({ action: 'delete', id: brakes.id })]);
    expect(names(deleted.bookmarks)).toEqual(['Rear axle, left']);
    const emptied = await syncOk(server, user, [bookmarkOperation({ action: 'deleteAll' })]);
    expect(emptied.bookmarks).toEqual([]);
    expect(await customerBookmarks(user)).toEqual([]);
  });

  it('applies a replayed key once', async () => {
    const user = await addUser(server);
    const first = save(bookmark('Wipers'));
    const reply = await syncOk(server, user, [first]);
    const replay = await syncOk(server, user, [first, first]);
    expect(replay).toMatchObject({
      applied: [],
      alreadyApplied: [first.idempotencyKey, first.idempotencyKey],
      rejected: [],
    });
    expect(replay.bookmarks).toEqual(reply.bookmarks);
    expect(names(replay.bookmarks)).toEqual(['Wipers']);
  });

  it("converges two devices' operations in the order the server receives them", async () => {
    const user = await addUser(server);
    const deviceB = secondDevice(user);
    const shared = bookmark('Doors');
    await syncOk(server, user, [save(shared)]);

    // Offline, A renames the shared bookmark and saves 'Seats'; B deletes it and saves 'seats' too.
    const fromA = [
      bookmarkOperation({ action: 'rename', id: shared.id, bookmarkName: 'Front doors' }),
      save(bookmark('Seats')),
    ];
    const fromB = [bookmarkOperation({ action: 'delete', id: shared.id }), save(bookmark('seats'))];
    const afterB = await syncOk(server, deviceB, fromB);
    expect(names(afterB.bookmarks)).toEqual(['seats']);
    const afterA = await syncOk(server, user, fromA);
    // A's rename met a deleted bookmark (nothing to do); its 'Seats' met B's 'seats' (refused).
    expect(afterA.applied).toEqual([fromA[0]?.idempotencyKey]);
    expect(afterA.rejected).toEqual([
      { idempotencyKey: fromA[1]?.idempotencyKey, code: 'rule-violated', message: 'Bookmark name already exists.' },
    ]);
    expect(names(afterA.bookmarks)).toEqual(['seats']);
    // Both devices now read the same list.
    expect((await syncOk(server, deviceB, [])).bookmarks).toEqual(afterA.bookmarks);
  });

  it('keeps at most 50, dropping the oldest, with the rules enforced on every operation', async () => {
    const user = await addUser(server);
    const saves = Array.from({ length: 51 }, (_, index) => save(bookmark(`Bookmark ${index + 1}`)));
    const reply = await syncOk(server, user, saves);
    expect(reply.bookmarks).toHaveLength(50);
    expect(reply.bookmarks[0]?.bookmarkName).toBe('Bookmark 51');
    expect(reply.bookmarks.at(-1)?.bookmarkName).toBe('Bookmark 2');

    const invalid = [
      save(bookmark('   ')),
      save(bookmark('x'.repeat(151))),
      save(bookmark('bookmark 51')),
      bookmarkOperation({ action: 'rename', id: reply.bookmarks[1]?.id ?? '', bookmarkName: 'BOOKMARK 51' }),
      save({ ...bookmark('Elsewhere'), url: 'https://evil.example/' }),
      bookmarkOperation({ action: 'pin', id: 'x' }),
    ];
    const refused = await syncOk(server, user, invalid);
    expect(refused.applied).toEqual([]);
    expect(refused.rejected.map((entry) => entry.message)).toEqual([
      'Enter a valid bookmark name.',
      'A bookmark name can be at most 150 characters.',
      'Bookmark name already exists.',
      'Bookmark name already exists.',
      expect.stringContaining('a url that is a path of this app'),
      'Unknown action.',
    ]);
    expect(refused.bookmarks).toEqual(reply.bookmarks);
  });

  it('reads bookmarks the customer update stored without ids, and can rename them by the id it answers', async () => {
    const user = await addUser(server);
    const patched = await server.app.inject({
      method: 'PATCH',
      url: shopPath(`customers/${user.customerId}`),
      headers: user.headers,
      payload: { c_epcBookmarks: [{ bookmarkName: 'Old One', url: '/home', timeStamp: '01/01/2026, 10:00' }] },
    });
    expect(patched.statusCode).toBe(200);
    const read = await syncOk(server, user, []);
    expect(read.bookmarks).toEqual([
      {
        id: 'name:old one',
        bookmarkName: 'Old One',
        url: '/home',
        timeStamp: '01/01/2026, 10:00',
        session: {},
        local: {},
      },
    ]);
    const renamed = await syncOk(server, user, [
      bookmarkOperation({ action: 'rename', id: 'name:old one', bookmarkName: 'New one' }),
    ]);
    expect(renamed.bookmarks).toEqual([{ ...read.bookmarks[0], bookmarkName: 'New one' }]);
  });

  it('refuses a malformed bookmark operation on its own: the good one beside it applies', async () => {
    const user = await addUser(server);
    await syncOk(server, user, [save(bookmark('Kept'))]);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...save(bookmark('x')), change: 'save' }, 'operations[1].change must be an object.'],
      [
        { ...save(bookmark('x')), createdAt: undefined },
        'operations[1].createdAt must be a text of 1 to 40 characters.',
      ],
      [
        { ...save(bookmark('x')), idempotencyKey: 'bad key!' },
        "operations[1].idempotencyKey must be 8 to 100 letters, digits, '-' or '_'.",
      ],
    ];
    for (const [index, [malformed, detail]] of cases.entries()) {
      const good = save(bookmark(`Good ${index}`));
      const reply = await syncOk(server, user, [good, malformed]);
      expect(reply.applied).toEqual([good.idempotencyKey]);
      expect(reply.results[1]).toMatchObject({ index: 1, status: 'refused', code: 'malformed-operation', detail });
    }
    expect(names((await syncOk(server, user, [])).bookmarks)).toHaveLength(4);
  });
});
