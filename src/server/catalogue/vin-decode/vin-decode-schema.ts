/** POST /catalogue/api/v1/vehicleConfig/vinDecode (catalogue spec, section 7). */
import { Type } from '@fastify/type-provider-typebox';
import { problemDetailsSchema } from '../../http/problem-details-schema';
import {
  catalogueRecordSchema,
  catalogueReplySchema,
  langCodeSchema,
  marketCodeSchema,
} from '../catalogue-schema-parts';

// User details (userId, userType...) may come along; they are accepted and not needed.
export const vinDecodeSchema = {
  description: 'The vehicle of a VIN or registration number: its catalogue and feature codes.',
  body: Type.Object({
    vin: Type.Optional(Type.String({ maxLength: 40 })),
    regNum: Type.Optional(Type.String({ maxLength: 20 })),
    langCode: Type.Optional(langCodeSchema),
    marketCode: Type.Optional(marketCodeSchema),
  }),
  response: {
    // DecodedVehicle (catalogue-contracts.ts).
    200: catalogueReplySchema(catalogueRecordSchema),
    '4xx': problemDetailsSchema,
  },
};
