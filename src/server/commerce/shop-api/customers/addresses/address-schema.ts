/**
 * Customer addresses (shop API customer_address), created, listed, patched and deleted, typed
 * once with TypeBox. A reply is the address as address-repository.ts builds it: its fields
 * that are set, plus creation_date and last_modified.
 */
import { Type, type Static } from '@fastify/type-provider-typebox';
import { problemDetailsSchema } from '../../../../http/problem-details-schema';

const text = (maxLength: number) => Type.String({ maxLength });

const addressFields = {
  address_id: Type.String({ minLength: 1, maxLength: 256 }),
  preferred: Type.Optional(Type.Boolean()),
  first_name: Type.Optional(text(256)),
  last_name: Type.String({ minLength: 1, maxLength: 256 }),
  company_name: Type.Optional(text(256)),
  address1: Type.Optional(text(256)),
  address2: Type.Optional(text(256)),
  city: Type.Optional(text(256)),
  postal_code: Type.Optional(text(32)),
  state_code: Type.Optional(text(64)),
  country_code: Type.String({ pattern: '^[A-Z]{2}$', examples: ['GB'] }),
  phone: Type.Optional(Type.String({ maxLength: 32, pattern: '^[0-9+() .-]*$', examples: ['+44 20 7946 0000'] })),
};

export const addressFieldNames = Object.keys(addressFields) as (keyof typeof addressFields)[];

const address = Type.Object(addressFields, { additionalProperties: false });

export type AddressFields = Static<typeof address>;

export const addressDocumentSchema = Type.Object({
  ...addressFields,
  creation_date: Type.String({ description: 'ISO 8601 time' }),
  last_modified: Type.String({ description: 'ISO 8601 time' }),
});

const customerId = Type.Object({ customerId: Type.String() });
const addressName = Type.Object({
  customerId: Type.String(),
  addressName: Type.String({ minLength: 1, maxLength: 256 }),
});

export const listAddressesSchema = {
  params: customerId,
  response: {
    200: Type.Object({
      count: Type.Integer({ minimum: 0 }),
      data: Type.Array(addressDocumentSchema),
      total: Type.Integer({ minimum: 0 }),
    }),
    '4xx': problemDetailsSchema,
  },
};

export const createAddressSchema = {
  params: customerId,
  body: address,
  response: { 200: addressDocumentSchema, '4xx': problemDetailsSchema },
};

export const patchAddressSchema = {
  params: addressName,
  body: Type.Partial(address, { minProperties: 1, additionalProperties: false }),
  response: { 200: addressDocumentSchema, '4xx': problemDetailsSchema },
};

export const deleteAddressSchema = {
  params: addressName,
  response: { 204: Type.Null({ description: 'Deleted; no body.' }), '4xx': problemDetailsSchema },
};
