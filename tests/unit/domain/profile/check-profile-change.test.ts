import { describe, expect, it } from 'vitest';
import { checkProfileChange } from '../../../../src/domain/profile/check-profile-change';
import { readExportConfig } from '../../../../src/domain/profile/export-config';
import { applySyncOperation } from '../../../../src/domain/sync/apply-sync-operation';

const vehicle = {
  vin: ' salga2be5na000001 ',
  catHieId: 'arden',
  brand: 'Arden',
  modelName: 'Sable',
  modelYear: 2024,
  modelCode: 'SB21',
  featureCodes: ['F1'],
  extra: 'dropped',
};

describe('the profile change reader', () => {
  it('answers a change normalised: VIN upper case, time in UTC, unknown members dropped', () => {
    expect(checkProfileChange({ action: 'recordVin', vin: vehicle, at: '2026-11-20T10:00:00+01:00', x: 1 })).toEqual({
      ok: true,
      value: {
        action: 'recordVin',
        vin: { ...vehicle, vin: 'SALGA2BE5NA000001', extra: undefined },
        at: '2026-11-20T09:00:00.000Z',
      },
    });
  });

  it.each([
    [{ action: 'nope' }, 'Unknown action.', undefined],
    ['recordVin', 'Unknown action.', undefined],
    [{ action: 'recordVin', vin: { ...vehicle, vin: 'SHORT' }, at: '2026-11-20T10:00:00Z' }, expect.any(String), 'vin'],
    [{ action: 'recordVin', vin: vehicle, at: '2026-11-20' }, 'at must be an ISO date-time with a time zone.', 'at'],
    [
      { action: 'setFavouriteVin', vin: vehicle.vin, favourite: 'yes', at: '2026-11-20T10:00Z' },
      'favourite must be true or false.',
      'favourite',
    ],
    [
      {
        action: 'recordSearch',
        search: { searchText: '', criteria: 'partNumber', catHieId: 'a' },
        at: '2026-11-20T10:00Z',
      },
      expect.any(String),
      'search',
    ],
    [
      {
        action: 'recordSearch',
        search: { searchText: 'LR1', criteria: 'vin', catHieId: 'a' },
        at: '2026-11-20T10:00Z',
      },
      expect.any(String),
      'search',
    ],
    [{ action: 'setPreferences' }, 'Choose a language or a market.', undefined],
    [{ action: 'setPreferences', language: 'en-US' }, 'language must be one of the supported languages.', 'language'],
    [{ action: 'setPreferences', market: 'GBR' }, 'market must be a two-letter market code.', 'market'],
    [
      { action: 'setExportConfig', config: { format: 'csv', columns: ['total', 'total'] } },
      expect.any(String),
      'config',
    ],
    [{ action: 'setExportConfig', config: { format: 'csv', columns: ['secret'] } }, expect.any(String), 'config'],
    [
      { action: 'setDetails', details: { firstName: 'A', lastName: 'B', phone: '12a' } },
      'ch not allow',
      'details.phone',
    ],
    [
      { action: 'setDetails', details: { firstName: ' ', lastName: 'B' } },
      'Enter your first name.',
      'details.firstName',
    ],
    [
      { action: 'setDetails', details: { firstName: 'A', lastName: 'B', companyAddress: 'x'.repeat(501) } },
      expect.any(String),
      'details.companyAddress',
    ],
  ])('refuses %j', (change, message, field) => {
    const checked = checkProfileChange(change);
    expect(checked).toEqual(field === undefined ? { ok: false, message } : { ok: false, message, field });
  });

  it('accepts a phone of digits, spaces and + ( ) -, and empty company fields', () => {
    const checked = checkProfileChange({
      action: 'setDetails',
      details: { firstName: 'Ada', lastName: 'L', phone: '+44 (0)20-7946 0000' },
    });
    expect(checked.ok && checked.value).toEqual({
      action: 'setDetails',
      details: { firstName: 'Ada', lastName: 'L', phone: '+44 (0)20-7946 0000', companyName: '', companyAddress: '' },
    });
  });

  it("judges the market by the user's choices when they are known", () => {
    const change = { action: 'setPreferences', market: 'fr' };
    expect(checkProfileChange(change, { marketChoices: ['GB'] })).toMatchObject({ ok: false, field: 'market' });
    expect(checkProfileChange(change, { marketChoices: 'all', knownMarkets: new Set(['GB']) })).toMatchObject({
      ok: false,
      message: 'market FR is not a market of the catalogue.',
    });
    expect(checkProfileChange(change, { marketChoices: 'all' })).toEqual({
      ok: true,
      value: { action: 'setPreferences', market: 'FR' },
    });
  });

  it('gives a sync refusal its code: unknown action, else invalid field naming the field', () => {
    const state = { lines: [], notes: [], bookmarks: [] };
    expect(applySyncOperation(state, { entity: 'profile', change: { action: 'x' } })).toEqual({
      ok: false,
      code: 'unknown-action',
      message: 'Unknown action.',
    });
    expect(
      applySyncOperation(state, {
        entity: 'profile',
        change: { action: 'setDetails', details: { firstName: 'A', lastName: 'B', phone: 'call me' } },
      }),
    ).toEqual({ ok: false, code: 'invalid-field', message: 'details.phone: ch not allow' });
  });

  it('reads the legacy export configuration values and anything unreadable as the defaults', () => {
    expect(readExportConfig('export_csv')).toMatchObject({ format: 'csv' });
    expect(readExportConfig('export_xml')).toMatchObject({ format: 'xml' });
    expect(readExportConfig('{"format":"xml","columns":["total","partNumber"]}')).toEqual({
      format: 'xml',
      columns: ['partNumber', 'total'],
    });
    expect(readExportConfig({ format: 'xml' }).columns).toHaveLength(10);
  });
});
