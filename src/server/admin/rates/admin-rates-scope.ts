/**
 * Who may write or read which dealers' rates in which market (docs/access-policy.md): the
 * route's admin level let the caller in; an internal admin then acts on any dealer (the
 * jlr_internal and default records included) in any market, a retailer admin only on their
 * own dealer in one of their own markets. Refusals (403) come before "unknown dealer/market"
 * (400), so a retailer admin cannot probe other dealers' codes.
 */
import type { FastifyRequest } from 'fastify';
import type { Principal } from '../../../domain/access/principal';
import { checkDealerRecordsAction } from '../../../domain/access/scoping';
import { defaultRetailerId, internalRetailerId } from '../../../domain/shopping-list/pricing-retailer';
import { ownMarketOrRefuse } from '../../access/market-choice-check';
import { principalOf } from '../../access/request-principal';
import { ClientError } from '../../commerce/shop-api/client-error';
import { marketExists, retailerExists } from './rate-records-repository';

export interface RatesScope {
  market: string;
  dealerCodes: string[];
  /** The acting admin, for the audit. */
  actor: Principal;
  actorId: string;
}

export async function adminRatesScope(
  request: FastifyRequest,
  asked: { marketCode: string; dealerCodes: readonly string[] },
): Promise<RatesScope> {
  const principal = await principalOf(request);
  const profile = principal.kind === 'user' ? principal.profile : undefined;
  if (principal.kind !== 'user' || profile === undefined) throw new ClientError(403, 'Only an admin can do this.');
  const refusal = checkDealerRecordsAction(profile, asked.dealerCodes);
  if (refusal !== undefined) throw new ClientError(403, refusal);
  const db = request.server.database;
  const market =
    profile.c_epcUserType === 'internal'
      ? asked.marketCode.toUpperCase()
      : await ownMarketOrRefuse(db, profile, asked.marketCode);
  if (!(await marketExists(db, market))) {
    throw new ClientError(400, `marketCode ${market} is not a market of the catalogue.`);
  }
  for (const [index, code] of asked.dealerCodes.entries()) {
    if (code === internalRetailerId || code === defaultRetailerId) continue;
    if (!(await retailerExists(db, code))) {
      throw new ClientError(400, `dealerCodes.${index} ${code} is not a known retailer.`);
    }
  }
  return { market, dealerCodes: [...new Set(asked.dealerCodes)], actor: principal, actorId: principal.userId };
}
