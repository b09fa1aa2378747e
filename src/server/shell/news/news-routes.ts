/**
 * The news (EpcUpdates) of the EPC Updates modal (shell spec, sections 2, 3 and 7):
 *
 *   GET /api/news?language=en-GB          the news list, newest first: { c_languageCode, items }
 *   GET /api/news/latest?language=en-GB   the news summary: { last_modified, c_languageCode } or {}
 *   GET /api/news/files/:key              the item's file, application/pdf; 404 problem when unknown
 *
 * An item's file is the PDF an admin uploaded (read from the file storage) or, for an item
 * written as text, drawn from it. *
 * A language without news gets the en-GB news (news-language.ts). Every shopper reads news,
 * guests included (catalogue spec, section 6, as custom-object-access.ts has it). The answers
 * are the same for every reader, so they are marked no-cache rather than no-store: the
 * service worker keeps them and the modal opens offline once seen (sw/cache-policy.ts).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { EmptyAnswer, NewsList, NewsSummary } from '../../../domain/shell/news-contracts';
import { checkUpdateFilePath } from '../../../domain/shell/news-admin-rules';
import { sendProblem } from '../../http/problem-details';
import { inLanguageOrDefault } from './news-language';
import { newsPdf } from './news-pdf';
import { newsItemOf } from './news-record';
import { findNewsRecord, listNewsRecords } from './news-repository';
import { newsFileSchema, newsListSchema, newsSummarySchema } from './news-schema';

const sharedAnswer = 'no-cache';

export default async function newsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/api/news', { schema: newsListSchema }, async (request, reply): Promise<NewsList> => {
    const { languageCode, found } = await inLanguageOrDefault(request.query.language, (code) =>
      listNewsRecords(app.database, code),
    );
    reply.header('cache-control', sharedAnswer);
    return { c_languageCode: languageCode, items: found.map(newsItemOf) };
  });

  app.get(
    '/api/news/latest',
    { schema: newsSummarySchema },
    async (request, reply): Promise<NewsSummary | EmptyAnswer> => {
      const { found } = await inLanguageOrDefault(request.query.language, (code) =>
        listNewsRecords(app.database, code, 1),
      );
      reply.header('cache-control', sharedAnswer);
      const [newest] = found;
      return newest === undefined ? {} : { last_modified: newest.lastModified, c_languageCode: newest.languageCode };
    },
  );

  app.get('/api/news/files/:key', { schema: newsFileSchema }, async (request, reply) => {
    const record = await findNewsRecord(app.database, request.params.key);
    if (record === undefined) return sendProblem(reply, 404, 'No document found');
    // Only an update's own folder is served, whatever path a record names.
    const { filePath } = record;
    const readable = filePath !== undefined && checkUpdateFilePath(filePath) === undefined;
    const uploaded = readable ? await app.fileStorage.read(filePath) : undefined;
    if (filePath !== undefined && uploaded === undefined) return sendProblem(reply, 404, 'No document found');
    return reply
      .header('cache-control', sharedAnswer)
      .header('content-disposition', `inline; filename="${record.fileName.replace(/[^\w.-]/g, '_')}"`)
      .type('application/pdf')
      .send(uploaded?.body ?? (await newsPdf(record)));
  });
}
