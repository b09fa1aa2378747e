/**
 * POST /catalogue/api/v1/vehicleDownload: everything a vehicle kept on the device holds, in
 * one streamed, compressed answer the app stores as it arrives and resumes with ?from= after
 * a cut (src/domain/catalogue/vehicle-download-contract.ts). Public catalogue data, but
 * megabytes the app stores itself: no-store keeps it out of the service worker's cache and
 * the browser's.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  vehicleDownloadContentType,
  type VehicleDownloadEnd,
  type VehicleDownloadHeader,
} from '../../../domain/catalogue/vehicle-download-contract';
import { sendProblem } from '../../http/problem-details';
import { findBrand, normaliseLangCode } from '../catalogue-node';
import { chooseEncoding, encodedLineStream } from './encoded-line-stream';
import { planVehicleDownload } from './plan-vehicle-download';
import { vehicleDownloadSchema } from './vehicle-download-schema';

const line = (record: VehicleDownloadHeader | VehicleDownloadEnd) => `${JSON.stringify(record)}\n`;

export default async function vehicleDownloadRoute(app: FastifyInstance) {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .post('/catalogue/api/v1/vehicleDownload', { schema: vehicleDownloadSchema }, async (request, reply) => {
      const { catHieId } = request.body;
      const from = request.query.from ?? 0;
      if (findBrand(catHieId) !== undefined)
        return sendProblem(reply, 400, `catHieId ${catHieId} is a brand; ask for one of its vehicle catalogues.`);
      const result = await planVehicleDownload(app.database, catHieId, normaliseLangCode(request.body.langCode));
      if (result.found === 'nothing') return sendProblem(reply, 404, `There is no vehicle catalogue ${catHieId}.`);
      if (result.found === 'not-a-vehicle')
        return sendProblem(reply, 400, `catHieId ${catHieId} is not a vehicle catalogue.`);
      const { header, lines } = result.plan;
      if (from > lines.length)
        return sendProblem(reply, 400, `from must be at most ${lines.length}, the number of records of ${catHieId}.`);

      const encoding = chooseEncoding(request.headers['accept-encoding']);
      // Compressed here, so @fastify/compress leaves it alone (it skips a reply that has a Content-Encoding).
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      const body = [line({ ...header, from }), ...lines.slice(from), line({ type: 'end', records: lines.length })];
      return reply
        .header('cache-control', 'no-store')
        .header('vary', 'accept-encoding')
        .type(vehicleDownloadContentType)
        .send(encodedLineStream(body, encoding, header.bytes));
    });
}
