/** A decodable vehicle by VIN or registration, with its feature codes described. */
import type { DecodedVehicle, FeatureCode } from '../../../domain/catalogue/catalogue-contracts';
import type { Queryable } from '../../db/database';

/** A vehicle as the database knows it; the route adds whether its VIN's check digit matches. */
export type FoundVehicle = Omit<DecodedVehicle, 'checkDigitValid'>;

interface VehicleRow {
  vin: string;
  registration_number: string | null;
  model_name: string;
  model_year: number;
  model_code: string;
  brand: string;
  catalogue_id: string;
  market_code: string;
  features: FeatureCode[];
}

export async function findVehicle(
  db: Queryable,
  by: 'vin' | 'registration',
  key: string,
  langCode: string,
): Promise<FoundVehicle | undefined> {
  const column = by === 'vin' ? 'v.vin' : 'v.registration_key';
  const [row] = await db.query<VehicleRow>(
    `select v.vin, v.registration_number, m.model_name, n.model_year, n.model_code, n.brand, v.catalogue_id,
            v.market_code,
            (select jsonb_agg(jsonb_build_object('code', f.code, 'description', coalesce(own.text, en.text))
                              order by array_position(v.feature_codes, f.code))
             from feature_codes f
             left join catalogue_texts own on own.text_id = f.text_id and own.language_code = $2
             left join catalogue_texts en on en.text_id = f.text_id and en.language_code = 'en-GB'
             where f.code = any(v.feature_codes)) as features
     from vehicles v
     join catalogue_nodes n on n.cat_hie_id = v.catalogue_id
     join vehicle_models m on m.model_code = n.model_code
     where ${column} = $1`,
    [key, langCode],
  );
  if (row === undefined) return undefined;
  return {
    vin: row.vin,
    registrationNumber: row.registration_number,
    modelName: row.model_name,
    modelYear: row.model_year,
    modelCode: row.model_code,
    brand: row.brand,
    catHieId: row.catalogue_id,
    market: row.market_code.trim(),
    featureCodes: row.features,
  };
}
