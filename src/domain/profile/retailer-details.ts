/**
 * What the retailer lookup (GET /catalogue/api/v1/retailerDetails/{id}) answers about a
 * retailer employee (catalogue spec, sections 3 and 7). The retailer sign-in reads it to
 * self-register the employee; an unknown employee is 'User not found' (section 8).
 */

export type RetailerDetails = RetailerFound | RetailerNotFound;

export interface RetailerNotFound {
  userFound: false;
}

export interface RetailerFound {
  userFound: true;
  /** 'Y' when the employee is their dealer's parts manager (who becomes an admin). */
  partsManager: 'N' | 'Y';
  fordOtherEmail: string;
  givenName: string;
  /** Surname. */
  sn: string;
  /** Country code of the dealer. */
  country: string;
  preferredLanguage: string;
  /** Dealer code (the profile's partner id). */
  fordSiteCode: string;
  company: string;
  companyAddress: string;
}
