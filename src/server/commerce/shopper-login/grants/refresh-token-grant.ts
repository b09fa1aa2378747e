/**
 * grant_type=refresh_token: rotates the refresh token (the presented one stops working) and
 * issues fresh tokens in the same family. Presenting an already rotated token revokes the
 * family (reuse detection), unless it was rotated within the reuse interval: then the client
 * most likely never received the answer (flaky network, page reloaded mid-request) and gets
 * fresh tokens in the same family instead of being signed out. Revoked, unknown and other clients' tokens are all
 * 'invalid refresh_token', and an expired one says EXPIRED_TOKEN, as the app expects.
 */
import type { TokenResponse } from '../../../../domain/session/token-response';
import type { Queryable } from '../../../db/database';
import type { ShopperLoginContext } from '../shopper-login-context';
import { expiredRefreshToken, invalidRefreshToken, type ShopperLoginFailure } from '../shopper-login-error';
import { findCustomer } from '../store/customers';
import { findRefreshToken, markRotated, revokeFamily, type StoredRefreshToken } from '../store/refresh-tokens';
import { issueTokenResponse } from '../tokens/issue-token-response';

export interface Refresh {
  refreshToken: string;
  clientId: string;
  issuer: string;
}

const rotatedWithinReuseInterval = (stored: StoredRefreshToken, context: ShopperLoginContext) =>
  stored.seconds_since_rotation !== null &&
  stored.seconds_since_rotation < context.auth.refreshTokenReuseIntervalSeconds;

export async function refreshTokens(
  tx: Queryable,
  context: ShopperLoginContext,
  refresh: Refresh,
): Promise<TokenResponse | ShopperLoginFailure> {
  const stored = await findRefreshToken(tx, refresh.refreshToken);
  if (stored === undefined || stored.revoked || stored.client_id !== refresh.clientId) return invalidRefreshToken;
  if (stored.rotated && !rotatedWithinReuseInterval(stored, context)) {
    await revokeFamily(tx, stored.family_id);
    return invalidRefreshToken;
  }
  if (stored.expired) return expiredRefreshToken;
  const customer = await findCustomer(tx, stored.customer_id);
  if (customer === undefined) return invalidRefreshToken;
  if (!stored.rotated) await markRotated(tx, refresh.refreshToken);
  return issueTokenResponse(tx, context.auth, context.signingKey, {
    customer,
    usid: stored.usid,
    clientId: stored.client_id,
    familyId: stored.family_id,
    issuer: refresh.issuer,
  });
}
