/**
 * When a subscription ends, read from EPCUsers c_epcSubscriptionEndDate (catalogue spec,
 * section 3). The field holds either a date 'YYYY-MM-DD', as the demo data and admins write
 * it, or, after a purchase, an ISO instant 'YYYY-MM-DDTHH:mm:ss.sssZ' (docs/decisions.md:
 * an hour bought must end an hour later, which a date cannot say). A date gives access
 * through that whole day wherever the user is: until the day ends in the last time zone
 * (UTC-12), that is noon UTC of the next day, the same rule as src/domain/access/principal.ts.
 * Pure: callers pass `now`.
 */
import { addPeriod, type SubscriptionPeriod } from './subscription-period';

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const instantPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

/** The hours between the end of a day in UTC and in UTC-12. */
const lastTimeZoneLagHours = 12;

/** The instant access ends, or undefined when there is no end date (or it is no date at all). */
export function subscriptionEndsAt(value: string | undefined): Date | undefined {
  if (value === undefined) return undefined;
  const date = datePattern.exec(value);
  if (date !== null) {
    const [year, month, day] = [Number(date[1]), Number(date[2]), Number(date[3])];
    const start = new Date(Date.UTC(year, month - 1, day));
    // Date.UTC rolls 2026-02-30 over into March: such a value is no date.
    if (start.getUTCFullYear() !== year || start.getUTCMonth() !== month - 1 || start.getUTCDate() !== day)
      return undefined;
    return new Date(Date.UTC(year, month - 1, day + 1, lastTimeZoneLagHours));
  }
  if (!instantPattern.test(value)) return undefined;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? undefined : instant;
}

/** True when there is no end, or `now` has reached it. */
export function hasSubscriptionEnded(value: string | undefined, now: Date): boolean {
  const end = subscriptionEndsAt(value);
  return end === undefined || now.getTime() >= end.getTime();
}

/**
 * The end after buying one period at `now`: a running subscription is extended from its end,
 * an ended (or missing) one starts now, so no bought time is lost and none is given twice.
 * Answered as an ISO instant, the value stored in c_epcSubscriptionEndDate.
 */
export function nextSubscriptionEnd(current: string | undefined, period: SubscriptionPeriod, now: Date): string {
  const end = subscriptionEndsAt(current);
  const from = end !== undefined && end.getTime() > now.getTime() ? end : now;
  return addPeriod(from, period).toISOString();
}
