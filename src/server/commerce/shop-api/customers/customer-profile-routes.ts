/**
 * GET customers/:customerId (the customer with its c_ fields, addresses and cards) and PATCH
 * customers/:customerId (the shell's customer update). Guests read their own record but
 * cannot write profile data (the PATCH's level is signed-in: docs/access-policy.md). A PATCH is checked in full, then written in one transaction:
 * a refused field leaves every other field as it was.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../../../db/database';
import { sendProblem } from '../../../http/problem-details';
import { checkSavedMarket } from '../../../access/market-choice-check';
import { principalOf } from '../../../access/request-principal';
import { listAddresses } from './addresses/address-repository';
import { checkedBookmarks } from './bookmark-rules';
import { customerDocument } from './customer-document';
import { findCustomer, updateCustomer, type CustomerRow } from './customer-repository';
import { customerPatchSchema, customerReadSchema } from './customer-schema';
import { listPaymentInstruments } from './payment-instruments/payment-instrument-repository';

export default async function customerProfileRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/', { schema: customerReadSchema }, async (request, reply) => {
    const row = await findCustomer(app.database, request.params.customerId);
    if (row === undefined) return sendProblem(reply, 404, `There is no customer ${request.params.customerId}.`);
    return documentWithDetails(app.database, row);
  });

  app.patch('/', { schema: customerPatchSchema }, async (request, reply) => {
    const { customerId } = request.params;
    const { first_name, last_name, phone, ...customFields } = request.body;
    if (customFields.c_epcBookmarks !== undefined) {
      customFields.c_epcBookmarks = checkedBookmarks(customFields.c_epcBookmarks);
    }
    const row = await app.database.transaction(async (tx) => {
      const current = await findCustomer(tx, customerId, { forUpdate: true });
      if (current === undefined) return undefined;
      if (customFields.c_epcUserMarket !== undefined)
        await checkSavedMarket(tx, await callerProfile(request), customFields.c_epcUserMarket);
      return updateCustomer(tx, customerId, {
        first_name: first_name ?? current.first_name,
        last_name: last_name ?? current.last_name,
        phone: phone ?? current.phone,
        custom_fields: { ...current.custom_fields, ...customFields },
      });
    });
    if (row === undefined) return sendProblem(reply, 404, `There is no customer ${customerId}.`);
    return documentWithDetails(app.database, row);
  });
}

/** The caller's EPCUsers profile, whose type and partner decide their market choices (shell spec, section 6). */
async function callerProfile(request: FastifyRequest) {
  const principal = await principalOf(request);
  return principal.kind === 'user' ? principal.profile : undefined;
}

async function documentWithDetails(db: Queryable, row: CustomerRow) {
  const [addresses, paymentInstruments] = await Promise.all([
    listAddresses(db, row.customer_id),
    listPaymentInstruments(db, row.customer_id),
  ]);
  return customerDocument(row, { addresses, paymentInstruments });
}
