// What the subscription page says about the plan, the end and whether it has ended.
import { describe, expect, it } from 'vitest';
import {
  latestSubscriptionPeriod,
  periodOfOrder,
  subscriptionEndOf,
  summariseSubscription,
} from '../../../../src/client/features/subscription/subscription-summary';

const item = (productId: string, period?: string) => ({
  productId,
  quantity: 1,
  price: 1,
  ...(period === undefined ? {} : { c_subscriptionPeriod: period }),
});

describe('the subscription end', () => {
  it('is a whole day for a date, a moment for an instant, none when missing or unreadable', () => {
    expect(subscriptionEndOf('2025-01-31')).toEqual({ kind: 'day', day: '2025-01-31' });
    expect(subscriptionEndOf('2026-11-26T20:40:00.000Z')).toEqual({
      kind: 'instant',
      at: new Date('2026-11-26T20:40:00.000Z'),
    });
    expect(subscriptionEndOf(undefined)).toEqual({ kind: 'none' });
    expect(subscriptionEndOf('')).toEqual({ kind: 'none' });
    expect(subscriptionEndOf('soon')).toEqual({ kind: 'none' });
  });

  it('has ended when missing or past; a date lasts its whole day', () => {
    const now = new Date('2026-11-25T20:00:00.000Z');
    expect(summariseSubscription(undefined, now).expired).toBe(true);
    expect(summariseSubscription('2025-01-31', now).expired).toBe(true);
    expect(summariseSubscription('2026-11-25', now).expired).toBe(false);
    expect(summariseSubscription('2026-11-25T19:59:59.000Z', now).expired).toBe(true);
    expect(summariseSubscription('2026-11-25T20:00:01.000Z', now).expired).toBe(false);
  });

  it('gives the instant access ends: a date at the end of its day in the last time zone', () => {
    const now = new Date('2026-11-25T20:00:00.000Z');
    expect(summariseSubscription('2026-11-25', now).endsAt).toEqual(new Date('2026-11-26T12:00:00.000Z'));
    expect(summariseSubscription('2026-11-26T20:40:00.000Z', now).endsAt).toEqual(new Date('2026-11-26T20:40:00.000Z'));
    expect(summariseSubscription(undefined, now).endsAt).toBeUndefined();
  });
});

describe('the plan', () => {
  it('is the period of the newest subscription order', () => {
    const orders = [
      { creationDate: '2026-01-01T10:00:00.000Z', productItems: [item('epc-subscription-year')] },
      { creationDate: '2026-11-25T10:00:00.000Z', productItems: [item('SB21-9Z873-AA')] },
      { creationDate: '2026-06-01T10:00:00.000Z', productItems: [item('epc-subscription-day', 'day')] },
    ];
    expect(latestSubscriptionPeriod(orders)).toBe('day');
    expect(latestSubscriptionPeriod([])).toBeUndefined();
  });

  it('reads the item period, or the product id when the period is not given', () => {
    expect(periodOfOrder({ productItems: [item('x', 'month')] })).toBe('month');
    expect(periodOfOrder({ productItems: [item('epc-subscription-hour')] })).toBe('hour');
    expect(periodOfOrder({ productItems: [item('x', 'fortnight')] })).toBeUndefined();
  });
});
