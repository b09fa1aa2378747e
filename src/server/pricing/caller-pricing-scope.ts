/**
 * Prices and discounts only for the caller's own dealer and markets (docs/access-policy.md):
 * the route's level has already required catalogue access, so the caller has a profile. A
 * dealerCode naming another dealer, or a market outside the caller's choices, is a 403.
 */
import type { FastifyRequest } from 'fastify';
import { checkDealerCode, pricingDealerCode } from '../../domain/access/scoping';
import { defaultMarket } from '../../domain/profile/login-flow-rules';
import type { UserProfile } from '../../domain/profile/user-profile';
import { ClientError } from '../commerce/shop-api/client-error';
import { ownMarketOrRefuse } from '../access/market-choice-check';
import { principalOf } from '../access/request-principal';

export interface PricingScope {
  profile: UserProfile;
  retailerId: string;
  market: string;
}

export async function callerPricingScope(
  request: FastifyRequest,
  asked: { dealerCode?: string; market?: string },
): Promise<PricingScope> {
  const principal = await principalOf(request);
  const profile = principal.kind === 'user' ? principal.profile : undefined;
  if (profile === undefined)
    throw new ClientError(403, 'Prices are shown only to signed-in users with catalogue access.');
  const refusal = checkDealerCode(asked.dealerCode ?? '', profile);
  if (refusal !== undefined) throw new ClientError(403, refusal);
  const market = await ownMarketOrRefuse(
    request.server.database,
    profile,
    asked.market ?? profile.c_epcUserMarket ?? defaultMarket,
  );
  return { profile, retailerId: pricingDealerCode(profile), market };
}
