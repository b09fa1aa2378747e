/**
 * The registration form (catalogue spec, section 2) and its rules (section 5: the phone
 * field's 'ch not allow'), shared by the /registration page, which shows each message beside
 * its field, and the register route, which refuses the same input with a 400 naming the field.
 * One rule set, so the page never lets through what the server refuses, nor the reverse.
 */
import { phoneCharactersAllowed } from '../profile/phone-rule';

export interface RegistrationForm {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  companyName: string;
  companyAddress1: string;
  companyAddress2: string;
  /** Country code of the company (the profile's CountryOfOrigin). */
  country: string;
  postCode: string;
  /** Default market view (the profile's c_epcUserMarket). */
  defaultMarket: string;
  preferredLanguage: string;
  /** 'Is a retailer sponsoring': yes makes the user an independent sponsored by retailerCode. */
  retailerSponsoring: boolean;
  retailerCode: string;
  vatNumber: string;
  /** 'I accept all': terms and conditions, privacy policy and cookie policy. */
  acceptAll: boolean;
}

export type RegistrationField = keyof RegistrationForm;

export type RegistrationTextField = {
  [Field in RegistrationField]: RegistrationForm[Field] extends string ? Field : never;
}[RegistrationField];

/** The text fields in the order the page shows them, each with its longest accepted value. */
export const registrationTextLimits: Readonly<Record<RegistrationTextField, number>> = {
  firstName: 100,
  lastName: 100,
  email: 254,
  phone: 30,
  companyName: 200,
  companyAddress1: 200,
  companyAddress2: 200,
  country: 2,
  postCode: 20,
  defaultMarket: 2,
  preferredLanguage: 10,
  retailerCode: 20,
  vatNumber: 30,
};

export const registrationTextFields = Object.keys(registrationTextLimits) as RegistrationTextField[];

/**
 * Fields a user may leave empty: the second address line, and the VAT number (not every
 * repairer is VAT-registered, and "or equivalent" has no one format). The retailer code is
 * required only when a retailer sponsors.
 */
const optionalFields: ReadonlySet<RegistrationField> = new Set(['companyAddress2', 'vatNumber', 'retailerCode']);

export const emptyRegistrationForm: RegistrationForm = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  companyName: '',
  companyAddress1: '',
  companyAddress2: '',
  country: '',
  postCode: '',
  defaultMarket: '',
  preferredLanguage: '',
  retailerSponsoring: false,
  retailerCode: '',
  vatNumber: '',
  acceptAll: false,
};

/** Why a field is refused; the page translates the code, the server sends the English. */
export const registrationErrorMessages = {
  required: 'This field is required.',
  tooLong: 'This is longer than this field accepts.',
  // The spec's wording, exactly (catalogue spec, section 5): characters not allowed.
  phoneCharacters: 'ch not allow',
  email: 'Enter a valid email address, such as name@example.com.',
  unknownMarket: 'Choose a market from the list.',
  unknownCountry: 'Choose a country from the list.',
  unsupportedLanguage: 'Choose a language from the list.',
  unknownRetailer: 'No retailer has this code. Check the code with your sponsoring retailer.',
  acceptAll: 'Accept the terms and conditions, privacy policy and cookie policy to register.',
} as const;

export type RegistrationErrorCode = keyof typeof registrationErrorMessages;

export type RegistrationErrors = Partial<Record<RegistrationField, RegistrationErrorCode>>;

// One @, something on each side, a dot in the domain, no spaces: what a person mistypes,
// not the whole of RFC 5322 (the address is confirmed by the provider that signed them in).
const emailPattern = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/u;

export function isEmailAddress(email: string): boolean {
  return emailPattern.test(email);
}

/** What the rules need to know besides the form: the markets and languages the server has. */
export interface RegistrationReference {
  marketCodes: ReadonlySet<string>;
  languageCodes: ReadonlySet<string>;
}

/** Every field's first problem; empty when the form may be sent. Retailer codes are checked by the server. */
export function validateRegistrationForm(form: RegistrationForm, reference: RegistrationReference): RegistrationErrors {
  const errors: RegistrationErrors = {};
  for (const field of registrationTextFields) {
    const value = form[field].trim();
    const required = field === 'retailerCode' ? form.retailerSponsoring : !optionalFields.has(field);
    if (value === '') {
      if (required) errors[field] = 'required';
    } else if (value.length > registrationTextLimits[field]) {
      errors[field] = 'tooLong';
    }
  }
  const problem = (field: RegistrationField, code: RegistrationErrorCode, refused: boolean) => {
    if (errors[field] === undefined && form[field] !== '' && refused) errors[field] = code;
  };
  problem('phone', 'phoneCharacters', !phoneCharactersAllowed(form.phone));
  problem('email', 'email', !isEmailAddress(form.email.trim()));
  problem('defaultMarket', 'unknownMarket', !reference.marketCodes.has(form.defaultMarket));
  problem('country', 'unknownCountry', !reference.marketCodes.has(form.country));
  problem('preferredLanguage', 'unsupportedLanguage', !reference.languageCodes.has(form.preferredLanguage));
  if (!form.acceptAll) errors.acceptAll = 'acceptAll';
  return errors;
}

/** The form with its text trimmed, as it is saved. */
export function trimmedRegistrationForm(form: RegistrationForm): RegistrationForm {
  const trimmed = { ...form };
  for (const field of registrationTextFields) trimmed[field] = form[field].trim();
  if (!trimmed.retailerSponsoring) trimmed.retailerCode = '';
  return trimmed;
}
