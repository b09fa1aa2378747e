/**
 * The embedded dealer parts service and ordering site (catalogue spec, section 7), standing in
 * for the external ones so the hand-off works out of the box: the service answers under
 * /dealer-service, the ordering page at /dealer-ordering; both share one store of tokens, in the database.
 */
import type { FastifyInstance } from 'fastify';
import { dealerServicePath } from '../../domain/shopping-list/shopping-list-contracts';
import dealerOrderingRoute from './dealer-ordering-route';
import dealerServiceRoutes from './dealer-service-routes';
import { createDealerSessions, type DealerSessionOptions } from './dealer-sessions';

export interface DealerStandInOptions {
  /** The token clock and limits; tests set the clock. */
  dealerSessions?: DealerSessionOptions;
}

export default async function dealerStandIn(app: FastifyInstance, { dealerSessions = {} }: DealerStandInOptions) {
  const sessions = createDealerSessions(app.database, dealerSessions);
  await app.register(dealerServiceRoutes, { prefix: dealerServicePath, sessions });
  await app.register(dealerOrderingRoute, { sessions });
}
