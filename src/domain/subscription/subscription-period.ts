/**
 * The periods a true-independent can buy (EU Regulation 2018/858, Art. 63: access by the
 * hour, day, month or year) and the shop API products that sell them (issue 17 contract).
 * Periods are added in UTC: an hour and a day are fixed lengths, a month and a year are
 * calendar steps, so a month bought on 31 January ends on the last day of February.
 */

export const subscriptionPeriods = ['hour', 'day', 'month', 'year'] as const;

export type SubscriptionPeriod = (typeof subscriptionPeriods)[number];

export const subscriptionProductPrefix = 'epc-subscription-';

/** 'epc-subscription-hour' ... 'epc-subscription-year'. */
export function subscriptionProductId(period: SubscriptionPeriod): string {
  return `${subscriptionProductPrefix}${period}`;
}

export const subscriptionProductIds: readonly string[] = subscriptionPeriods.map(subscriptionProductId);

/** The period a product sells, or undefined when it is not a subscription product. */
export function periodOfProduct(productId: string): SubscriptionPeriod | undefined {
  return subscriptionPeriods.find((period) => subscriptionProductId(period) === productId);
}

const hourMs = 3_600_000;

/** The instant one period after `start`. */
export function addPeriod(start: Date, period: SubscriptionPeriod): Date {
  switch (period) {
    case 'hour':
      return new Date(start.getTime() + hourMs);
    case 'day':
      return new Date(start.getTime() + 24 * hourMs);
    case 'month':
      return addCalendarMonths(start, 1);
    case 'year':
      return addCalendarMonths(start, 12);
  }
}

/**
 * The same day and time `months` later in UTC, or the last day of the target month when it
 * is shorter (31 Jan + 1 month = 28 or 29 Feb; 29 Feb + 1 year = 28 Feb), so a month never
 * spills into the one after.
 */
function addCalendarMonths(start: Date, months: number): Date {
  const monthIndex = start.getUTCFullYear() * 12 + start.getUTCMonth() + months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const timeOfDay = start.getTime() - Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate());
  return new Date(Date.UTC(year, month, Math.min(start.getUTCDate(), lastDay)) + timeOfDay);
}
