/**
 * Builds the TokenResponse (shell spec, section 3) for a customer and stores the refresh
 * token it carries: an HS256 access token, an RS256 id_token for registered customers only
 * ('' for guests, which is how the app tells them apart), and the encrypted EPC user id.
 */
import { signAccessToken } from '../../../auth/access-token';
import type { Queryable } from '../../../db/database';
import type { TokenResponse } from '../../../../domain/session/token-response';
import { signRs256Jwt } from '../../../idp/jose/rs256-jwt';
import type { SigningKey } from '../../../idp/jose/signing-key';
import type { AuthConfig } from '../../../config';
import { epcUserIdOfCustomer, type CustomerRecord } from '../store/customers';
import { issueRefreshToken } from '../store/refresh-tokens';
import { encryptUserId } from './enc-user-id';

export interface TokenGrant {
  customer: CustomerRecord;
  usid: string;
  clientId: string;
  familyId: string;
  idpAccessToken?: string;
  /** Issuer of the id_token: this shopper login's public URL. */
  issuer: string;
}

export async function issueTokenResponse(
  tx: Queryable,
  auth: AuthConfig,
  signingKey: () => Promise<SigningKey>,
  grant: TokenGrant,
): Promise<TokenResponse> {
  const { customer, usid, clientId, familyId } = grant;
  const userId = epcUserIdOfCustomer(customer);
  const refreshToken = await issueRefreshToken(tx, {
    familyId,
    customerId: customer.customer_id,
    usid,
    clientId,
    ttlSeconds: auth.refreshTokenTtlSeconds,
  });
  const accessToken = await signAccessToken(
    { sub: customer.customer_id, usid, authType: customer.auth_type, ...(userId === undefined ? {} : { userId }) },
    { secret: auth.tokenSecret, ttlSeconds: auth.accessTokenTtlSeconds },
  );
  return {
    access_token: accessToken,
    id_token:
      userId === undefined
        ? ''
        : await registeredIdToken(grant, userId, auth.accessTokenTtlSeconds, await signingKey()),
    refresh_token: refreshToken,
    expires_in: auth.accessTokenTtlSeconds,
    refresh_token_expires_in: auth.refreshTokenTtlSeconds,
    token_type: 'BEARER',
    usid,
    customer_id: customer.customer_id,
    enc_user_id: userId === undefined ? '' : encryptUserId(userId, auth.tokenSecret),
    idp_access_token: grant.idpAccessToken ?? '',
  };
}

async function registeredIdToken(
  grant: TokenGrant,
  userId: string,
  ttlSeconds: number,
  key: SigningKey,
): Promise<string> {
  const { customer } = grant;
  const iat = Math.floor(Date.now() / 1000);
  const givenName = customer.first_name ?? '';
  const familyName = customer.last_name ?? '';
  return await signRs256Jwt(
    {
      iss: grant.issuer,
      sub: customer.customer_id,
      aud: grant.clientId,
      iat,
      exp: iat + ttlSeconds,
      usid: grant.usid,
      user_id: userId,
      name: `${givenName} ${familyName}`.trim(),
      given_name: givenName,
      family_name: familyName,
      email: customer.email ?? '',
    },
    key,
  );
}
