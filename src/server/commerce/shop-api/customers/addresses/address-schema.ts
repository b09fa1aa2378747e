/** Customer addresses (shop API customer_address), created, listed, patched and deleted. */
const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

const addressFields = {
  address_id: { type: 'string', minLength: 1, maxLength: 256 },
  preferred: { type: 'boolean' },
  first_name: text(256),
  last_name: { type: 'string', minLength: 1, maxLength: 256 },
  company_name: text(256),
  address1: text(256),
  address2: text(256),
  city: text(256),
  postal_code: text(32),
  state_code: text(64),
  country_code: { type: 'string', pattern: '^[A-Z]{2}$', examples: ['GB'] },
  phone: { type: 'string', maxLength: 32, pattern: '^[0-9+() .-]*$', examples: ['+44 20 7946 0000'] },
} as const;

export const addressFieldNames = Object.keys(addressFields) as (keyof typeof addressFields)[];

export interface AddressFields {
  address_id: string;
  preferred?: boolean;
  first_name?: string;
  last_name: string;
  company_name?: string;
  address1?: string;
  address2?: string;
  city?: string;
  postal_code?: string;
  state_code?: string;
  country_code: string;
  phone?: string;
}

export interface AddressParams {
  customerId: string;
  addressName: string;
}

export const createAddressSchema = {
  body: {
    type: 'object',
    required: ['address_id', 'last_name', 'country_code'],
    additionalProperties: false,
    properties: addressFields,
  },
} as const;

export const patchAddressSchema = {
  params: {
    type: 'object',
    required: ['addressName'],
    properties: { addressName: { type: 'string', minLength: 1, maxLength: 256 } },
  },
  body: {
    type: 'object',
    minProperties: 1,
    additionalProperties: false,
    properties: addressFields,
  },
} as const;

export const deleteAddressSchema = { params: patchAddressSchema.params } as const;
