/**
 * The types of the custom-object fields the server itself reads (catalogue spec, section 3),
 * checked on every PUT and PATCH: a profile whose c_epcUserMarket is a number, or a shopping
 * list whose c_shoplistJSON is an object, would otherwise be stored and break every later
 * read of it (pricing, sign-in, the list itself). Fields not listed here keep any JSON value,
 * as the platform's custom attributes do. A record stored before these checks (or by hand)
 * may still hold another type: readers take it through readableFields, which treats such a
 * field as absent, the way every reader already treats a missing one.
 */
import type { CustomObjectType } from '../../../../domain/profile/custom-object-access';
import { maxInt4 } from '../../../http/numeric-bounds';

export type FieldType = 'string' | 'boolean' | 'count' | 'string-list' | 'list' | 'list-or-map';

const userStrings = [
  'c_epcUserType',
  'c_epcUserRole',
  'c_epcUserEmail',
  'c_epcUserFirstName',
  'c_epcUserLastName',
  'c_epcFullName',
  'c_epcUserPhone',
  'c_epcUserStatus',
  'c_epcUserMarket',
  'c_epcCountryOfOrigin',
  'c_epcUserLanguage',
  'c_epcDataDownloadUserApprovalStatus',
  'c_epcDataDownloadUserExpiryDate',
  'c_epcLastLoginTime',
  'c_epcPreviousLoginTime',
  'c_epcPartnerId',
  'c_epcCompanyName',
  'c_epcCompanyAddress',
  'c_epcVATNumber',
  'c_epcSubscriptionEndDate',
  'c_epcShoppingExportConfig',
  'c_epcLatestNewsDateTime',
  'c_epcCreatedBy',
  'c_epcUpdatedBy',
] as const;

const userBooleans = [
  'c_epcUserActive',
  'c_epcBillableFlag',
  'c_epcDataDownloadUserActive',
  'c_epcDataDownloadUserEnabled',
] as const;

const each = (fields: readonly string[], type: FieldType) => Object.fromEntries(fields.map((field) => [field, type]));

const rateRecord: Readonly<Record<string, FieldType>> = { c_retailerId: 'string', c_market: 'string' };

export const customObjectFieldTypes: Readonly<Record<CustomObjectType, Readonly<Record<string, FieldType>>>> = {
  EPCUsers: { ...each(userStrings, 'string'), ...each(userBooleans, 'boolean'), c_epcLoginCount: 'count' },
  EPCShoplist: { c_userId: 'string', c_shoplistJSON: 'string-list', c_shoplistModificationDate: 'string' },
  EpcUpdates: {
    ...each(
      ['c_name', 'c_fileName', 'c_fileUrl', 'c_filePath', 'c_languageCode', 'c_summary', 'c_createdBy', 'c_updatedBy'],
      'string',
    ),
    c_sections: 'list',
  },
  EpcServiceMessages: {
    ...each(['c_languageCode', 'c_messageContent', 'c_startDate', 'c_endDate', 'c_createdBy', 'c_updatedBy'], 'string'),
    c_status: 'boolean',
  },
  EpcParts: {},
  EpcTaxRecords: { ...rateRecord, c_taxRecords: 'list' },
  EpcDiscountRecords: { ...rateRecord, c_discountRecords: 'list-or-map' },
  EpcMarketToTax: { c_taxRecords: 'list' },
  EpcMarketToDiscount: {},
  EpcRetailerSpecificMarket: {},
};

const descriptions: Record<FieldType, string> = {
  string: 'a string',
  boolean: 'true or false',
  count: `a whole number from 0 to ${maxInt4}`,
  'string-list': 'an array of strings',
  list: 'an array',
  'list-or-map': 'an array or an object',
};

function fits(value: unknown, type: FieldType): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'boolean':
      return typeof value === 'boolean';
    case 'count':
      return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= maxInt4;
    case 'string-list':
      return Array.isArray(value) && value.every((item) => typeof item === 'string');
    case 'list':
      return Array.isArray(value);
    case 'list-or-map':
      return typeof value === 'object' && value !== null;
  }
}

/**
 * The sentence refusing the first field of a body whose value does not fit its type, or
 * undefined when all fit. In a PATCH a null removes the field, so null passes there.
 */
export function misTypedField(
  type: CustomObjectType,
  body: Readonly<Record<string, unknown>>,
  nullRemoves: boolean,
): string | undefined {
  const types = customObjectFieldTypes[type];
  for (const [field, value] of Object.entries(body)) {
    const expected = types[field];
    if (expected === undefined || (nullRemoves && value === null) || fits(value, expected)) continue;
    return `${field} must be ${descriptions[expected]}.`;
  }
  return undefined;
}

/** The record's fields without those whose stored value is not of their type (read as absent). */
export function readableFields<T extends object>(type: CustomObjectType, data: T): T {
  const types = customObjectFieldTypes[type];
  const entries = Object.entries(data).filter(([field, value]) => {
    const expected = types[field];
    return expected === undefined || fits(value, expected);
  });
  return Object.fromEntries(entries) as T;
}
