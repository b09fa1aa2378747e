/**
 * Shopper-login errors keep SLAS's shape, { status_code, message }, which the app's session
 * code reads (shell spec, sections 4 and 8): e.g. a refresh answered with status_code
 * 'invalid_grant' and message 'invalid refresh_token' makes the app clear its auth and retry.
 */
import type { FastifyReply } from 'fastify';
import type { ShopperLoginError } from '../../../domain/session/token-response';

export interface ShopperLoginFailure extends ShopperLoginError {
  httpStatus: 400 | 401 | 404 | 500 | 502;
}

export function failure(
  httpStatus: ShopperLoginFailure['httpStatus'],
  statusCode: string,
  message: string,
): ShopperLoginFailure {
  return { httpStatus, status_code: statusCode, message };
}

export function sendFailure(
  reply: FastifyReply,
  { httpStatus, status_code, message }: ShopperLoginFailure,
): FastifyReply {
  return reply.code(httpStatus).send({ status_code, message });
}

/** Refresh-token failures: the message the app matches on (retryableRefreshMessages). */
export const invalidRefreshToken = failure(400, 'invalid_grant', 'invalid refresh_token');
export const expiredRefreshToken = failure(400, 'invalid_grant', 'EXPIRED_TOKEN: the refresh token has expired.');
