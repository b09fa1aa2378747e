/**
 * The app's side of the shopper login, for tests: the SLAS paths and parameters of the
 * shell spec (section 7), through app.inject.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { commerceConfig } from '../../../../src/config/commerce';
import type { TokenResponse } from '../../../../src/domain/session/token-response';
import { makePkcePair, type PkcePair } from './pkce-pair';

export const loginPath = `/mobify/proxy/api/shopper/auth/v1/organizations/${commerceConfig.organizationId}/oauth2`;
/** app.inject's default Host is localhost:80: the origin http://localhost when PUBLIC_URL is unset. */
export const injectOrigin = 'http://localhost';
export const appCallback = `${injectOrigin}/callback`;

export function authorizeQuery(
  overrides: Record<string, string> = {},
  pkce: PkcePair = makePkcePair(),
): URLSearchParams {
  return new URLSearchParams({
    redirect_uri: appCallback,
    client_id: commerceConfig.clientId,
    code_challenge: pkce.challenge,
    response_type: 'code',
    hint: 'guest',
    channel_id: commerceConfig.channelId,
    ...overrides,
  });
}

export function codeOf(response: LightMyRequestResponse): { code: string; usid: string } {
  expect(response.statusCode).toBe(303);
  const location = new URL(String(response.headers.location));
  const code = location.searchParams.get('code');
  const usid = location.searchParams.get('usid');
  expect(code).toEqual(expect.any(String));
  expect(usid).toEqual(expect.any(String));
  return { code: code ?? '', usid: usid ?? '' };
}

export function tokenRequest(app: FastifyInstance, form: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: `${loginPath}/token`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      client_id: commerceConfig.clientId,
      channel_id: commerceConfig.channelId,
      ...form,
    }).toString(),
  });
}

export async function exchangeCode(
  app: FastifyInstance,
  grant: { code: string; usid: string },
  pkce: PkcePair,
  redirectUri = appCallback,
) {
  return tokenRequest(app, {
    grant_type: 'authorization_code_pkce',
    code: grant.code,
    usid: grant.usid,
    code_verifier: pkce.verifier,
    redirect_uri: redirectUri,
  });
}

export async function signInAsGuest(app: FastifyInstance): Promise<TokenResponse> {
  const pkce = makePkcePair();
  const authorize = await app.inject({ method: 'GET', url: `${loginPath}/authorize?${authorizeQuery({}, pkce)}` });
  const response = await exchangeCode(app, codeOf(authorize), pkce);
  expect(response.statusCode).toBe(200);
  return response.json<TokenResponse>();
}

export function refresh(app: FastifyInstance, refreshToken: string) {
  return tokenRequest(app, { grant_type: 'refresh_token', refresh_token: refreshToken });
}
