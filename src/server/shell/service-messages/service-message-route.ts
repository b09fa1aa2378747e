/**
 * GET /api/service-message?language=en-GB: the system notification of the full header (shell
 * spec, sections 2 and 3): { c_messageContent, c_endDate? } of the active service message, or
 * {} when none is active. A language with no active message gets the active en-GB one, so a
 * notice about the whole catalogue reaches every reader.
 *
 * The text is plain text; the client shows it as text, never as HTML. The answer is the same
 * for every reader and marked no-cache, so the service worker keeps the last one for offline
 * use; c_endDate lets that kept copy hide itself once the message is over.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { EmptyAnswer, SystemNotification } from '../../../domain/shell/news-contracts';
import { inLanguageOrDefault } from '../news/news-language';
import { serviceMessageSchema } from '../news/news-schema';
import { activeServiceMessages } from './service-message-repository';

export default async function serviceMessageRoute(app: FastifyInstance) {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .get(
      '/api/service-message',
      { schema: serviceMessageSchema },
      async (request, reply): Promise<SystemNotification | EmptyAnswer> => {
        const now = new Date();
        const { found } = await inLanguageOrDefault(request.query.language, (code) =>
          activeServiceMessages(app.database, code, now),
        );
        reply.header('cache-control', 'no-cache');
        const [active] = found;
        if (active === undefined) return {};
        return active.endDate === undefined
          ? { c_messageContent: active.content }
          : { c_messageContent: active.content, c_endDate: active.endDate };
      },
    );
}
