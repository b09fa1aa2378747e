import { describe, expect, it } from 'vitest';
import {
  bookmarkToRestore,
  restoreBookmarkPath,
  withoutRestoreParam,
} from '../../../../src/domain/bookmarks/bookmark-links';
import type { Bookmark } from '../../../../src/domain/bookmarks/bookmark-contracts';
import {
  bookmarkNameLength,
  bookmarkTimeStamp,
  checkBookmarkName,
  isAppPath,
  withNewBookmark,
  withRenamedBookmark,
  withoutBookmark,
} from '../../../../src/domain/bookmarks/bookmark-rules';

const bookmark = (id: string, bookmarkName = `Bookmark ${id}`): Bookmark => ({
  id,
  bookmarkName,
  url: `/catalogue/${id}`,
  timeStamp: '22/11/2026, 10:15',
  session: {},
  local: {},
});

const existing = [bookmark('a', 'Front brakes'), bookmark('b', 'Rear axle')];

describe('checkBookmarkName (shell spec, section 5)', () => {
  it.each([
    ['  Front wipers  ', 'Front wipers'],
    ['x'.repeat(150), 'x'.repeat(150)],
    [`  ${'y'.repeat(150)}  `, 'y'.repeat(150)],
  ])('accepts %j, trimmed', (name, trimmed) => {
    expect(checkBookmarkName(name, existing)).toEqual({ ok: true, value: trimmed });
  });

  it.each([
    ['', 'empty', 'Enter a valid bookmark name.'],
    ['   \t ', 'empty', 'Enter a valid bookmark name.'],
    ['x'.repeat(151), 'tooLong', 'A bookmark name can be at most 150 characters.'],
    ['front BRAKES', 'duplicate', 'Bookmark name already exists.'],
    ['  Rear Axle ', 'duplicate', 'Bookmark name already exists.'],
  ])('refuses %j: %s', (name, problem, message) => {
    expect(checkBookmarkName(name, existing)).toEqual({ ok: false, problem, message });
  });

  it('counts characters as the user sees them: 150 emoji fit, 151 do not', () => {
    expect(bookmarkNameLength('🚗'.repeat(150))).toBe(150);
    expect(checkBookmarkName('🚗'.repeat(150), []).ok).toBe(true);
    expect(checkBookmarkName('🚗'.repeat(151), []).ok).toBe(false);
  });

  it('lets an edit keep its own name, in any case, but not take another bookmark’s', () => {
    expect(checkBookmarkName('FRONT brakes', existing, 'a')).toEqual({ ok: true, value: 'FRONT brakes' });
    expect(checkBookmarkName('rear axle', existing, 'a')).toMatchObject({ ok: false, problem: 'duplicate' });
  });

  it('checks records without ids (a customer update) against each other', () => {
    expect(checkBookmarkName('one', [{ bookmarkName: 'One' }])).toMatchObject({ ok: false, problem: 'duplicate' });
  });
});

describe('the list: newest first, at most 50', () => {
  it('puts a new bookmark in front', () => {
    expect(withNewBookmark(existing, bookmark('c')).map((item) => item.id)).toEqual(['c', 'a', 'b']);
  });

  it('keeps the new one plus the 49 most recent when the list is full, cutting the oldest', () => {
    const fifty = Array.from({ length: 50 }, (_, index) => bookmark(`n${50 - index}`));
    const after = withNewBookmark(fifty, bookmark('new'));
    expect(after).toHaveLength(50);
    expect(after[0]?.id).toBe('new');
    expect(after[1]?.id).toBe('n50');
    expect(after.at(-1)?.id).toBe('n2');
    expect(after.some((item) => item.id === 'n1')).toBe(false);
  });

  it('renames in place and deletes by id; an unknown id changes nothing', () => {
    expect(withRenamedBookmark(existing, 'b', 'Axle').map((item) => item.bookmarkName)).toEqual([
      'Front brakes',
      'Axle',
    ]);
    expect(withoutBookmark(existing, 'a')).toEqual([existing[1]]);
    expect(withoutBookmark(existing, 'zz')).toEqual(existing);
  });
});

describe('isAppPath: bookmarks open only paths of this app', () => {
  it.each(['/home', '/major-section/a/minor-section/b?x=1#top', '/'])('accepts %s', (url) => {
    expect(isAppPath(url)).toBe(true);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/home',
    '/\\evil.example',
    'javascript:alert(1)',
    'home',
    '',
    '/home\n',
  ])('refuses %j', (url) => {
    expect(isAppPath(url)).toBe(false);
  });
});

describe('bookmarkTimeStamp', () => {
  it('is an en-GB date and time', () => {
    expect(bookmarkTimeStamp(new Date(2026, 10, 22, 9, 5))).toBe('22/11/2026, 09:05');
  });
});

describe('bookmark links: opening a bookmark in a new window', () => {
  it('adds the restore parameter to the bookmark’s path, keeping its query and fragment', () => {
    expect(restoreBookmarkPath('/major-section/m1?x=1#top', 'b-1')).toBe(
      '/major-section/m1?x=1&restoreBookmark=b-1#top',
    );
    expect(restoreBookmarkPath('/home', 'b 2')).toBe('/home?restoreBookmark=b%202');
  });

  it('reads the id back, and leaves it out of a url to bookmark', () => {
    expect(bookmarkToRestore('?x=1&restoreBookmark=b%202')).toBe('b 2');
    expect(bookmarkToRestore('?x=1')).toBeUndefined();
    expect(withoutRestoreParam('/home?restoreBookmark=b1&x=1#top')).toBe('/home?x=1#top');
    expect(withoutRestoreParam('/home?restoreBookmark=b1')).toBe('/home');
  });
});
