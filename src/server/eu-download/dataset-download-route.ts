/**
 * GET /eu-download/api/v1/download?brand|catHieId|vin&dataset&format: one scope's dataset as
 * a file, streamed as it is read (dataset-stream.ts), named by Content-Disposition, with the
 * rows to expect in x-epc-expected-rows for the app's progress bar. When the stream ends,
 * completed or cut off, the download goes into the caller's history, billable or not by their
 * profile's billing flags (src/domain/eu-download/download-billing.ts).
 */
import { Readable } from 'node:stream';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { isDownloadBillable } from '../../domain/eu-download/download-billing';
import { defaultMarket } from '../../domain/profile/login-flow-rules';
import {
  documentColumns,
  downloadContentTypes,
  expectedRowsHeader,
  partColumns,
} from '../../domain/eu-download/eu-download-contract';
import { principalOf } from '../access/request-principal';
import { normaliseLangCode } from '../catalogue/catalogue-node';
import { sendProblem } from '../http/problem-details';
import { datasetStream } from './dataset-stream';
import { recordDownload } from './download-history';
import { downloadSlots, downloadsPerUser } from './download-slots';
import { datasetDownloadSchema } from './eu-download-schema';
import { readDocumentRows } from './read-document-rows';
import { readPartRows } from './read-part-rows';
import { countExpectedRows, resolveDownloadScope } from './resolve-download-scope';

/** 'eu-parts-arden-sb21-2024.csv': only characters every file system and header takes. */
function fileNameOf(dataset: string, scopeId: string, format: string): string {
  return `eu-${dataset}-${scopeId.toLowerCase().replace(/[^a-z0-9-]+/g, '-')}.${format}`;
}

export const tooManyDownloads = `You already have ${downloadsPerUser} downloads running; wait for one to finish before starting another.`;

export default async function datasetDownloadRoute(app: FastifyInstance) {
  const slots = downloadSlots(app.database);
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .get('/download', { schema: datasetDownloadSchema, compress: false }, async (request, reply) => {
      const principal = await principalOf(request);
      if (principal.kind !== 'user' || principal.profile === undefined)
        return sendProblem(reply, 401, 'A valid access token is required.');
      const { dataset, format } = request.query;
      const resolved = await resolveDownloadScope(app.database, request.query);
      if (!resolved.ok) return sendProblem(reply, resolved.status, resolved.detail);
      const { scope } = resolved;
      const profile = principal.profile;
      const langCode = normaliseLangCode(request.query.langCode ?? profile.c_epcUserLanguage);
      // A record stored without a market (or by hand) gets the spec's default, GB (section 3).
      const stored: unknown = profile.c_epcUserMarket;
      const market = typeof stored === 'string' && stored !== '' ? stored : defaultMarket;
      const expectedRows = await countExpectedRows(app.database, dataset, scope.catalogueIds);
      reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${fileNameOf(dataset, scope.id, format)}"`)
        .header(expectedRowsHeader, String(expectedRows))
        .type(downloadContentTypes[format]);
      // HEAD (which Fastify answers with this handler) gets the headers alone: Fastify would
      // read a stream to its end and drop it, which would read and record a whole download.
      if (request.method === 'HEAD') return reply.send(Readable.from([]));
      const startedAt = new Date();
      const userId = principal.userId;
      const slot = await slots.take(userId);
      if (slot === undefined) {
        reply.removeHeader('content-disposition').removeHeader(expectedRowsHeader);
        return sendProblem(reply, 429, tooManyDownloads);
      }

      const batches =
        dataset === 'parts'
          ? readPartRows(app.database, scope, { langCode, market })
          : readDocumentRows(app.database, scope, langCode);
      const body = datasetStream(batches, {
        format,
        columns: dataset === 'parts' ? partColumns : documentColumns,
        rootName: dataset,
        rowName: dataset === 'parts' ? 'part' : 'document',
        description: {
          scope: scope.kind,
          id: scope.id,
          label: scope.label,
          ...(dataset === 'parts' ? { market } : {}),
        },
        onEnd: ({ rows, bytes, completed }) => {
          slot
            .give()
            .catch((error: unknown) => request.log.error({ err: error }, 'A download slot could not be given back.'));
          recordDownload(app.database, {
            userId,
            startedAt,
            scopeKind: scope.kind,
            scopeId: scope.id,
            scopeLabel: scope.label,
            dataset,
            format,
            rows,
            bytes,
            completed,
            billable: isDownloadBillable(profile, completed),
          }).catch((error: unknown) => request.log.error({ err: error }, 'A data download could not be recorded.'));
        },
      });
      return reply.send(body);
    });
}
