/** GET userinfo: who the registered shopper is (OpenID Connect's standard claim names). */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { checkClient } from '../client-checks';
import type { ShopperLoginContext } from '../shopper-login-context';
import { failure, sendFailure } from '../shopper-login-error';
import { findCustomer } from '../store/customers';
import { commerceConfig } from '../../../../config/commerce';
import { userinfoSchema } from './shopper-login-schemas';

export default async function userinfoRoute(app: FastifyInstance, context: ShopperLoginContext) {
  app.withTypeProvider<TypeBoxTypeProvider>().get('/userinfo', { schema: userinfoSchema }, async (request, reply) => {
    const refused = checkClient({ client_id: commerceConfig.clientId, channel_id: request.query.channel_id }, '');
    if (refused !== undefined) return sendFailure(reply, refused);
    const shopper = request.shopper;
    const customer = shopper?.authType === 'registered' ? await findCustomer(context.database, shopper.sub) : undefined;
    if (customer === undefined) {
      reply.header('www-authenticate', 'Bearer');
      return sendFailure(reply, failure(401, 'unauthorized', 'A registered shopper access token is required.'));
    }
    return {
      sub: customer.customer_id,
      email: customer.email ?? '',
      given_name: customer.first_name ?? '',
      family_name: customer.last_name ?? '',
    };
  });
}
