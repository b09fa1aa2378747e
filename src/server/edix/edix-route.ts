/**
 * GET /edix?url={dealer service}&endpoint={/GetToken or /LoginDealers} (catalogue spec,
 * section 7): the proxy to the external dealer parts service, for users with catalogue access
 * only (docs/access-policy.md: pending, rejected and guest callers never reach the service).
 * It calls nothing but the configured dealer services (EDIX_TARGETS; unset, this server's own
 * stand-in) and only those two endpoints, so it cannot be turned on other hosts. A non-200
 * answer, as the spec says, becomes an error carrying its status text (502).
 *
 * The server's own stand-in is called in-process rather than over the network: the server
 * may not be able to reach its own public address (a proxy, a container), and the origin it
 * is reached at comes from the Host header, which must never decide where a request goes.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  dealerBrand,
  dealerServicePath,
  edixEndpoints,
  type DealerLoginRequest,
  type EdixEndpoint,
} from '../../domain/shopping-list/shopping-list-contracts';
import type { Queryable } from '../db/database';
import { sendProblem } from '../http/problem-details';
import { publicOriginOf } from '../idp/public-origin';
import { postToDealerService, type DealerServiceOutcome } from './call-dealer-service';
import { normaliseDealerServiceUrl } from './dealer-service-url';
import { edixSchema, type EdixQuery } from './edix-schema';
import { findDealerRecord } from './find-dealer-record';

export interface EdixOptions {
  /** Allowed dealer service base URLs (normalised); undefined: only this server's stand-in. */
  targets: readonly string[] | undefined;
  /** PUBLIC_URL: the origin of this server's own stand-in; unset, the request's origin. */
  publicUrl: string | undefined;
  timeoutMs?: number;
}

export const addressNotAllowedMessage = 'The dealer service address is not allowed.';
export const endpointNotAllowedMessage = `The dealer service endpoint must be ${edixEndpoints.join(' or ')}.`;

export default async function edixRoute(app: FastifyInstance, { targets, publicUrl, timeoutMs = 10_000 }: EdixOptions) {
  app.withTypeProvider<TypeBoxTypeProvider>().get('/edix', { schema: edixSchema }, async (request, reply) => {
    const ownService = `${publicOriginOf(request, publicUrl)}${dealerServicePath}`;
    const target = normaliseDealerServiceUrl(request.query.url);
    if (target === undefined || !(targets ?? [ownService]).includes(target)) {
      return sendProblem(reply, 403, addressNotAllowedMessage);
    }
    const endpoint = edixEndpoints.find((known) => known === request.query.endpoint);
    if (endpoint === undefined) return sendProblem(reply, 400, endpointNotAllowedMessage);
    const body = endpoint === '/LoginDealers' ? await loginBody(app.database, request.query) : undefined;
    if (typeof body === 'string') return sendProblem(reply, 400, body);
    const outcome =
      target === ownService
        ? await postInProcess(app, endpoint, body)
        : await postToDealerService(`${target}${endpoint}`, body, timeoutMs);
    return relay(request, reply, outcome);
  });
}

/**
 * The LoginDealers body from the query, Brand fixed by the proxy; or what is missing. A dealer
 * in our records is sent with the name and sales location (DSL) of its record, which the client
 * does not hold; the caller's values count only for a dealer we have no record of.
 */
async function loginBody(db: Queryable, query: EdixQuery): Promise<DealerLoginRequest | string> {
  if (!query.Token) return 'Token is required.';
  if (!query.DealerCode) return 'DealerCode is required.';
  const dealer = await findDealerRecord(db, query.DealerCode);
  return {
    Token: query.Token,
    Brand: dealerBrand,
    DealerCode: query.DealerCode,
    DealerName: dealer?.name ?? query.DealerName ?? '',
    CountryCode: query.CountryCode ?? '',
    DSL: dealer?.dsl ?? query.DSL ?? '',
  };
}

async function postInProcess(
  app: FastifyInstance,
  endpoint: EdixEndpoint,
  body: object | undefined,
): Promise<DealerServiceOutcome> {
  const response = await app.inject({
    method: 'POST',
    url: `${dealerServicePath}${endpoint}`,
    ...(body === undefined ? {} : { payload: body }),
  });
  return { kind: 'answer', status: response.statusCode, statusText: response.statusMessage, body: response.body };
}

function relay(request: FastifyRequest, reply: FastifyReply, outcome: DealerServiceOutcome): FastifyReply {
  if (outcome.kind === 'timeout') return sendProblem(reply, 504, 'The dealer service did not answer in time.');
  if (outcome.kind === 'unreachable') return sendProblem(reply, 502, 'The dealer service could not be reached.');
  if (outcome.kind === 'too-large')
    return sendProblem(reply, 502, 'The dealer service sent a reply that is too large.');
  if (outcome.status !== 200) {
    request.log.warn({ status: outcome.status }, 'dealer service refused the request');
    return sendProblem(reply, 502, `The dealer service answered: ${outcome.status} ${outcome.statusText}`.trim());
  }
  let json: string;
  try {
    json = JSON.stringify(JSON.parse(outcome.body));
  } catch {
    return sendProblem(reply, 502, 'The dealer service sent a reply that is not JSON.');
  }
  return reply.type('application/json; charset=utf-8').send(json);
}
