/**
 * POST gift_certificate {gift_certificate_code}: a gift certificate's balance and status. An
 * unknown code is a 404 that does not repeat the code. Guessing codes is limited (plugins/app/
 * rate-limit.ts, counted in the database): every request counts against the client address
 * (RATE_LIMIT_ADDRESS_MAX a window), and each unknown code against both the address and the
 * token's customer (RATE_LIMIT_ACCOUNT_MAX a window); once over, no code is looked up until
 * the window ends (429 with Retry-After), so a new guest token does not reset the count.
 */
import { normalizeIP } from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { sendProblem } from '../../../http/problem-details';
import { waitText, type LimitResponder } from '../../../plugins/app/rate-limit';
import { findGiftCertificate } from './gift-certificate-repository';
import { giftCertificateSchema } from './gift-certificate-schema';

export const unknownGiftCertificate = 'There is no gift certificate with this code.';

const tooManyRequests: LimitResponder = (_request, reply, exceeded) =>
  sendProblem(
    reply,
    429,
    `Too many gift certificate requests from your network address. Try again in ${waitText(exceeded.retryAfterSeconds)}.`,
  );

export default async function giftCertificateRoute(app: FastifyInstance) {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .post(
      '/gift_certificate',
      { schema: giftCertificateSchema, preHandler: app.signInLimits.byAddress(tooManyRequests) },
      async (request, reply) => {
        const counted = [
          `gift-certificate|address|${normalizeIP(request.ip)}`,
          `gift-certificate|customer|${request.shopper?.sub ?? ''}`,
        ];
        for (const key of counted) {
          const exceeded = await app.signInLimits.accountExceeded(key);
          if (exceeded === undefined) continue;
          const message = `Too many unknown gift certificate codes. Try again in ${waitText(exceeded.retryAfterSeconds)}.`;
          return app.signInLimits.refuse(request, reply, { ...exceeded, message });
        }
        const certificate = await findGiftCertificate(app.database, request.body.gift_certificate_code);
        if (certificate !== undefined) return certificate;
        for (const key of counted) await app.signInLimits.countAccountAttempt(key);
        return sendProblem(reply, 404, unknownGiftCertificate);
      },
    );
}
