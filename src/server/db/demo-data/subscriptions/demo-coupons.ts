/**
 * Demo coupon codes for POST baskets/{id}/coupons: a tenth off any subscription period, a
 * quarter off for a first subscriber (named as such; the demo does not track firsts), and 5%
 * off parts. A code is matched without regard to case.
 */
export interface DemoCoupon {
  code: string;
  description: string;
  percentOff: string;
  appliesTo: 'subscription' | 'parts' | 'any';
}

export const demoCoupons: readonly DemoCoupon[] = [
  { code: 'EPC-SUB10', description: '10% off a subscription', percentOff: '10', appliesTo: 'subscription' },
  {
    code: 'EPC-WELCOME25',
    description: '25% off your first subscription',
    percentOff: '25',
    appliesTo: 'subscription',
  },
  { code: 'EPC-PARTS5', description: '5% off parts', percentOff: '5', appliesTo: 'parts' },
];
