/**
 * GET content/{contentId}?locale={locale} (shell spec, section 7). No locale, or 'default',
 * is the site's default locale; an unknown asset is a 404 naming it.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { sendProblem } from '../../../http/problem-details';
import { siteDefaultLocale } from '../site-default-locale';
import { findContentAsset } from './content-repository';
import { contentSchema } from './content-schema';

export default async function contentRoute(app: FastifyInstance) {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .get('/content/:contentId', { schema: contentSchema }, async (request, reply) => {
      const { siteId, contentId } = request.params;
      const siteDefault = siteDefaultLocale(siteId);
      const asked = request.query.locale;
      const locale = asked === undefined || asked === 'default' ? siteDefault : asked;
      const asset = await findContentAsset(app.database, contentId, locale, siteDefault);
      return asset ?? sendProblem(reply, 404, `There is no content asset ${contentId}.`);
    });
}
