/**
 * The Data Download Platform (catalogue spec, sections 2, 3 and 6; Regulation (EU) 2018/858
 * Art. 61) under /eu-download/api/v1: what can be downloaded, a VIN's catalogue, the dataset
 * download itself and the caller's download history. The access hook lets in only the
 * 'data-download' level (active, enabled, approved, through the whole expiry day); each route
 * then answers for the caller's own profile only (their market's prices, their history).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { brands } from '../../config/sites';
import { euDownloadApiPrefix } from '../../domain/eu-download/eu-download-contract';
import { principalOf } from '../access/request-principal';
import { sendProblem } from '../http/problem-details';
import { findVehicle } from '../catalogue/vin-decode/find-vehicle';
import { checkVin } from '../../domain/catalogue/vin';
import datasetDownloadRoute from './dataset-download-route';
import { listDownloads } from './download-history';
import {
  defaultHistoryLimit,
  downloadHistorySchema,
  downloadOfferSchema,
  downloadVehicleSchema,
} from './eu-download-schema';
import { listVehicleCatalogues } from './resolve-download-scope';

export const autoPrefix = euDownloadApiPrefix;

export default async function euDownloadRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.get('/brands', { schema: downloadOfferSchema }, async () => ({
    brands: await Promise.all(
      brands.map(async (brand) => ({
        id: brand.siteId,
        name: brand.name,
        models: await listVehicleCatalogues(app.database, brand.siteId),
      })),
    ),
  }));

  typed.get('/vehicles/:vin', { schema: downloadVehicleSchema }, async (request, reply) => {
    const vin = request.params.vin.replaceAll(' ', '').toUpperCase();
    const wellFormed = checkVin(vin);
    if (!wellFormed.ok) return sendProblem(reply, 400, `vin: ${wellFormed.message}`);
    const vehicle = await findVehicle(app.database, 'vin', vin, 'en-GB');
    if (vehicle === undefined) return sendProblem(reply, 404, 'No vehicle found for this VIN.');
    return {
      vin,
      brand: vehicle.brand,
      catHieId: vehicle.catHieId,
      modelCode: vehicle.modelCode,
      modelName: vehicle.modelName,
      modelYear: vehicle.modelYear,
    };
  });

  typed.get('/history', { schema: downloadHistorySchema }, async (request, reply) => {
    const principal = await principalOf(request);
    if (principal.kind !== 'user') return sendProblem(reply, 401, 'A valid access token is required.');
    const offset = request.query.offset ?? 0;
    const limit = request.query.limit ?? defaultHistoryLimit;
    const found = await listDownloads(app.database, principal.userId, { offset, limit });
    return { ...found, offset, limit };
  });

  app.register(datasetDownloadRoute);
}
