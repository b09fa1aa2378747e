/**
 * GET and POST customers/:customerId/addresses, PATCH and DELETE .../addresses/:addressName.
 * Addresses are profile data, so only a registered customer keeps them. Each write is one
 * transaction that also keeps at most one address preferred.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { sendProblem } from '../../../../http/problem-details';
import { ClientError } from '../../client-error';
import {
  clearPreferred,
  countAddresses,
  deleteAddress,
  findAddress,
  insertAddress,
  listAddresses,
  maxAddressesPerCustomer,
  replaceAddress,
} from './address-repository';
import { createAddressSchema, deleteAddressSchema, listAddressesSchema, patchAddressSchema } from './address-schema';

export default async function addressRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/', { schema: listAddressesSchema }, async (request) => {
    const data = await listAddresses(app.database, request.params.customerId);
    return { count: data.length, data, total: data.length };
  });

  app.post('/', { schema: createAddressSchema }, async (request) => {
    const { customerId } = request.params;
    const address = request.body;
    return app.database.transaction(async (tx) => {
      if ((await findAddress(tx, customerId, address.address_id)) !== undefined) {
        throw new ClientError(409, `An address named ${address.address_id} already exists.`);
      }
      if ((await countAddresses(tx, customerId)) >= maxAddressesPerCustomer) {
        throw new ClientError(400, `A customer can keep at most ${maxAddressesPerCustomer} addresses.`);
      }
      if (address.preferred === true) await clearPreferred(tx, customerId);
      return insertAddress(tx, customerId, address);
    });
  });

  app.patch('/:addressName', { schema: patchAddressSchema }, async (request, reply) => {
    const { customerId, addressName } = request.params;
    const changes = request.body;
    const updated = await app.database.transaction(async (tx) => {
      const existing = await findAddress(tx, customerId, addressName);
      if (existing === undefined) return undefined;
      const renamed = changes.address_id !== undefined && changes.address_id !== addressName;
      if (renamed && (await findAddress(tx, customerId, changes.address_id ?? '')) !== undefined) {
        throw new ClientError(409, `An address named ${changes.address_id} already exists.`);
      }
      if (changes.preferred === true) await clearPreferred(tx, customerId);
      return replaceAddress(tx, customerId, addressName, { ...existing, ...changes });
    });
    return updated ?? sendProblem(reply, 404, `There is no address named ${addressName}.`);
  });

  app.delete('/:addressName', { schema: deleteAddressSchema }, async (request, reply) => {
    const { customerId, addressName } = request.params;
    const deleted = await app.database.transaction((tx) => deleteAddress(tx, customerId, addressName));
    if (!deleted) return sendProblem(reply, 404, `There is no address named ${addressName}.`);
    return reply.code(204).send(null);
  });
}
