/**
 * The retailer lookup: what the dealer employee directory knows about one employee. The
 * retailer sign-in calls it directly (inside its transaction); the catalogue route serves it.
 */
import type { RetailerDetails } from '../../../domain/profile/retailer-details';
import type { Queryable } from '../../db/database';

interface RetailerUserRow {
  email: string;
  given_name: string;
  surname: string;
  parts_manager: boolean;
  country: string;
  preferred_language: string;
  dealer_code: string;
  company: string;
  company_address: string;
}

export async function findRetailerDetails(db: Queryable, userId: string): Promise<RetailerDetails> {
  const [row] = await db.query<RetailerUserRow>(
    `select u.email, u.given_name, u.surname, u.parts_manager, trim(r.market_code) as country,
            u.preferred_language, u.dealer_code, r.name as company, u.company_address
     from retailer_users u join retailers r on r.code = u.dealer_code
     where u.user_id = $1`,
    [userId],
  );
  if (row === undefined) return { userFound: false };
  return {
    userFound: true,
    partsManager: row.parts_manager ? 'Y' : 'N',
    fordOtherEmail: row.email,
    givenName: row.given_name,
    sn: row.surname,
    country: row.country,
    preferredLanguage: row.preferred_language,
    fordSiteCode: row.dealer_code,
    company: row.company,
    companyAddress: row.company_address,
  };
}
