/**
 * Decodes a VIN (or a registration number) into the vehicle's catalogue and features. A VIN
 * that cannot be one is a 400 saying why; a wrong check digit is refused only for a market
 * that requires one (ISO 3779 position 9, North America), as the spec reports, not enforces,
 * it elsewhere.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { DecodedVehicle } from '../../../domain/catalogue/catalogue-contracts';
import { checkVin, computeVinCheckDigit, marketUsesVinCheckDigit } from '../../../domain/catalogue/vin';
import { sendProblem } from '../../http/problem-details';
import { normaliseLangCode } from '../catalogue-node';
import { findVehicle, type FoundVehicle } from './find-vehicle';
import { vinDecodeSchema } from './vin-decode-schema';

const hasValidCheckDigit = (vin: string) => computeVinCheckDigit(vin) === vin.charAt(8);

const decoded = (vehicle: FoundVehicle, vin: string): { success: true; responseObject: DecodedVehicle } => ({
  success: true,
  responseObject: { ...vehicle, checkDigitValid: hasValidCheckDigit(vin) },
});

export default async function vinDecodeRoute(app: FastifyInstance) {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .post('/catalogue/api/v1/vehicleConfig/vinDecode', { schema: vinDecodeSchema }, async (request, reply) => {
      // Decoding ties a VIN to a user's search: never kept by a cache.
      reply.header('cache-control', 'private, no-store');
      const langCode = normaliseLangCode(request.body.langCode);
      const vin = request.body.vin?.trim().toUpperCase() ?? '';
      const registration = request.body.regNum?.replaceAll(/\s/g, '').toUpperCase() ?? '';
      if (vin === '' && registration === '') return sendProblem(reply, 400, 'Give a VIN or a registration number.');
      if (vin === '') {
        const vehicle = await findVehicle(app.database, 'registration', registration, langCode);
        if (vehicle === undefined) return sendProblem(reply, 404, 'No vehicle found for this registration number.');
        return decoded(vehicle, vehicle.vin);
      }
      const wellFormed = checkVin(vin);
      if (!wellFormed.ok) return sendProblem(reply, 400, wellFormed.message);
      const vehicle = await findVehicle(app.database, 'vin', vin, langCode);
      // The vehicle's own market decides; for an unknown VIN, the market the caller names.
      const market = vehicle?.market ?? request.body.marketCode ?? '';
      const checked = checkVin(vin, { checkDigitRequired: marketUsesVinCheckDigit(market) });
      if (!checked.ok) return sendProblem(reply, 400, checked.message);
      if (vehicle === undefined) return sendProblem(reply, 404, 'No vehicle found for this VIN.');
      return decoded(vehicle, vin);
    });
}
