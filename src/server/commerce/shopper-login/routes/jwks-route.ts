/** GET jwks: the public key of the registered id_tokens, so anyone can verify them. */
import type { FastifyInstance } from 'fastify';
import type { ShopperLoginContext } from '../shopper-login-context';
import { organizationParams } from './shopper-login-schemas';

export default async function jwksRoute(app: FastifyInstance, context: ShopperLoginContext) {
  app.get('/jwks', { schema: { params: organizationParams } }, async () => {
    const key = await context.signingKey();
    return { keys: [key.publicJwk] };
  });
}
