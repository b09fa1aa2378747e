/** The registration form's rules (catalogue spec, sections 2 and 5), shared by page and server. */
import { describe, expect, it } from 'vitest';
import {
  emptyRegistrationForm,
  registrationErrorMessages,
  trimmedRegistrationForm,
  validateRegistrationForm,
  type RegistrationForm,
} from '../../../src/domain/registration/registration-form';
import { registrationProfile } from '../../../src/domain/registration/registration-profile';

const reference = { marketCodes: new Set(['GB', 'DE']), languageCodes: new Set(['en-GB', 'de-DE']) };

const filled: RegistrationForm = {
  ...emptyRegistrationForm,
  firstName: 'Ada',
  lastName: 'Quinn',
  email: 'ada@garage.example',
  phone: '+44 (20) 7946-0999',
  companyName: 'Quinn Motors',
  companyAddress1: '1 High Street',
  country: 'GB',
  postCode: 'AB1 2CD',
  defaultMarket: 'GB',
  preferredLanguage: 'en-GB',
  acceptAll: true,
};

describe('validateRegistrationForm', () => {
  it('accepts a filled form, leaving address line 2, VAT number and retailer code empty', () => {
    expect(validateRegistrationForm(filled, reference)).toEqual({});
  });

  it('names every required field of an empty form', () => {
    expect(validateRegistrationForm(emptyRegistrationForm, reference)).toEqual({
      firstName: 'required',
      lastName: 'required',
      email: 'required',
      phone: 'required',
      companyName: 'required',
      companyAddress1: 'required',
      country: 'required',
      postCode: 'required',
      defaultMarket: 'required',
      preferredLanguage: 'required',
      acceptAll: 'acceptAll',
    });
  });

  it.each(['0207 CALL', '123#456', '+44.20.7946', '12/34'])("refuses the phone %s with 'ch not allow'", (phone) => {
    const errors = validateRegistrationForm({ ...filled, phone }, reference);
    expect(errors).toEqual({ phone: 'phoneCharacters' });
    expect(registrationErrorMessages.phoneCharacters).toBe('ch not allow');
  });

  it.each(['0044 20 7946 0999', '+1 (555) 010-9999', '02079460999'])('accepts the phone %s', (phone) => {
    expect(validateRegistrationForm({ ...filled, phone }, reference)).toEqual({});
  });

  it.each(['ada', 'ada@', '@garage.example', 'ada@garage', 'a da@garage.example'])('refuses the email %s', (email) => {
    expect(validateRegistrationForm({ ...filled, email }, reference)).toEqual({ email: 'email' });
  });

  it('refuses markets, countries and languages the server does not have', () => {
    expect(
      validateRegistrationForm({ ...filled, defaultMarket: 'QQ', country: 'ZZ', preferredLanguage: 'xx' }, reference),
    ).toEqual({ defaultMarket: 'unknownMarket', country: 'unknownCountry', preferredLanguage: 'unsupportedLanguage' });
  });

  it('asks for the retailer code only when a retailer sponsors', () => {
    expect(validateRegistrationForm({ ...filled, retailerSponsoring: true }, reference)).toEqual({
      retailerCode: 'required',
    });
  });

  it('refuses values longer than the field takes', () => {
    expect(validateRegistrationForm({ ...filled, postCode: 'x'.repeat(21) }, reference)).toEqual({
      postCode: 'tooLong',
    });
  });
});

describe('registrationProfile', () => {
  const ticket = {
    provider: 'third-party' as const,
    externalId: 'tp-9',
    email: 'x@y.example',
    firstName: 'A',
    lastName: 'Q',
    phone: '',
  };

  it('a third-party user registers as role user, pending, inactive and non-billable', () => {
    const profile = registrationProfile(trimmedRegistrationForm({ ...filled, retailerCode: 'ignored' }), ticket);
    expect(profile).toMatchObject({
      key_value_string: 'tp-9',
      c_epcUserType: 'third-party',
      c_epcUserRole: 'user',
      c_epcUserStatus: 'pending',
      c_epcUserActive: false,
      c_epcBillableFlag: false,
      c_epcLoginCount: 0,
    });
    expect(profile).not.toHaveProperty('c_epcPartnerId');
  });

  it('a sponsored user is an independent with the sponsored role and the dealer as partner', () => {
    const profile = registrationProfile({ ...filled, retailerSponsoring: true, retailerCode: '006CC' }, ticket);
    expect(profile).toMatchObject({
      c_epcUserType: 'independent',
      c_epcUserRole: 'sponsored',
      c_epcPartnerId: '006CC',
    });
  });
});
