/**
 * The search history page (catalogue spec, section 2: columns search text, criteria, date, time; section
 * 9: "Dates shown in en-GB format as date | time"). Formatting avoids Intl and the host's time
 * zone on purpose: the caller passes the offset, so the same entry renders the same on the
 * server, in tests and in every browser.
 */

export interface SearchHistoryEntry {
  searchText: string;
  /** The search category, e.g. part number or description. */
  criteria: string;
  /** ISO 8601 with a zone designator, e.g. '2026-03-29T00:30:00Z'. */
  timestamp: string;
}

export interface EnGbDateAndTime {
  /** dd/mm/yyyy */
  date: string;
  /** HH:mm, 24-hour */
  time: string;
}

// The spec sets no bound on the stored history; this keeps the profile record small.
export const searchHistoryLimit = 100;

// A zone designator is required: Date.parse reads a date-time without one as host-local time,
// which would make the result depend on the machine.
const isoWithZone = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** Milliseconds since the epoch, or null. Rejects 30 February, which Date.parse rolls over. */
function parseInstant(iso: string): number | null {
  const match = isoWithZone.exec(iso);
  if (!match) return null;
  const [year, month, day] = match.slice(1, 4).map(Number) as [number, number, number];
  if (new Date(Date.UTC(year, month - 1, day)).getUTCDate() !== day) return null;
  const instant = Date.parse(iso);
  return Number.isNaN(instant) ? null : instant;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * Splits an instant into en-GB date and time as seen at a given offset from UTC, in minutes
 * east of Greenwich (BST is 60, New York in winter is -300). In a browser that is
 * `-new Date(iso).getTimezoneOffset()`, taken for the entry's own date so summer time is right.
 * Returns null for text that is not such an instant.
 */
export function enGbDateAndTime(iso: string, timeZoneOffsetMinutes: number): EnGbDateAndTime | null {
  const instant = parseInstant(iso);
  if (instant === null || !Number.isFinite(timeZoneOffsetMinutes)) return null;
  const local = new Date(instant + timeZoneOffsetMinutes * 60_000);
  return {
    date: `${twoDigits(local.getUTCDate())}/${twoDigits(local.getUTCMonth() + 1)}/${String(local.getUTCFullYear()).padStart(4, '0')}`,
    time: `${twoDigits(local.getUTCHours())}:${twoDigits(local.getUTCMinutes())}`,
  };
}

/** The single-cell form, 'dd/mm/yyyy | HH:mm'. */
export function enGbDateBarTime(iso: string, timeZoneOffsetMinutes: number): string | null {
  const parts = enGbDateAndTime(iso, timeZoneOffsetMinutes);
  return parts && `${parts.date} | ${parts.time}`;
}

const instantOf = (entry: SearchHistoryEntry) => parseInstant(entry.timestamp) ?? Number.NEGATIVE_INFINITY;

/**
 * Adds a search and keeps the newest `limit`, newest first. The same text searched twice is
 * two entries: this is a log of when the user searched, unlike the last-ten lists. Entries
 * merged from another device may arrive out of order, so the list is sorted by time; ones
 * with an unreadable timestamp sort last and are the first to go.
 */
export function recordSearch(
  history: readonly SearchHistoryEntry[],
  entry: SearchHistoryEntry,
  limit: number = searchHistoryLimit,
): SearchHistoryEntry[] {
  return [entry, ...history]
    .map((item, order) => ({ item, order, instant: instantOf(item) }))
    .sort((a, b) => b.instant - a.instant || a.order - b.order)
    .slice(0, Math.max(0, limit))
    .map(({ item }) => item);
}
