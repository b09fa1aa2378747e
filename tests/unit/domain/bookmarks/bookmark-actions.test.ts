import { describe, expect, it } from 'vitest';
import { applyBookmarkAction } from '../../../../src/domain/bookmarks/bookmark-actions';
import type { Bookmark, BookmarkAction } from '../../../../src/domain/bookmarks/bookmark-contracts';
import { checkBookmarkAction, readStoredBookmarks } from '../../../../src/domain/bookmarks/check-bookmark-action';

const bookmark = (id: string, bookmarkName = `Bookmark ${id}`): Bookmark => ({
  id,
  bookmarkName,
  url: `/catalogue/${id}`,
  timeStamp: '22/11/2026, 10:15',
  session: { breadcrumb: '[]' },
  local: { searchType: 'partNumber' },
});

const list = [bookmark('a', 'Front brakes'), bookmark('b', 'Rear axle')];
const ids = (result: ReturnType<typeof applyBookmarkAction>) =>
  result.ok ? result.value.map((item) => item.id) : result.message;

describe('applyBookmarkAction: the outbox actions, as device and server apply them', () => {
  it('save puts the bookmark in front with its name trimmed', () => {
    const result = applyBookmarkAction(list, { action: 'save', bookmark: bookmark('c', '  Wipers ') });
    expect(result).toEqual({ ok: true, value: [{ ...bookmark('c'), bookmarkName: 'Wipers' }, ...list] });
  });

  it('save keeps at most 50, cutting the oldest', () => {
    const full = Array.from({ length: 50 }, (_, index) => bookmark(`n${index}`));
    const result = applyBookmarkAction(full, { action: 'save', bookmark: bookmark('new') });
    expect(result.ok && result.value.length).toBe(50);
    expect(ids(result)).toEqual(['new', ...full.slice(0, 49).map((item) => item.id)]);
  });

  it('save refuses a name another bookmark has now (another device saved it first), with the spec’s message', () => {
    expect(applyBookmarkAction(list, { action: 'save', bookmark: bookmark('c', 'REAR AXLE') })).toEqual({
      ok: false,
      message: 'Bookmark name already exists.',
    });
    expect(applyBookmarkAction(list, { action: 'save', bookmark: bookmark('c', ' ') })).toEqual({
      ok: false,
      message: 'Enter a valid bookmark name.',
    });
  });

  it('save of a bookmark already in the list changes nothing', () => {
    expect(applyBookmarkAction(list, { action: 'save', bookmark: list[1] as Bookmark })).toEqual({
      ok: true,
      value: list,
    });
  });

  it('rename changes the name in place, may keep its own name in another case, refuses another’s', () => {
    expect(ids(applyBookmarkAction(list, { action: 'rename', id: 'b', bookmarkName: ' Axle ' }))).toEqual(['a', 'b']);
    const renamed = applyBookmarkAction(list, { action: 'rename', id: 'b', bookmarkName: ' Axle ' });
    expect(renamed.ok && renamed.value[1]?.bookmarkName).toBe('Axle');
    const ownName = applyBookmarkAction(list, { action: 'rename', id: 'a', bookmarkName: 'FRONT BRAKES' });
    expect(ownName.ok && ownName.value[0]?.bookmarkName).toBe('FRONT BRAKES');
    expect(applyBookmarkAction(list, { action: 'rename', id: 'a', bookmarkName: 'rear axle' })).toEqual({
      ok: false,
      message: 'Bookmark name already exists.',
    });
  });

  it('rename and delete of a bookmark that is gone change nothing', () => {
    expect(applyBookmarkAction(list, { action: 'rename', id: 'gone', bookmarkName: 'Rear axle' })).toEqual({
      ok: true,
      value: list,
    });
    expect(applyBookmarkAction(list, { action: 'delete', id: 'gone' })).toEqual({ ok: true, value: list });
  });

  it('delete removes one; deleteAll empties the list', () => {
    expect(ids(applyBookmarkAction(list, { action: 'delete', id: 'a' }))).toEqual(['b']);
    expect(applyBookmarkAction(list, { action: 'deleteAll' })).toEqual({ ok: true, value: [] });
  });

  it('converges: two devices’ actions give one list in the order the server receives them', () => {
    const fromA: BookmarkAction[] = [
      { action: 'save', bookmark: bookmark('x', 'Doors') },
      { action: 'rename', id: 'a', bookmarkName: 'Brakes' },
    ];
    const fromB: BookmarkAction[] = [
      { action: 'save', bookmark: bookmark('y', 'doors') },
      { action: 'delete', id: 'a' },
    ];
    let server: Bookmark[] = list;
    for (const action of [fromA[0], fromB[0], fromB[1], fromA[1]] as BookmarkAction[]) {
      const result = applyBookmarkAction(server, action);
      if (result.ok) server = result.value;
    }
    expect(server.map((item) => item.bookmarkName)).toEqual(['Doors', 'Rear axle']);
  });
});

describe('checkBookmarkAction: what a device sends', () => {
  it('answers the action without fields a bookmark does not have', () => {
    expect(checkBookmarkAction({ action: 'save', bookmark: { ...bookmark('a'), colour: 'red' } })).toEqual({
      ok: true,
      value: { action: 'save', bookmark: bookmark('a') },
    });
    expect(checkBookmarkAction({ action: 'deleteAll', extra: 1 })).toEqual({
      ok: true,
      value: { action: 'deleteAll' },
    });
  });

  it.each([
    [{ action: 'pin', id: 'a' }, 'Unknown action.'],
    ['save', 'Unknown action.'],
    [{ action: 'delete' }, 'A bookmark id is required, at most 200 characters.'],
    [{ action: 'rename', id: 'a' }, expect.stringContaining('A bookmark has')],
    [
      { action: 'save', bookmark: { ...bookmark('a'), url: 'https://evil.example/' } },
      expect.stringContaining('A bookmark has'),
    ],
    [
      { action: 'save', bookmark: { ...bookmark('a'), url: '//evil.example' } },
      expect.stringContaining('A bookmark has'),
    ],
    [
      { action: 'save', bookmark: { ...bookmark('a'), session: { vin: 7 } } },
      expect.stringContaining('A bookmark has'),
    ],
    [
      { action: 'save', bookmark: { ...bookmark('a'), session: { pageData: 'x'.repeat(20_001) } } },
      expect.stringContaining('A bookmark has'),
    ],
  ])('refuses %j', (change, message) => {
    expect(checkBookmarkAction(change)).toEqual({ ok: false, message });
  });
});

describe('readStoredBookmarks: c_epcBookmarks as the customer holds it', () => {
  it('keeps ids, and gives a record stored without one a stable id from its name', () => {
    const stored = [
      bookmark('a'),
      { bookmarkName: ' Old One ', url: '/home', timeStamp: '01/01/2026, 10:00', session: { vin: 'X', n: 1 } },
    ];
    const read = readStoredBookmarks(stored);
    expect(read[0]).toEqual(bookmark('a'));
    expect(read[1]).toEqual({
      id: 'name:old one',
      bookmarkName: ' Old One ',
      url: '/home',
      timeStamp: '01/01/2026, 10:00',
      session: { vin: 'X' },
      local: {},
    });
    expect(readStoredBookmarks(stored)).toEqual(read);
  });

  it('reads nothing from what is not a list, and skips records that are not bookmarks', () => {
    expect(readStoredBookmarks(undefined)).toEqual([]);
    expect(readStoredBookmarks([{ url: '/home' }, 'x'])).toEqual([]);
  });
});
