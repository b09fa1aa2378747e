/**
 * GET /api/policy-documents/:name: the privacy or cookie policy as a PDF, drawn by the PDF
 * module (src/server/pdf). Public and the same for everyone, so it may be kept by the service
 * worker and any cache for a day (the footer opens it offline once seen); the ETag makes the
 * revalidation after that cheap.
 */
import { createHash } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { isPolicyDocumentName, type PolicyDocumentName } from '../../../domain/shell/policy-documents';
import { matchesIfNoneMatch } from '../../http/if-none-match';
import { sendProblem } from '../../http/problem-details';
import { renderTextPdf } from '../../pdf/render-text-pdf';
import { policyContent } from './policy-content';
import { policyDocumentSchema } from './policy-documents-schema';

interface DrawnPolicy {
  pdf: Buffer;
  etag: string;
}

async function drawPolicy(name: PolicyDocumentName): Promise<DrawnPolicy> {
  const { title, blocks } = policyContent(name);
  // The policies are written in English only.
  const pdf = await renderTextPdf({ title, language: 'en-GB', blocks, footer: title });
  return { pdf, etag: `"${createHash('sha256').update(pdf).digest('base64url')}"` };
}

export default async function policyDocumentsRoute(app: FastifyInstance) {
  // The text is fixed for the life of the process: each policy is drawn once, when first asked for.
  const drawn = new Map<PolicyDocumentName, DrawnPolicy>();

  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .get('/api/policy-documents/:name', { schema: policyDocumentSchema }, async (request, reply) => {
      const { name } = request.params;
      if (!isPolicyDocumentName(name)) return sendProblem(reply, 404, `There is no policy document ${name}.`);
      const policy = drawn.get(name) ?? (await drawPolicy(name));
      drawn.set(name, policy);
      reply.header('etag', policy.etag).header('cache-control', 'public, max-age=86400');
      if (matchesIfNoneMatch(request.headers['if-none-match'], policy.etag)) return reply.code(304).send();
      return reply
        .header('content-disposition', `inline; filename="${name}.pdf"`)
        .type('application/pdf')
        .send(policy.pdf);
    });
}
