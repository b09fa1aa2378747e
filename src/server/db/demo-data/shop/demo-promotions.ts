/**
 * Demo promotions of the subscription shop (shop API promotions, shell spec section 7), in
 * campaigns: running ones in one currency and in every currency (currency null), one that
 * has not started and one switched off, which the API never answers.
 */

export interface DemoPromotion {
  promotionId: string;
  campaignId: string;
  name: string;
  calloutMsg: string;
  details: string;
  currency: string | null;
  startDate: string | null;
  endDate: string | null;
  enabled: boolean;
}

export const demoPromotions: readonly DemoPromotion[] = [
  {
    promotionId: 'epc-year-for-ten-months',
    campaignId: 'epc-subscriptions-2026',
    name: 'A year for the price of ten months',
    calloutMsg: 'Subscribe for a year and pay for ten months.',
    details: 'A year’s catalogue subscription costs the same as ten monthly ones.',
    currency: 'GBP',
    startDate: '2026-01-01T00:00:00.000Z',
    endDate: '2027-12-31T23:59:00.000Z',
    enabled: true,
  },
  {
    promotionId: 'epc-eu-independents-month',
    campaignId: 'epc-subscriptions-2026',
    name: 'EU independent repairers’ month',
    calloutMsg: 'Your first month’s subscription at a reduced price.',
    details: 'For independent operators in the EU, under Regulation (EU) 2018/858.',
    currency: 'EUR',
    startDate: '2026-03-01T00:00:00.000Z',
    endDate: '2027-02-28T23:59:00.000Z',
    enabled: true,
  },
  {
    promotionId: 'epc-day-pass',
    campaignId: 'epc-subscriptions-2026',
    name: 'Day pass',
    calloutMsg: 'One day’s access for a single repair job.',
    details: 'The day subscription, in every currency of the catalogue’s markets.',
    currency: null,
    startDate: '2026-01-01T00:00:00.000Z',
    endDate: null,
    enabled: true,
  },
  {
    promotionId: 'epc-spring-2027',
    campaignId: 'epc-subscriptions-2027',
    name: 'Spring 2027',
    calloutMsg: 'A month free with a yearly subscription.',
    details: 'Announced ahead of its start.',
    currency: 'GBP',
    startDate: '2027-03-01T00:00:00.000Z',
    endDate: '2027-05-31T23:59:00.000Z',
    enabled: true,
  },
  {
    promotionId: 'epc-launch-2025',
    campaignId: 'epc-subscriptions-2025',
    name: 'Launch offer',
    calloutMsg: 'Ended.',
    details: 'Switched off: the API does not answer it.',
    currency: 'GBP',
    startDate: '2025-01-01T00:00:00.000Z',
    endDate: '2025-12-31T23:59:00.000Z',
    enabled: false,
  },
];
