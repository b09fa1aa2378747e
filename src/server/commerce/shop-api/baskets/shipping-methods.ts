/**
 * The shipping methods of a basket's one shipment ('me'). A subscription is delivered
 * digitally; parts are collected from the retailer, who ships or fits them. Both are free, so
 * they never change a basket's totals.
 */
export interface ShippingMethod {
  id: string;
  name: string;
  description: string;
  price: number;
}

export const shipmentId = 'me';

export const digitalDelivery: ShippingMethod = {
  id: 'EPC-DIGITAL',
  name: 'Digital delivery',
  description: 'Access is given to your account at once.',
  price: 0,
};

export const retailerCollection: ShippingMethod = {
  id: 'EPC-RETAILER',
  name: 'Collect from your retailer',
  description: 'Your retailer tells you when the parts are ready.',
  price: 0,
};

/** A basket of parts only is collected; one with a subscription item is delivered digitally too. */
export function applicableShippingMethods(hasParts: boolean, hasSubscription: boolean): ShippingMethod[] {
  return [...(hasSubscription || !hasParts ? [digitalDelivery] : []), ...(hasParts ? [retailerCollection] : [])];
}

export function findShippingMethod(id: string | null): ShippingMethod | undefined {
  return [digitalDelivery, retailerCollection].find((method) => method.id === id);
}
