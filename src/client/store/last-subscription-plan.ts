/**
 * The plan (the period of the latest subscription order) as last read from the order
 * history, kept on the device per customer so the subscription page still names it offline
 * (the end date comes with the customer kept on the device, src/client/store/last-customer.ts).
 */
import { subscriptionPeriods, type SubscriptionPeriod } from '../../domain/subscription/subscription-period';

const keyOf = (customerId: string) => `epc-subscription-plan-${customerId}`;

export function saveLastSubscriptionPlan(customerId: string, period: SubscriptionPeriod): void {
  try {
    localStorage.setItem(keyOf(customerId), period);
  } catch (error) {
    // A full or blocked storage only costs the offline plan name.
    console.warn('Could not keep the subscription plan', error);
  }
}

export function readLastSubscriptionPlan(customerId: string): SubscriptionPeriod | undefined {
  const value = localStorage.getItem(keyOf(customerId));
  return subscriptionPeriods.find((period) => period === value);
}
