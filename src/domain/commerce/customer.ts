// In domain, not api: the device's store keeps this record too, and store sits below api.
/** A saved address of the customer (shop API customer_address), as far as the app reads it. */
export interface CustomerAddress {
  addressId: string;
  preferred?: boolean;
  firstName?: string;
  lastName: string;
  address1?: string;
  address2?: string;
  city?: string;
  postalCode?: string;
  countryCode: string;
  phone?: string;
}

/** The registered customer as the shell reads it (shell spec, section 3), in camelCase. */
export interface Customer {
  customerId: string;
  authType: 'guest' | 'registered';
  /**
   * The login name, which this commerce server gives only to customers it holds a password
   * for (registered through the shop API); customers of an identity provider have none.
   */
  login?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  c_epcUserFirstName?: string;
  c_epcUserLastName?: string;
  c_epcFullName?: string;
  c_epcUserType?: string;
  c_epcUserRole?: string;
  /** Copied from the profile at sign-in; a registered customer's is approved. */
  c_epcUserStatus?: string;
  /** A true-independent's subscription end (yyyy-mm-dd); none means expired (catalogue spec, 4). */
  c_epcSubscriptionEndDate?: string;
  c_epcUserMarket?: string;
  c_epcUserLanguage?: string;
  c_epcPartnerId?: string;
  c_epcLastLoginTime?: string;
  /** The sign-in before this one: 'Last Accessed' in the profile popover; absent on a first visit. */
  c_epcPreviousLoginTime?: string;
  c_epcLatestNewsDateTime?: string;
  /** Data download eligibility, present only when the profile copied to the customer carries it. */
  c_epcDataDownloadUserActive?: boolean;
  c_epcDataDownloadUserEnabled?: boolean;
  c_epcDataDownloadUserApprovalStatus?: string;
  c_epcDataDownloadUserExpiryDate?: string;
  /** The customer's saved addresses, when there are any (the subscription checkout prefills one). */
  addresses?: CustomerAddress[];
}
