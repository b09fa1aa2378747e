/**
 * Translation files for the client's i18n. They change with a deploy but not with a hash in
 * their name, so they are revalidated on every load (no-cache) and a matching ETag answers
 * 304 without a body. A missing file is a 404 problem, which the client reads as an empty
 * translation set. The spec's underscore variants (en_GB.json) and any letter case name the
 * same file, and 'in', the old code for Indonesian, names id.json (shell spec, section 9).
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { matchesIfNoneMatch } from '../../http/if-none-match';
import { sendProblem } from '../../http/problem-details';
import { readLocaleFile, storedFileName } from './locale-files';
import { localeFileSchema } from './locales-schema';

export interface LocalesRouteOptions {
  localesDir: string;
}

export default async function localesRoute(app: FastifyInstance, { localesDir }: LocalesRouteOptions) {
  app.withTypeProvider<TypeBoxTypeProvider>().get('/locales/:fileName', { schema: localeFileSchema }, async (request, reply) => {
    const { fileName } = request.params;
    const stored = await storedFileName(localesDir, fileName);
    const content = stored === undefined ? undefined : await readLocaleFile(join(localesDir, stored));
    if (content === undefined) {
      return sendProblem(reply, 404, `There is no translation file ${fileName}.`);
    }
    const etag = `"${createHash('sha256').update(content).digest('base64url')}"`;
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
      return reply.code(304).send();
    }
    return reply.type('application/json; charset=utf-8').send(content);
  });
}
