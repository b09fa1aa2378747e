/**
 * GET /.well-known/openid-configuration and GET /jwks: what a relying party needs to find
 * the provider's endpoints and verify its tokens (OpenID Connect Discovery 1.0).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { issuerOf, type ProviderContext } from '../provider-context';
import { discoverySchema, jwksSchema } from './idp-schemas';

export default async function discoveryRoutes(app: FastifyInstance, context: ProviderContext) {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .get('/.well-known/openid-configuration', { schema: discoverySchema }, async (request) => {
      const issuer = issuerOf(context, request);
      return {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/userinfo`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        grant_types_supported: ['authorization_code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        scopes_supported: ['openid', 'email', 'profile'],
        token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
        code_challenge_methods_supported: ['S256'],
      };
    });

  app.withTypeProvider<TypeBoxTypeProvider>().get('/jwks', { schema: jwksSchema }, async () => {
    const key = await context.signingKey();
    return { keys: [key.publicJwk] };
  });
}
