import { describe, expect, it } from 'vitest';
import {
  hasSubscriptionEnded,
  nextSubscriptionEnd,
  subscriptionEndsAt,
} from '../../../../src/domain/subscription/subscription-end';
import { addPeriod, periodOfProduct } from '../../../../src/domain/subscription/subscription-period';

const at = (iso: string) => new Date(iso);

describe('addPeriod: an hour and a day are fixed lengths, a month and a year calendar steps in UTC', () => {
  it.each([
    ['2026-11-25T20:15:00.000Z', 'hour', '2026-11-25T21:15:00.000Z'],
    ['2026-11-25T23:30:00.000Z', 'hour', '2026-11-26T00:30:00.000Z'],
    ['2026-12-31T23:30:00.000Z', 'day', '2027-01-01T23:30:00.000Z'],
    ['2026-03-15T10:00:00.000Z', 'month', '2026-04-15T10:00:00.000Z'],
    ['2026-12-15T10:00:00.000Z', 'month', '2027-01-15T10:00:00.000Z'],
    // Month ends: the last day of a shorter month, never the month after.
    ['2026-01-31T10:00:00.000Z', 'month', '2026-02-28T10:00:00.000Z'],
    ['2028-01-31T10:00:00.000Z', 'month', '2028-02-29T10:00:00.000Z'],
    ['2026-03-31T08:00:00.000Z', 'month', '2026-04-30T08:00:00.000Z'],
    // Leap years.
    ['2028-02-29T12:00:00.000Z', 'year', '2029-02-28T12:00:00.000Z'],
    ['2027-02-28T12:00:00.000Z', 'year', '2028-02-28T12:00:00.000Z'],
    ['2028-02-28T23:00:00.000Z', 'day', '2028-02-29T23:00:00.000Z'],
  ] as const)('%s + %s = %s', (start, period, end) => {
    expect(addPeriod(at(start), period).toISOString()).toBe(end);
  });
});

describe('periodOfProduct', () => {
  it('reads the four subscription products and nothing else', () => {
    expect(periodOfProduct('epc-subscription-hour')).toBe('hour');
    expect(periodOfProduct('epc-subscription-year')).toBe('year');
    expect(periodOfProduct('epc-subscription-week')).toBeUndefined();
    expect(periodOfProduct('SB21-9G546-AA')).toBeUndefined();
  });
});

describe('subscriptionEndsAt: a date lasts its whole day everywhere, an instant ends at itself', () => {
  it.each([
    // The day ends last in UTC-12: noon UTC of the next day.
    ['2026-11-25', '2026-11-26T12:00:00.000Z'],
    ['2028-02-29', '2028-03-01T12:00:00.000Z'],
    ['2026-12-31', '2027-01-01T12:00:00.000Z'],
    ['2026-11-25T21:15:00.000Z', '2026-11-25T21:15:00.000Z'],
    ['2026-11-25T21:15:00Z', '2026-11-25T21:15:00.000Z'],
  ])('%s -> %s', (value, end) => {
    expect(subscriptionEndsAt(value)?.toISOString()).toBe(end);
  });

  it.each([undefined, '', '2026-02-30', '2027-02-29', 'tomorrow', '2026-11-25T21:15:00+01:00', '25/11/2026'])(
    '%j has no end',
    (value) => {
      expect(subscriptionEndsAt(value)).toBeUndefined();
    },
  );
});

describe('hasSubscriptionEnded', () => {
  it('keeps the whole last day of a date (UTC-12 rule) and ends an instant at that instant', () => {
    expect(hasSubscriptionEnded('2026-11-25', at('2026-11-26T11:59:59.999Z'))).toBe(false);
    expect(hasSubscriptionEnded('2026-11-25', at('2026-11-26T12:00:00.000Z'))).toBe(true);
    expect(hasSubscriptionEnded('2026-11-25T21:15:00.000Z', at('2026-11-25T21:14:59.999Z'))).toBe(false);
    expect(hasSubscriptionEnded('2026-11-25T21:15:00.000Z', at('2026-11-25T21:15:00.000Z'))).toBe(true);
  });

  it('counts a missing or unreadable end as ended', () => {
    expect(hasSubscriptionEnded(undefined, at('2026-11-25T00:00:00Z'))).toBe(true);
    expect(hasSubscriptionEnded('not a date', at('2026-11-25T00:00:00Z'))).toBe(true);
  });
});

describe('nextSubscriptionEnd: max(now, current end) + the period', () => {
  const now = at('2026-11-25T20:00:00.000Z');

  it('starts now when the subscription has ended or never began', () => {
    expect(nextSubscriptionEnd(undefined, 'hour', now)).toBe('2026-11-25T21:00:00.000Z');
    expect(nextSubscriptionEnd('2025-01-31', 'day', now)).toBe('2026-11-26T20:00:00.000Z');
    expect(nextSubscriptionEnd('2026-11-25T19:59:59.000Z', 'month', now)).toBe('2026-12-25T20:00:00.000Z');
  });

  it('extends a running subscription from its end, so no bought time is lost', () => {
    expect(nextSubscriptionEnd('2026-11-25T23:00:00.000Z', 'hour', now)).toBe('2026-11-26T00:00:00.000Z');
    // A date runs through its whole day (to noon UTC the day after) before the new period.
    expect(nextSubscriptionEnd('2026-11-30', 'day', now)).toBe('2026-12-02T12:00:00.000Z');
    expect(nextSubscriptionEnd('2099-12-31', 'year', now)).toBe('2101-01-01T12:00:00.000Z');
  });
});
