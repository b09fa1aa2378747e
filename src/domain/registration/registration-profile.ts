/**
 * The EPCUsers profile a registration creates (catalogue spec, sections 3, 4 and 6): pending,
 * inactive and non-billable until an admin approves it. A user a retailer sponsors is an
 * independent with the sponsored role, the retailer's code as PartnerId; anyone else who
 * registers here is a third-party user with role user (docs/decisions.md says why).
 */
import { defaultExportConfig } from '../profile/login-flow-rules';
import type { UserProfile } from '../profile/user-profile';
import type { RegistrationForm } from './registration-form';
import type { RegistrationTicketClaims } from './registration-ticket';

/** The company address as one line, as the retailer lookup gives it: lines and post code. */
export function companyAddressOf(form: RegistrationForm): string {
  return [form.companyAddress1, form.companyAddress2, form.postCode].filter((part) => part !== '').join(', ');
}

/** The new profile; the form is the trimmed one the rules accepted. */
export function registrationProfile(form: RegistrationForm, ticket: RegistrationTicketClaims): UserProfile {
  const sponsored = form.retailerSponsoring;
  return {
    key_value_string: ticket.externalId,
    c_epcUserType: sponsored ? 'independent' : 'third-party',
    c_epcUserRole: sponsored ? 'sponsored' : 'user',
    c_epcUserStatus: 'pending',
    c_epcUserActive: false,
    c_epcBillableFlag: false,
    c_epcUserEmail: form.email,
    c_epcUserFirstName: form.firstName,
    c_epcUserLastName: form.lastName,
    c_epcFullName: `${form.firstName} ${form.lastName}`,
    c_epcUserPhone: form.phone,
    c_epcUserMarket: form.defaultMarket,
    c_epcCountryOfOrigin: form.country,
    c_epcUserLanguage: form.preferredLanguage,
    c_epcCompanyName: form.companyName,
    c_epcCompanyAddress: companyAddressOf(form),
    ...(form.vatNumber === '' ? {} : { c_epcVATNumber: form.vatNumber }),
    ...(sponsored ? { c_epcPartnerId: form.retailerCode } : {}),
    c_epcShoppingExportConfig: defaultExportConfig,
    c_epcLoginCount: 0,
  };
}
