/**
 * The billing address of a subscription checkout (shell spec, section 7: PUT
 * baskets/{id}/billing_address), as the form takes it, checked before any call: names, street,
 * city, postal code and country are required; the country is a two-letter code; the phone,
 * when given, follows the profile's phone rule. The server checks again and names the field.
 */
import { phoneProblem } from '../profile/phone-rule';

export interface BillingAddress {
  firstName: string;
  lastName: string;
  address1: string;
  address2: string;
  city: string;
  postalCode: string;
  countryCode: string;
  phone: string;
}

export type BillingAddressField = keyof BillingAddress;

export type BillingAddressProblem =
  | { field: BillingAddressField; problem: 'missing' }
  | { field: 'countryCode'; problem: 'not-a-country-code' }
  | { field: 'phone'; problem: 'rule'; message: string };

const required: readonly BillingAddressField[] = [
  'firstName',
  'lastName',
  'address1',
  'city',
  'postalCode',
  'countryCode',
];

export const emptyBillingAddress: BillingAddress = {
  firstName: '',
  lastName: '',
  address1: '',
  address2: '',
  city: '',
  postalCode: '',
  countryCode: '',
  phone: '',
};

export function billingAddressProblems(address: BillingAddress): BillingAddressProblem[] {
  const problems: BillingAddressProblem[] = required
    .filter((field) => address[field].trim() === '')
    .map((field) => ({ field, problem: 'missing' as const }));
  const country = address.countryCode.trim();
  if (country !== '' && !/^[A-Za-z]{2}$/.test(country))
    problems.push({ field: 'countryCode', problem: 'not-a-country-code' });
  const phone = address.phone.trim();
  const phoneRule = phone === '' ? undefined : phoneProblem(phone);
  if (phoneRule !== undefined) problems.push({ field: 'phone', problem: 'rule', message: phoneRule });
  return problems;
}

/** The body of the PUT: trimmed, the country upper-case, empty optional fields left out. */
export function billingAddressBody(address: BillingAddress) {
  const body: Record<string, string> = {
    firstName: address.firstName.trim(),
    lastName: address.lastName.trim(),
    address1: address.address1.trim(),
    city: address.city.trim(),
    postalCode: address.postalCode.trim(),
    countryCode: address.countryCode.trim().toUpperCase(),
  };
  if (address.address2.trim() !== '') body['address2'] = address.address2.trim();
  if (address.phone.trim() !== '') body['phone'] = address.phone.trim();
  return body;
}
