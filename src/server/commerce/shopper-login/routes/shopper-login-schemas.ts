/**
 * Request and response schemas of the shopper-login endpoints (shell spec, section 7),
 * with SLAS's parameter names, typed once with TypeBox. Schema failures answer 400
 * { status_code: 'invalid_request' }. Every error of these routes, whatever its status, is
 * SLAS's { status_code, message } (shopper-login-error.ts, the scope's error handler in
 * shopper-login.ts), never problem details. The sign-in routes answer with 303 redirects
 * to the app or to an identity provider: those have no body, so no serialisation schema;
 * their route descriptions say where they go.
 */
import { Type } from '@fastify/type-provider-typebox';
import { jwkSetSchema } from '../../../idp/jose/jwk-set-schema';
import { s256ChallengePattern } from '../tokens/pkce';

const text = Type.String({ minLength: 1, maxLength: 2048 });
const usid = Type.String({ minLength: 1, maxLength: 64 });
const state = Type.String({ minLength: 1, maxLength: 512 });
const codeChallenge = Type.String({
  pattern: s256ChallengePattern,
  examples: ['E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'],
});
const hints = ['guest', 'corporate-sso', 'retailer-idp', 'third-party-idp'] as const;

/** A string enum as plain JSON Schema ({ type: 'string', enum }), as the routes validated before. */
function stringEnum<const Values extends readonly string[]>(values: Values) {
  return Type.Unsafe<Values[number]>({ type: 'string', enum: [...values] });
}

export const organizationParams = Type.Object({ organizationId: Type.String({ maxLength: 128 }) });

const shopperLoginError = Type.Object(
  { status_code: Type.String(), message: Type.String() },
  { description: 'SLAS error, e.g. { status_code: "invalid_grant", message: "invalid refresh_token" }' },
);

/** Every error of these routes, whatever its status (400, 401, 404, 413, 415, 429, 500 ...). */
const errorResponses = { '4xx': shopperLoginError, '5xx': shopperLoginError };

// The domain's TokenResponse (domain/session/token-response.ts); the token and logout
// handlers return that type, so the type provider checks the two agree.
const tokenResponse = Type.Object({
  access_token: Type.String(),
  id_token: Type.String({ description: 'RS256 id_token of a registered customer; empty for a guest' }),
  refresh_token: Type.String(),
  expires_in: Type.Integer(),
  refresh_token_expires_in: Type.Integer(),
  token_type: stringEnum(['BEARER']),
  usid: Type.String(),
  customer_id: Type.String(),
  enc_user_id: Type.String({ description: 'empty for a guest' }),
  idp_access_token: Type.String({ description: 'empty unless signed in through an identity provider' }),
});

export const authorizeSchema = {
  description:
    "hint=guest: 303 to redirect_uri?code=...&usid=...(&state=...). A provider hint: 303 to that identity provider's " +
    'sign-in, or to redirect_uri?error=temporarily_unavailable when it cannot be reached. Errors before a redirect is ' +
    'trusted: { status_code, message }.',
  params: organizationParams,
  querystring: Type.Object({
    redirect_uri: text,
    client_id: text,
    code_challenge: codeChallenge,
    response_type: stringEnum(['code']),
    hint: stringEnum(hints),
    channel_id: text,
    usid: Type.Optional(usid),
    state: Type.Optional(state),
  }),
  response: errorResponses,
};

export const callbackSchema = {
  description:
    "Where the identity providers send the browser back: 303 to the app's redirect_uri with ?code=...&usid=... or " +
    "?error=...&error_description=... (and the app's state). An unknown or used state: 400 { status_code, message }.",
  params: organizationParams,
  querystring: Type.Object({
    state: text,
    code: Type.Optional(text),
    error: Type.Optional(text),
    error_description: Type.Optional(text),
  }),
  response: errorResponses,
};

export const loginSchema = {
  description:
    'Password sign-in with HTTP Basic credentials: 303 to redirect_uri?code=...&usid=...(&state=...). Wrong ' +
    'credentials: 401, too many attempts: 429 with Retry-After, both { status_code, message }.',
  params: organizationParams,
  headers: Type.Object({
    authorization: Type.String({ pattern: '^[Bb]asic ', examples: ['Basic dXNlcjpwYXNzd29yZA=='] }),
  }),
  body: Type.Object({
    redirect_uri: text,
    client_id: text,
    code_challenge: codeChallenge,
    channel_id: text,
    usid: Type.Optional(usid),
    state: Type.Optional(state),
  }),
  response: errorResponses,
};

const tokenGrants = [
  {
    if: { properties: { grant_type: { const: 'authorization_code_pkce' } } },
    then: { required: ['code', 'code_verifier', 'redirect_uri'] },
  },
  { if: { properties: { grant_type: { const: 'refresh_token' } } }, then: { required: ['refresh_token'] } },
];

export const tokenSchema = {
  params: organizationParams,
  body: Type.Object(
    {
      grant_type: stringEnum(['authorization_code_pkce', 'refresh_token']),
      client_id: text,
      channel_id: text,
      code: Type.Optional(text),
      usid: Type.Optional(usid),
      code_verifier: Type.Optional(Type.String({ minLength: 43, maxLength: 128, pattern: '^[A-Za-z0-9._~-]+$' })),
      redirect_uri: Type.Optional(text),
      refresh_token: Type.Optional(text),
    },
    // Which of the optional fields a grant needs; JSON Schema kept as it was validated.
    { allOf: tokenGrants },
  ),
  response: { 200: tokenResponse, ...errorResponses },
};

export const logoutSchema = {
  params: organizationParams,
  querystring: Type.Object({ client_id: text, refresh_token: text, channel_id: text }),
  response: { 200: tokenResponse, ...errorResponses },
};

export const userinfoSchema = {
  params: organizationParams,
  querystring: Type.Object({ channel_id: text }),
  response: {
    200: Type.Object({
      sub: Type.String(),
      email: Type.String(),
      given_name: Type.String(),
      family_name: Type.String(),
    }),
    ...errorResponses,
  },
};

export const jwksSchema = {
  description: 'The public key of the registered id_tokens (RFC 7517 JWK set).',
  params: organizationParams,
  response: {
    200: jwkSetSchema,
    ...errorResponses,
  },
};
