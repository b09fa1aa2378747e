/** GET jwks: the public key of the registered id_tokens, so anyone can verify them. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { ShopperLoginContext } from '../shopper-login-context';
import { jwksSchema } from './shopper-login-schemas';

export default async function jwksRoute(app: FastifyInstance, context: ShopperLoginContext) {
  app.withTypeProvider<TypeBoxTypeProvider>().get('/jwks', { schema: jwksSchema }, async () => {
    const key = await context.signingKey();
    return { keys: [key.publicJwk] };
  });
}
