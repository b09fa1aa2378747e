/**
 * What the subscription page says about the subscription as it stands (catalogue spec,
 * section 4: expired when there is no end date or it is past): the plan, the period of the
 * latest subscription order; the end, a whole day when the field holds a date, a moment when
 * it holds an instant (docs/decisions.md); and whether it has ended. Pure: callers pass now.
 */
import type { Order } from '../../../domain/commerce/basket';
import { hasSubscriptionEnded, subscriptionEndsAt } from '../../../domain/subscription/subscription-end';
import { periodOfOrder } from '../../../domain/commerce/receipt';
import type { SubscriptionPeriod } from '../../../domain/subscription/subscription-period';

export { periodOfOrder } from '../../../domain/commerce/receipt';

export type SubscriptionEnd =
  | { kind: 'none' }
  /** Access through this whole calendar day, yyyy-mm-dd. */
  | { kind: 'day'; day: string }
  | { kind: 'instant'; at: Date };

export function subscriptionEndOf(value: string | undefined): SubscriptionEnd {
  if (value === undefined || value.trim() === '') return { kind: 'none' };
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return { kind: 'day', day: value };
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? { kind: 'none' } : { kind: 'instant', at };
}

export interface SubscriptionSummary {
  end: SubscriptionEnd;
  /** The instant access ends (a day's end in the last time zone), undefined when there is none. */
  endsAt: Date | undefined;
  expired: boolean;
}

export function summariseSubscription(endValue: string | undefined, now: Date): SubscriptionSummary {
  return {
    end: subscriptionEndOf(endValue),
    endsAt: subscriptionEndsAt(endValue),
    expired: hasSubscriptionEnded(endValue, now),
  };
}

/** The plan: the period of the newest subscription order among those given. */
export function latestSubscriptionPeriod(
  orders: readonly Pick<Order, 'productItems' | 'creationDate'>[],
): SubscriptionPeriod | undefined {
  const newestFirst = [...orders].sort((a, b) => b.creationDate.localeCompare(a.creationDate));
  for (const order of newestFirst) {
    const period = periodOfOrder(order);
    if (period !== undefined) return period;
  }
  return undefined;
}
