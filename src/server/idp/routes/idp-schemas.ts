/**
 * Request and response schemas of the embedded identity providers' endpoints, typed once
 * with TypeBox. The machine endpoints (discovery, jwks, token, userinfo) answer errors as
 * OAuth 2.0 errors, { error, error_description } (oauth-error.ts, the provider's error
 * handler), never problem details. The sign-in form (/authorize) answers HTML pages and 303
 * redirects: no serialisation schema, its route descriptions say what comes back.
 */
import { Type } from '@fastify/type-provider-typebox';
import { jwkSetSchema } from '../jose/jwk-set-schema';

const text = Type.String({ maxLength: 2048 });

const authorizeProperties = {
  response_type: Type.Optional(text),
  client_id: text,
  redirect_uri: text,
  scope: Type.Optional(text),
  state: Type.Optional(text),
  nonce: Type.Optional(text),
  code_challenge: Type.Optional(text),
  code_challenge_method: Type.Optional(text),
};

/** The authorization request's parameters (authorize-request.ts reads them). */
export const authorizeParameters = Type.Object(authorizeProperties);

const oauthError = Type.Object(
  { error: Type.String(), error_description: Type.String() },
  { description: 'OAuth 2.0 error (RFC 6749, section 5.2)' },
);

/** Every error of the machine endpoints, whatever its status (400, 401, 413, 415, 429, 500 ...). */
const errorResponses = { '4xx': oauthError, '5xx': oauthError };

export const authorizeQuerySchema = {
  description:
    'The sign-in form (text/html, 200). An unknown client or redirect_uri: an HTML error page (400). Any other fault ' +
    'of the request: 303 to redirect_uri?error=...&error_description=...(&state=...).',
  querystring: authorizeParameters,
};

export const authorizeFormSchema = {
  description:
    'Signs the person in: 303 to redirect_uri?code=...(&state=...). Wrong user name or password: the form again ' +
    '(text/html, 401); too many attempts: the form again (text/html, 429, Retry-After). Request faults as for GET.',
  body: Type.Object({
    ...authorizeProperties,
    username: Type.Optional(Type.String({ maxLength: 256 })),
    password: Type.Optional(Type.String({ maxLength: 256 })),
  }),
};

export const signUpFormSchema = {
  description:
    'Creates an account at the provider and signs it in: 303 to redirect_uri?code=...(&state=...). A refused field: ' +
    'the form again with the problem beside the field (text/html, 400); a taken user name: 409; too many attempts: ' +
    '429. Request faults as for GET /authorize.',
  body: Type.Object({
    ...authorizeProperties,
    username: Type.Optional(Type.String({ maxLength: 256 })),
    password: Type.Optional(Type.String({ maxLength: 256 })),
    given_name: Type.Optional(Type.String({ maxLength: 256 })),
    family_name: Type.Optional(Type.String({ maxLength: 256 })),
    email: Type.Optional(Type.String({ maxLength: 512 })),
    phone: Type.Optional(Type.String({ maxLength: 256 })),
  }),
};

export const tokenSchema = {
  body: Type.Object({
    grant_type: text,
    code: Type.Optional(text),
    redirect_uri: Type.Optional(text),
    code_verifier: Type.Optional(text),
    client_id: Type.Optional(text),
    client_secret: Type.Optional(text),
  }),
  response: {
    200: Type.Object({
      access_token: Type.String(),
      id_token: Type.String(),
      token_type: Type.Literal('Bearer'),
      expires_in: Type.Integer(),
      scope: Type.String(),
    }),
    ...errorResponses,
  },
};

export const userinfoSchema = {
  description: "The signed-in person's claims for the provider's own access token (Bearer).",
  response: {
    // The claims besides sub depend on the provider's kind (provider-kinds.ts).
    200: Type.Object({ sub: Type.String() }, { additionalProperties: true }),
    ...errorResponses,
  },
};

export const discoverySchema = {
  description: 'OpenID Connect Discovery 1.0 provider metadata.',
  response: {
    200: Type.Object({
      issuer: Type.String(),
      authorization_endpoint: Type.String(),
      token_endpoint: Type.String(),
      userinfo_endpoint: Type.String(),
      jwks_uri: Type.String(),
      response_types_supported: Type.Array(Type.String()),
      grant_types_supported: Type.Array(Type.String()),
      subject_types_supported: Type.Array(Type.String()),
      id_token_signing_alg_values_supported: Type.Array(Type.String()),
      scopes_supported: Type.Array(Type.String()),
      token_endpoint_auth_methods_supported: Type.Array(Type.String()),
      code_challenge_methods_supported: Type.Array(Type.String()),
    }),
    ...errorResponses,
  },
};

export const jwksSchema = {
  description: "The provider's public signing key (RFC 7517 JWK set).",
  response: {
    200: jwkSetSchema,
    ...errorResponses,
  },
};
