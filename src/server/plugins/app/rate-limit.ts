/**
 * Limits on the routes that take a password or a secret (identity providers' sign-in forms
 * and token endpoints, shopper login and token, the shop API's password routes), so that
 * guessing passwords is slow and gets noticed (docs/abuse-protection.md):
 *
 * - per client address: every request to one of these routes counts, RATE_LIMIT_ADDRESS_MAX
 *   per RATE_LIMIT_ADDRESS_WINDOW_SECONDS and route (default 100 a minute); on an identity
 *   provider's token endpoint, whose one caller is the shopper login's back channel, only
 *   refused requests count;
 * - per account: each failed attempt (and each reset mail sent) counts,
 *   RATE_LIMIT_ACCOUNT_MAX per RATE_LIMIT_ACCOUNT_WINDOW_SECONDS (default 10 in 15 minutes);
 *   once over, the account's password is not even checked until the window ends.
 *
 * @fastify/rate-limit does the counting, in the database (db/rate-limit-store.ts), never in
 * process memory. The client address is the socket's, or what a TRUST_PROXY proxy says.
 * Each route answers an exceeded limit its own way (a problem, or the sign-in form with the
 * message), always 429 with Retry-After.
 */
import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimitConfig } from '../../config';
import { DatabaseRateLimitCounters, rateLimitStoreOver } from '../../db/rate-limit-store';
import { sendProblem } from '../../http/problem-details';

export interface LimitExceeded {
  /** Whole seconds until another attempt is allowed (the Retry-After value). */
  retryAfterSeconds: number;
  /** A sentence for the person: what happened and when to try again. */
  message: string;
}

/** How a route answers an exceeded limit; Retry-After is already set. */
export type LimitResponder = (request: FastifyRequest, reply: FastifyReply, exceeded: LimitExceeded) => FastifyReply;

export interface SignInLimits {
  /** A preHandler hook: counts the request against its client address, answers 429 when over. */
  byAddress(
    respond?: LimitResponder,
  ): (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;
  /**
   * Hooks that count only refused requests (400, 401) against the client address, for a
   * route whose caller is a server making every sign-in's call (an identity provider's
   * token endpoint): guessing its client secret is limited, sign-ins are not.
   */
  failuresByAddress(respond?: LimitResponder): {
    preHandler: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;
    /** An onSend hook, so the failure is counted before the caller can send the next try. */
    onSend: (request: FastifyRequest, reply: FastifyReply, payload: unknown) => Promise<unknown>;
  };
  /** The account's limit when it is used up (nothing is counted), else undefined. */
  accountExceeded(account: string): Promise<LimitExceeded | undefined>;
  /** Counts one failed attempt (or one reset mail) against the account. */
  countAccountAttempt(account: string): Promise<void>;
  /** Sets Retry-After and answers with the responder (a problem by default). */
  refuse(request: FastifyRequest, reply: FastifyReply, exceeded: LimitExceeded, respond?: LimitResponder): FastifyReply;
}

declare module 'fastify' {
  interface FastifyInstance {
    signInLimits: SignInLimits;
  }
}

/** The problem answer of JSON routes. */
export const problemResponder: LimitResponder = (_request, reply, exceeded) =>
  sendProblem(reply, 429, exceeded.message);

export function waitText(seconds: number): string {
  if (seconds < 90) return `${Math.max(1, seconds)} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

const accountMessage = (seconds: number) =>
  `Too many failed attempts for this account. For its protection, try again in ${waitText(seconds)}.`;
const addressMessage = (seconds: number) =>
  `Too many sign-in requests from your network address. Try again in ${waitText(seconds)}.`;

export default fp(
  async (app: FastifyInstance, options: { limits: RateLimitConfig }) => {
    const { limits } = options;
    const counters = new DatabaseRateLimitCounters(app.database);
    await app.register(fastifyRateLimit, { global: false, store: rateLimitStoreOver(counters) });

    const addressCheck = app.createRateLimit({
      max: limits.addressMax,
      timeWindow: limits.addressWindowSeconds * 1000,
      // Per route, so one route's traffic (the guest token grant) does not use up another's.
      keyGenerator: (request) => `address|${request.routeOptions.url ?? request.url}|${normalizeIP(request.ip)}`,
    });
    const accountWindowMs = limits.accountWindowSeconds * 1000;
    const addressWindowMs = limits.addressWindowSeconds * 1000;
    const failureKey = (request: FastifyRequest) =>
      `address-failures|${request.routeOptions.url ?? request.url}|${normalizeIP(request.ip)}`;
    const accountKey = (account: string) => `account|${account.normalize('NFC').toLowerCase()}`;

    const refuse: SignInLimits['refuse'] = (request, reply, exceeded, respond = problemResponder) => {
      request.log.warn({ retryAfterSeconds: exceeded.retryAfterSeconds }, 'rate limit exceeded');
      reply.header('retry-after', String(exceeded.retryAfterSeconds));
      return respond(request, reply, exceeded);
    };

    app.decorate('signInLimits', {
      byAddress: (respond) => async (request, reply) => {
        const result = await addressCheck(request);
        if (result.isAllowed || !result.isExceeded) return undefined;
        const retryAfterSeconds = Math.max(1, result.ttlInSeconds);
        return refuse(request, reply, { retryAfterSeconds, message: addressMessage(retryAfterSeconds) }, respond);
      },
      failuresByAddress: (respond) => ({
        async preHandler(request, reply) {
          const { current, ttl } = await counters.read(failureKey(request));
          if (current < limits.addressMax) return undefined;
          const retryAfterSeconds = Math.max(1, Math.ceil(ttl / 1000));
          return refuse(request, reply, { retryAfterSeconds, message: addressMessage(retryAfterSeconds) }, respond);
        },
        async onSend(request, reply, payload) {
          if (reply.statusCode === 400 || reply.statusCode === 401)
            await counters.increment(failureKey(request), addressWindowMs);
          return payload;
        },
      }),
      async accountExceeded(account) {
        const { current, ttl } = await counters.read(accountKey(account));
        if (current < limits.accountMax) return undefined;
        const retryAfterSeconds = Math.max(1, Math.ceil(ttl / 1000));
        return { retryAfterSeconds, message: accountMessage(retryAfterSeconds) };
      },
      async countAccountAttempt(account) {
        await counters.increment(accountKey(account), accountWindowMs);
      },
      refuse,
    } satisfies SignInLimits);
  },
  { name: 'sign-in-limits', dependencies: ['database'] },
);
