/**
 * The EPC Updates button "turns red when news items are newer than the user's last-read time
 * and the news is in en-GB" (shell spec, section 2). The news meant is the list the user is
 * shown, whose language the summary names (en-GB also when the user's language has none).
 */
import { newsDefaultLanguage, type NewsItem, type NewsSummary } from './news-contracts';

/**
 * lastReadAt is the customer's c_epcLatestNewsDateTime: absent (never read) counts as older
 * than any news, and so does a value that is not a date.
 */
export function hasUnreadNews(latest: NewsSummary | undefined, lastReadAt: string | undefined): boolean {
  if (latest === undefined || latest.c_languageCode !== newsDefaultLanguage) return false;
  const newest = Date.parse(latest.last_modified);
  if (Number.isNaN(newest)) return false;
  const read = lastReadAt === undefined ? Number.NaN : Date.parse(lastReadAt);
  return Number.isNaN(read) || newest > read;
}

/**
 * The time to store as read when the news is opened: the newest item's own time (not the
 * device clock), so the indicator compares server times only and a wrong clock cannot hide news.
 */
export function latestNewsTime(items: readonly Pick<NewsItem, 'last_modified'>[]): string | undefined {
  let latest: { time: number; iso: string } | undefined;
  for (const { last_modified } of items) {
    const time = Date.parse(last_modified);
    if (!Number.isNaN(time) && (latest === undefined || time > latest.time))
      latest = { time, iso: new Date(time).toISOString() };
  }
  return latest?.iso;
}

/**
 * What to store as c_epcLatestNewsDateTime after opening these items, or undefined when the
 * stored time is already as new: a last-read time only moves forward, so opening older news
 * (another language's) never makes read en-GB news count as unread again.
 */
export function newsReadTimeToStore(
  items: readonly Pick<NewsItem, 'last_modified'>[],
  lastReadAt: string | undefined,
): string | undefined {
  const latest = latestNewsTime(items);
  if (latest === undefined) return undefined;
  const read = lastReadAt === undefined ? Number.NaN : Date.parse(lastReadAt);
  return Number.isNaN(read) || Date.parse(latest) > read ? latest : undefined;
}
