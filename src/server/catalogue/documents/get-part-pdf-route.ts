/**
 * POST /getPartPDF: a catalogue document (bulletin, preface, overlay repair guide) as a PDF,
 * drawn on request from the catalogue data. Public catalogue data, so the service worker may
 * keep it for offline use (sw/cache-policy.ts), revalidating when online.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { sendProblem } from '../../http/problem-details';
import { documentContent } from './document-content';
import { findDocumentSource } from './find-document-source';
import { getPartPdfSchema } from './get-part-pdf-schema';
import { layoutPdfPages } from './layout-pdf-pages';
import { writePdf } from './pdf-writer';

export default async function getPartPdfRoute(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().post('/getPartPDF', { schema: getPartPdfSchema }, async (request, reply) => {
    const { epcPartFileRef } = request.body;
    const source = await findDocumentSource(app.database, epcPartFileRef);
    if (source === null) return sendProblem(reply, 404, 'No document found');
    const footer = `${source.title} | ${source.modelName} ${source.modelYear}`;
    const fileName = epcPartFileRef.toLowerCase().endsWith('.pdf') ? epcPartFileRef : `${epcPartFileRef}.pdf`;
    const pdf = writePdf({ title: source.title, pages: layoutPdfPages(documentContent(source), footer) });
    return reply
      .header('cache-control', 'no-cache')
      .header('content-disposition', `inline; filename="${fileName}"`)
      .type('application/pdf')
      .send(pdf);
  });
}
