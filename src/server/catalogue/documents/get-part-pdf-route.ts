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
      const document = await drawPartPdf(app.database, epcPartFileRef, langCode);
      if (document === null) return sendProblem(reply, 404, 'No document found');
      return reply
        .header('cache-control', 'no-cache')
        .header('content-disposition', `inline; filename="${document.fileName}"`)
        .type('application/pdf')
        .send(document.pdf);
    });
}
