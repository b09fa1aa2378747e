/**
 * The shopper login: an OAuth 2.0 authorization server to the app with Salesforce SLAS's
 * contract (authorize, login, token, logout, userinfo; PKCE S256), and an OpenID Connect
 * relying party of the three identity providers. Encapsulated: its form parser, its
 * { status_code, message } errors and its no-store caching apply to its routes only.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { commerceConfig } from '../../../config/commerce';
import type { AuthConfig } from '../../config';
import { describeValidationError } from '../../http/describe-validation-error';
import { genericErrorDetail } from '../../http/problem-details';
import { registerFormBodyParser } from '../../idp/form-body-parser';
import { loadIdentityProviderSettings, type IdentityProviderSettings } from '../../idp/identity-provider-settings';
import { storedSigningKey } from '../../idp/jose/signing-key';
import { createProviderConfigurations, type BackChannelFor } from './oidc/provider-configuration';
import authorizeRoute from './routes/authorize-route';
import callbackRoute from './routes/callback-route';
import jwksRoute from './routes/jwks-route';
import loginRoute from './routes/login-route';
import logoutRoute from './routes/logout-route';
import tokenRoute from './routes/token-route';
import userinfoRoute from './routes/userinfo-route';
import type { ShopperLoginContext } from './shopper-login-context';
import { failure, sendFailure } from './shopper-login-error';
import { shopperLoginRoutePrefix } from './shopper-login-paths';

export interface ShopperLoginOptions {
  auth: AuthConfig;
  /** Defaults to the environment (IDP_<KIND>_ISSUER, _CLIENT_ID, _CLIENT_SECRET). */
  providers?: IdentityProviderSettings;
  /** The fetch of the calls to identity providers; replaceable in tests, defaults to real HTTP. */
  backChannel?: BackChannelFor;
}

export default async function shopperLogin(app: FastifyInstance, options: ShopperLoginOptions) {
  const context: ShopperLoginContext = {
    auth: options.auth,
    database: app.database,
    providers: options.providers ?? loadIdentityProviderSettings(),
    signingKey: storedSigningKey(app.database, 'shopper-login'),
    relyingParty: createProviderConfigurations(options.backChannel),
  };

  await app.register(
    async (scope) => {
      registerFormBodyParser(scope);

      // Tokens, codes and personal data: nothing here may be cached anywhere.
      scope.addHook('onSend', async (_request, reply, payload) => {
        reply.header('cache-control', 'no-store');
        reply.header('pragma', 'no-cache');
        return payload;
      });

      scope.addHook('preValidation', async (request, reply) => {
        const { organizationId } = request.params as { organizationId: string };
        if (organizationId !== commerceConfig.organizationId) {
          return sendFailure(reply, failure(404, 'not_found', `Unknown organization ${organizationId}.`));
        }
        return undefined;
      });

      scope.setErrorHandler((error: FastifyError, request, reply) => {
        if (error.validation !== undefined) {
          return sendFailure(
            reply,
            failure(
              400,
              'invalid_request',
              describeValidationError(error.validation, error.validationContext, request),
            ),
          );
        }
        if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
          return reply.code(error.statusCode).send({ status_code: 'invalid_request', message: error.message });
        }
        request.log.error({ err: error }, 'shopper login request failed');
        return sendFailure(reply, failure(500, 'server_error', genericErrorDetail));
      });

      for (const route of [
        authorizeRoute,
        callbackRoute,
        loginRoute,
        tokenRoute,
        logoutRoute,
        userinfoRoute,
        jwksRoute,
      ]) {
        await scope.register(route, context);
      }
    },
    { prefix: shopperLoginRoutePrefix },
  );
}
