/**
 * The shopper login's answer to an exceeded sign-in limit (plugins/app/rate-limit.ts):
 * 429 in SLAS's own error shape, { status_code, message }, which its routes declare and the
 * app reads, with the limit's sentence as the message (Retry-After is already set).
 */
import type { LimitResponder } from '../../../plugins/app/rate-limit';

export const tooManyAttempts: LimitResponder = (_request, reply, exceeded) =>
  reply.code(429).send({ status_code: 'too_many_requests', message: exceeded.message });
