/**
 * Request and response schemas of the shopper-login endpoints (shell spec, section 7),
 * with SLAS's parameter names. Schema failures answer 400 { status_code: 'invalid_request' }.
 */
import { s256ChallengePattern } from '../tokens/pkce';

const text = { type: 'string', minLength: 1, maxLength: 2048 } as const;
const usid = { type: 'string', minLength: 1, maxLength: 64 } as const;
const state = { type: 'string', minLength: 1, maxLength: 512 } as const;
const codeChallenge = { type: 'string', pattern: s256ChallengePattern, examples: ['E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'] } as const;
const hints = ['guest', 'corporate-sso', 'retailer-idp', 'third-party-idp'] as const;

export const organizationParams = {
  type: 'object',
  required: ['organizationId'],
  properties: { organizationId: { type: 'string', maxLength: 128 } },
} as const;

export const authorizeSchema = {
  params: organizationParams,
  querystring: {
    type: 'object',
    required: ['redirect_uri', 'client_id', 'code_challenge', 'response_type', 'hint', 'channel_id'],
    properties: {
      redirect_uri: text,
      client_id: text,
      code_challenge: codeChallenge,
      response_type: { type: 'string', enum: ['code'] },
      hint: { type: 'string', enum: hints },
      channel_id: text,
      usid,
      state,
    },
  },
} as const;

export const callbackSchema = {
  params: organizationParams,
  querystring: {
    type: 'object',
    required: ['state'],
    properties: { state: text, code: text, error: text, error_description: text },
  },
} as const;

export const loginSchema = {
  params: organizationParams,
  headers: {
    type: 'object',
    required: ['authorization'],
    properties: { authorization: { type: 'string', pattern: '^[Bb]asic ', examples: ['Basic dXNlcjpwYXNzd29yZA=='] } },
  },
  body: {
    type: 'object',
    required: ['redirect_uri', 'client_id', 'code_challenge', 'channel_id'],
    properties: { redirect_uri: text, client_id: text, code_challenge: codeChallenge, channel_id: text, usid, state },
  },
} as const;

const tokenResponse = {
  type: 'object',
  required: [
    'access_token', 'id_token', 'refresh_token', 'expires_in', 'refresh_token_expires_in', 'token_type', 'usid',
    'customer_id', 'enc_user_id', 'idp_access_token',
  ],
  properties: {
    access_token: { type: 'string' },
    id_token: { type: 'string' },
    refresh_token: { type: 'string' },
    expires_in: { type: 'integer' },
    refresh_token_expires_in: { type: 'integer' },
    token_type: { type: 'string', enum: ['BEARER'] },
    usid: { type: 'string' },
    customer_id: { type: 'string' },
    enc_user_id: { type: 'string' },
    idp_access_token: { type: 'string' },
  },
} as const;

const shopperLoginError = {
  type: 'object',
  required: ['status_code', 'message'],
  properties: { status_code: { type: 'string' }, message: { type: 'string' } },
} as const;

export const tokenSchema = {
  params: organizationParams,
  body: {
    type: 'object',
    required: ['grant_type', 'client_id', 'channel_id'],
    properties: {
      grant_type: { type: 'string', enum: ['authorization_code_pkce', 'refresh_token'] },
      client_id: text,
      channel_id: text,
      code: text,
      usid,
      code_verifier: { type: 'string', minLength: 43, maxLength: 128, pattern: '^[A-Za-z0-9._~-]+$' },
      redirect_uri: text,
      refresh_token: text,
    },
    allOf: [
      {
        if: { properties: { grant_type: { const: 'authorization_code_pkce' } } },
        then: { required: ['code', 'code_verifier', 'redirect_uri'] },
      },
      {
        if: { properties: { grant_type: { const: 'refresh_token' } } },
        then: { required: ['refresh_token'] },
      },
    ],
  },
  response: { 200: tokenResponse, '4xx': shopperLoginError },
} as const;

export const logoutSchema = {
  params: organizationParams,
  querystring: {
    type: 'object',
    required: ['client_id', 'refresh_token', 'channel_id'],
    properties: { client_id: text, refresh_token: text, channel_id: text },
  },
  response: { 200: tokenResponse, '4xx': shopperLoginError },
} as const;

export const userinfoSchema = {
  params: organizationParams,
  querystring: {
    type: 'object',
    required: ['channel_id'],
    properties: { channel_id: text },
  },
} as const;
