/**
 * Catalogue artwork, drawn from the data on request: page illustrations, part thumbnails and
 * model pictures. Page illustrations and part thumbnails are catalogue data, for callers with
 * catalogue access only (docs/access-policy.md), so only the caller's own cache (the service
 * worker) keeps them; model pictures are the home page's, public and cacheable by any CDN.
 * All for a day, with the catalogue's ETags (src/server/catalogue-cache).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { sendProblem } from '../../http/problem-details';
import { drawModelPicture } from './draw-model-picture';
import { drawPageIllustrations } from './page-illustrations';
import { drawPartThumbnailOf } from './part-thumbnails';
import { modelPictureSchema, pageIllustrationSchema, partThumbnailSchema } from './illustration-schema';

const publicCache = 'public, max-age=86400';
// Without 'public', a shared cache never keeps an answer to a request with an Authorization
// header (RFC 9111, section 3.5), while the service worker still keeps it for offline use.
const callerCache = 'max-age=86400';
const svgContentType = 'image/svg+xml; charset=utf-8';
const idPattern = /^[a-z0-9-]{1,120}$/;

export default async function illustrationRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.get('/catalogue-assets/illustrations/:file', { schema: pageIllustrationSchema }, async (request, reply) => {
    const pageId = request.params.file.replace(/\.svg$/, '');
    if (!request.params.file.endsWith('.svg') || !idPattern.test(pageId)) {
      return sendProblem(reply, 404, 'There is no such illustration.');
    }
    const asked = { route: 'GET illustrations', dependsOn: pageId, cacheControl: callerCache };
    return app.catalogueCache.send(request, reply, asked, async () => {
      const svg = (await drawPageIllustrations(app.database, [pageId])).get(pageId);
      if (svg === undefined) return sendProblem(reply, 404, 'There is no such illustration.');
      return { bytes: Buffer.from(svg), contentType: svgContentType };
    });
  });

  typed.get('/catalogue-assets/models/:file', { schema: modelPictureSchema }, async (request, reply) => {
    const modelCode = request.params.file.replace(/\.svg$/, '');
    const asked = { route: 'GET models', dependsOn: request.params.file, cacheControl: publicCache };
    return app.catalogueCache.send(request, reply, asked, async () => {
      const [model] = await app.database.query<{ modelCode: string; brand: string; modelName: string }>(
        'select model_code as "modelCode", brand, model_name as "modelName" from vehicle_models where model_code = $1',
        [modelCode],
      );
      if (model === undefined || !request.params.file.endsWith('.svg'))
        return sendProblem(reply, 404, 'There is no such model picture.');
      return { bytes: Buffer.from(drawModelPicture(model)), contentType: svgContentType };
    });
  });

  typed.get('/catalogue-assets/parts/:file', { schema: partThumbnailSchema }, async (request, reply) => {
    // Fastify has decoded the name: 'K8D2-2B120-AB.svg', or a part number's own characters.
    const partNumber = request.params.file.replace(/\.svg$/, '');
    if (!request.params.file.endsWith('.svg') || partNumber.length === 0 || partNumber.length > 40) {
      return sendProblem(reply, 404, 'There is no such part picture.');
    }
    const asked = { route: 'GET parts', dependsOn: partNumber, cacheControl: callerCache };
    return app.catalogueCache.send(request, reply, asked, async () => {
      const svg = await drawPartThumbnailOf(app.database, partNumber);
      if (svg === undefined) return sendProblem(reply, 404, 'There is no such part picture.');
      return { bytes: Buffer.from(svg), contentType: svgContentType };
    });
  });
}
