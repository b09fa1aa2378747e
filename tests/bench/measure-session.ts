// Server-side sign-in figures: a guest session (authorize + code grant) and a token refresh,
// each timed end to end over HTTP on this machine.
import { createHash, randomBytes } from 'node:crypto';
import { commerceConfig } from '../../src/config/commerce';
import type { TokenResponse } from '../../src/domain/session/token-response';

const loginPath = `${commerceConfig.proxyPath}/shopper/auth/v1/organizations/${commerceConfig.organizationId}/oauth2`;

async function guestSession(baseUrl: string): Promise<TokenResponse> {
  const verifier = randomBytes(96).toString('base64url').slice(0, 128);
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const redirectUri = `${baseUrl}/callback`;
  const query = new URLSearchParams({
    redirect_uri: redirectUri,
    client_id: commerceConfig.clientId,
    code_challenge: challenge,
    response_type: 'code',
    hint: 'guest',
    channel_id: commerceConfig.channelId,
  });
  const authorize = await fetch(`${baseUrl}${loginPath}/authorize?${query}`, { redirect: 'manual' });
  const location = new URL(authorize.headers.get('location') ?? '');
  const token = await fetch(`${baseUrl}${loginPath}/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'authorization_code_pkce',
      code: location.searchParams.get('code') ?? '',
      usid: location.searchParams.get('usid') ?? '',
      code_verifier: verifier,
      client_id: commerceConfig.clientId,
      redirect_uri: redirectUri,
      channel_id: commerceConfig.channelId,
    }),
  });
  return (await token.json()) as TokenResponse;
}

async function refresh(baseUrl: string, refreshToken: string): Promise<TokenResponse> {
  const response = await fetch(`${baseUrl}${loginPath}/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: commerceConfig.clientId,
      channel_id: commerceConfig.channelId,
    }),
  });
  return (await response.json()) as TokenResponse;
}

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await run();
  return { ms: performance.now() - started, value };
}

export async function measureSession(
  baseUrl: string,
  runs: number,
): Promise<{ guestMs: number[]; refreshMs: number[] }> {
  const guestMs: number[] = [];
  const refreshMs: number[] = [];
  await guestSession(baseUrl);
  for (let run = 0; run < runs; run += 1) {
    const guest = await timed(() => guestSession(baseUrl));
    guestMs.push(guest.ms);
    const refreshed = await timed(() => refresh(baseUrl, guest.value.refresh_token));
    if (!refreshed.value.access_token) throw new Error('refresh failed during the benchmark');
    refreshMs.push(refreshed.ms);
  }
  return { guestMs, refreshMs };
}
