/**
 * grant_type=authorization_code_pkce: a code is exchanged once, within 60 seconds, by the
 * client and redirect URI it was issued for, with the verifier of its challenge. A code
 * presented again is taken as stolen: the refresh token family it issued is revoked.
 */
import type { TokenResponse } from '../../../../domain/session/token-response';
import type { Queryable } from '../../../db/database';
import type { ShopperLoginContext } from '../shopper-login-context';
import { failure, type ShopperLoginFailure } from '../shopper-login-error';
import { findCodeForExchange, markCodeUsed } from '../store/authorization-codes';
import { findCustomer } from '../store/customers';
import { newFamilyId, revokeFamily } from '../store/refresh-tokens';
import { issueTokenResponse } from '../tokens/issue-token-response';
import { verifierMatchesChallenge } from '../tokens/pkce';

export interface CodeExchange {
  code: string;
  codeVerifier: string;
  clientId: string;
  redirectUri: string;
  usid: string | undefined;
  issuer: string;
}

const invalidCode = failure(400, 'invalid_grant', 'Invalid authorization code.');

export async function exchangeAuthorizationCode(
  tx: Queryable,
  context: ShopperLoginContext,
  exchange: CodeExchange,
): Promise<TokenResponse | ShopperLoginFailure> {
  const stored = await findCodeForExchange(tx, exchange.code);
  if (stored === undefined) return invalidCode;
  if (stored.used) {
    if (stored.issued_family_id !== null) await revokeFamily(tx, stored.issued_family_id);
    return failure(400, 'invalid_grant', 'The authorization code has already been used.');
  }
  if (stored.expired) {
    await markCodeUsed(tx, exchange.code, null);
    return failure(400, 'invalid_grant', 'The authorization code has expired.');
  }
  if (stored.client_id !== exchange.clientId) return invalidCode;
  if (stored.redirect_uri !== exchange.redirectUri) {
    return failure(400, 'invalid_grant', 'redirect_uri does not match the authorization request.');
  }
  if (exchange.usid !== undefined && exchange.usid !== stored.usid) {
    return failure(400, 'invalid_grant', 'usid does not match the authorization code.');
  }
  if (!verifierMatchesChallenge(exchange.codeVerifier, stored.code_challenge)) {
    return failure(400, 'invalid_grant', 'Invalid code_verifier.');
  }
  const customer = await findCustomer(tx, stored.customer_id);
  if (customer === undefined) return invalidCode;
  const familyId = newFamilyId();
  await markCodeUsed(tx, exchange.code, familyId);
  return issueTokenResponse(tx, context.auth, context.signingKey, {
    customer,
    usid: stored.usid,
    clientId: stored.client_id,
    familyId,
    idpAccessToken: stored.idp_access_token,
    issuer: exchange.issuer,
  });
}
