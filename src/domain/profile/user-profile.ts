/**
 * The EPC user profile record (custom object EPCUsers, keyed by user id; catalogue spec,
 * section 3). Only the fields the rules read or write are typed; the record may carry more.
 */

export type UserType = 'retailer' | 'internal' | 'third-party' | 'independent';
export type UserRole = 'user' | 'admin' | 'sponsored' | 'true-independent';
export type UserStatus = 'pending' | 'approved' | 'rejected';

export interface UserProfile {
  key_value_string: string;
  c_epcUserType: UserType;
  c_epcUserRole: UserRole;
  c_epcUserEmail: string;
  c_epcUserFirstName: string;
  c_epcUserLastName: string;
  c_epcFullName: string;
  c_epcUserPhone?: string;
  c_epcUserStatus: UserStatus;
  c_epcUserMarket: string;
  c_epcCountryOfOrigin?: string;
  c_epcUserLanguage: string;
  c_epcUserActive: boolean;
  c_epcBillableFlag: boolean;
  c_epcDataDownloadUserActive?: boolean;
  c_epcDataDownloadUserEnabled?: boolean;
  c_epcDataDownloadUserApprovalStatus?: UserStatus;
  /** ISO date (yyyy-mm-dd); access lasts through the whole of that day. */
  c_epcDataDownloadUserExpiryDate?: string;
  /** Data downloads billing (src/domain/eu-download/download-billing.ts). */
  c_epcDataDownloaderBillingFlag?: boolean;
  c_epcIncludeBilling?: boolean;
  c_epcddIncludeBilling?: boolean;
  c_epcLoginCount: number;
  /** ISO date-time. */
  c_epcLastLoginTime?: string;
  /** ISO date-time: the login before the last one, the visit 'Last Accessed' shows (absent on a first visit). */
  c_epcPreviousLoginTime?: string;
  c_epcPartnerId?: string;
  c_epcCompanyName?: string;
  c_epcCompanyAddress?: string;
  c_epcVATNumber?: string;
  /** ISO date (yyyy-mm-dd). */
  c_epcSubscriptionEndDate?: string;
  c_epcShoppingExportConfig?: string;
  lastModified?: string;
}

/** What an identity provider says about the person signing in (shell spec, section 3). */
export interface LoginIdentity {
  provider: 'corporate' | 'retailer' | 'third-party';
  email: string;
  firstName: string;
  lastName: string;
  phone?: string;
  externalId: string;
  /** Corporate user id (first provider kind's UserId). */
  cdsid?: string;
  retailerId?: string;
  retailerRole?: string;
  retailerBrand?: string;
  marketCode?: string;
  authTime?: number;
}
