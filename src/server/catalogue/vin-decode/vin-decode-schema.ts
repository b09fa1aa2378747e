/** POST /catalogue/api/v1/vehicleConfig/vinDecode (catalogue spec, section 7). */
import { langCodeSchema } from '../catalogue-schema-parts';

export interface VinDecodeBody {
  vin?: string;
  regNum?: string;
  langCode?: string;
  marketCode?: string;
}

// User details (userId, userType...) may come along; they are accepted and not needed.
export const vinDecodeSchema = {
  body: {
    type: 'object',
    properties: {
      vin: { type: 'string', maxLength: 40 },
      regNum: { type: 'string', maxLength: 20 },
      langCode: langCodeSchema,
      marketCode: { type: 'string', maxLength: 3 },
    },
  },
} as const;
