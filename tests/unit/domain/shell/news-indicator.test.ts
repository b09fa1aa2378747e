import { describe, expect, it } from 'vitest';
import { hasUnreadNews, latestNewsTime, newsReadTimeToStore } from '../../../../src/domain/shell/news-indicator';

const latest = (last_modified: string, c_languageCode = 'en-GB') => ({ last_modified, c_languageCode });

describe('hasUnreadNews: EPC Updates "turns red when news items are newer than the user\'s last-read time and the news is in en-GB" (shell spec, 2)', () => {
  it.each([
    ['en-GB news newer than the last read', latest('2026-11-12T09:00:00.000Z'), '2026-11-01T00:00:00.000Z', true],
    ['en-GB news, never read (no c_epcLatestNewsDateTime)', latest('2026-11-12T09:00:00.000Z'), undefined, true],
    ['en-GB news read at exactly its time', latest('2026-11-12T09:00:00.000Z'), '2026-11-12T09:00:00.000Z', false],
    ['en-GB news older than the last read', latest('2026-11-12T09:00:00.000Z'), '2026-11-20T00:00:00.000Z', false],
    ['newer news in de-DE (not en-GB)', latest('2026-11-12T09:00:00.000Z', 'de-DE'), '2026-11-01T00:00:00.000Z', false],
    ['de-DE news never read', latest('2026-11-12T09:00:00.000Z', 'de-DE'), undefined, false],
    ['no news at all', undefined, undefined, false],
  ])('%s -> %s', (_, summary, lastReadAt, expected) => {
    expect(hasUnreadNews(summary, lastReadAt)).toBe(expected);
  });

  it('compares instants, not strings, so a read time in another offset counts as the same moment', () => {
    expect(hasUnreadNews(latest('2026-11-12T09:00:00.000Z'), '2026-11-12T10:00:00+01:00')).toBe(false);
    expect(hasUnreadNews(latest('2026-11-12T09:00:00.001Z'), '2026-11-12T10:00:00+01:00')).toBe(true);
  });

  it('counts a last-read time that is not a date as never read', () => {
    expect(hasUnreadNews(latest('2026-11-12T09:00:00.000Z'), 'yesterday')).toBe(true);
  });

  it('does not light up for a news time it cannot read', () => {
    expect(hasUnreadNews(latest('soon'), undefined)).toBe(false);
  });
});

describe('latestNewsTime: the time stored as read when the news is opened', () => {
  it("is the newest item's time, whatever the order of the list", () => {
    const items = [
      { last_modified: '2026-10-20T08:00:00.000Z' },
      { last_modified: '2026-11-12T09:00:00.000Z' },
      { last_modified: '2026-09-15T08:00:00.000Z' },
    ];
    expect(latestNewsTime(items)).toBe('2026-11-12T09:00:00.000Z');
  });

  it('after storing it, the same news no longer shows as unread', () => {
    const items = [{ last_modified: '2026-11-12T09:00:00.000Z' }];
    expect(hasUnreadNews(latest('2026-11-12T09:00:00.000Z'), latestNewsTime(items))).toBe(false);
  });

  it('is undefined with no items (nothing to mark as read)', () => {
    expect(latestNewsTime([])).toBeUndefined();
  });
});

describe('newsReadTimeToStore: "Opening the news stores the latest-news time on the customer" (shell spec, 2)', () => {
  const items = [{ last_modified: '2026-11-12T09:00:00.000Z' }, { last_modified: '2026-10-20T08:30:00.000Z' }];

  it.each([
    ['never read before', undefined, '2026-11-12T09:00:00.000Z'],
    ['last read before the newest item', '2026-11-01T00:00:00.000Z', '2026-11-12T09:00:00.000Z'],
    ['a last-read time that is not a date', 'yesterday', '2026-11-12T09:00:00.000Z'],
    ['already read up to the newest item', '2026-11-12T09:00:00.000Z', undefined],
    ['read after newer news (older news opened, e.g. in another language)', '2026-11-20T00:00:00.000Z', undefined],
  ])('%s -> %s', (_, lastReadAt, expected) => {
    expect(newsReadTimeToStore(items, lastReadAt)).toBe(expected);
  });

  it('stores nothing when there are no items', () => {
    expect(newsReadTimeToStore([], undefined)).toBeUndefined();
  });
});
