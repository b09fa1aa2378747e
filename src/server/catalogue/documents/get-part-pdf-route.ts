/**
 * POST /getPartPDF: a catalogue document (bulletin, preface, overlay repair guide) as a PDF,
 * drawn on request from the catalogue data in the caller's language. Public catalogue data, so the service worker may
 * keep it for offline use (sw/cache-policy.ts), revalidating when online.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { sendProblem } from '../../http/problem-details';
import { drawPartPdf } from './draw-part-pdf';
import { getPartPdfSchema } from './get-part-pdf-schema';

export default async function getPartPdfRoute(app: FastifyInstance) {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .post('/getPartPDF', { schema: getPartPdfSchema }, async (request, reply) => {
      const { epcPartFileRef, langCode = 'en-GB' } = request.body;
      // Drawing a PDF is the dearest catalogue answer: the hot-answer cache keeps it drawn.
      const asked = { route: 'POST getPartPDF', dependsOn: { epcPartFileRef, langCode }, cacheControl: 'no-cache' };
      return app.catalogueCache.send(request, reply, asked, async () => {
        const document = await drawPartPdf(app.database, epcPartFileRef, langCode);
        if (document === null) return sendProblem(reply, 404, 'No document found');
        return {
          bytes: document.pdf,
          contentType: 'application/pdf',
          headers: { 'content-disposition': `inline; filename="${document.fileName}"` },
        };
      });
    });
}
