/** Schema pieces the pricing routes share. */

export const marketSchema = { type: 'string', pattern: '^[A-Za-z]{2}$', examples: ['GB'] } as const;

/** The price lookup's langCode (priceLookupLangCode): 'EN', 'FR', 'zh-CN'... */
export const langCodeSchema = { type: 'string', pattern: '^[A-Za-z]{2}(-[A-Za-z]{2})?$', default: 'EN', examples: ['EN'] } as const;

export const priceLookupPartSchema = {
  type: 'object',
  required: ['apn', 'unitPrice', 'discountRate', 'taxRate', 'discountCode', 'taxCode', 'apnDesc'],
  properties: {
    apn: { type: 'string' },
    unitPrice: { type: 'string' },
    discountRate: { type: 'string' },
    taxRate: { type: 'string' },
    discountCode: { type: 'string' },
    taxCode: { type: 'string' },
    apnDesc: { type: 'string' },
  },
} as const;
