/**
 * The profile through POST /api/sync/operations (issue 15; docs/sync.md, entity 'profile'):
 * history, preferences, export configuration and details applied to the user's EPCUsers
 * record and mirrored on the customer, each key once, bad changes refused with their codes,
 * and a record the database will not update refused with 'User not Updated in RDM'.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileChange, SyncedProfile } from '../../../src/domain/sync/sync-contracts';
import { startTestServer, type TestServer } from '../support/test-server';
import { addUser, mintToken, uniqueId, type TestShopper } from '../shop-api/shopper-fixtures';
import { newKey, syncOk } from './sync-support';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(() => server.close());

const profileOperation = (change: ProfileChange | Record<string, unknown>, idempotencyKey = newKey()) => ({
  idempotencyKey,
  entity: 'profile',
  createdAt: new Date().toISOString(),
  change,
});

const vehicle = (vin: string) => ({
  vin,
  catHieId: 'arden-sb21-2024',
  brand: 'Arden',
  modelName: 'Sable',
  modelYear: 2024,
  modelCode: 'SB21',
  featureCodes: ['F1'],
});

const vinA = 'SALGA2BE5NA000001';
const vinB = 'SALGA2BE5NA000002';

async function storedRecord(userId: string): Promise<Record<string, unknown>> {
  const [row] = await server.database.query<{ data: Record<string, unknown> }>(
    `select data from custom_objects where type = 'EPCUsers' and key = $1`,
    [userId],
  );
  return row?.data ?? {};
}

async function customerRow(customerId: string) {
  const [row] = await server.database.query<{
    custom_fields: Record<string, unknown>;
    first_name: string;
    last_name: string;
    phone: string | null;
  }>('select custom_fields, first_name, last_name, phone from customers where customer_id = $1', [customerId]);
  return row;
}

function secondDevice(shopper: TestShopper & { userId: string }): TestShopper {
  const token = mintToken(server, {
    sub: shopper.customerId,
    usid: uniqueId('usid'),
    authType: 'registered',
    userId: shopper.userId,
  });
  return { ...shopper, headers: { authorization: `Bearer ${token}` } };
}

const vins = (profile: SyncedProfile | undefined) => profile?.lastTenVins.map((entry) => entry.vin);

describe('the profile through POST /api/sync/operations', () => {
  it('applies history changes to the EPCUsers record, answers the profile, and a replay applies nothing twice', async () => {
    const user = await addUser(server);
    const operations = [
      profileOperation({ action: 'recordVin', vin: vehicle(vinA), at: '2026-11-20T10:00:00.000Z' }),
      profileOperation({ action: 'recordVin', vin: vehicle(vinB.toLowerCase()), at: '2026-11-20T11:00:00.000Z' }),
      profileOperation({ action: 'setFavouriteVin', vin: vinA, favourite: true, at: '2026-11-20T11:30:00.000Z' }),
      profileOperation({
        action: 'recordRegistration',
        registration: { registration: 'ab12 cde', vin: vinB },
        at: '2026-11-20T11:00:00.000Z',
      }),
      profileOperation({
        action: 'recordSearch',
        search: { searchText: 'brake pad', criteria: 'description', catHieId: 'arden-sb21-2024', timestamp: 'x' },
        at: '2026-11-20T12:00:00+01:00',
      }),
      profileOperation({
        action: 'recordAdditionalSearch',
        search: { searchText: 'LR001', criteria: 'partNumber', catHieId: 'arden-sb21-2024', timestamp: 'x' },
        at: '2026-11-20T12:05:00.000Z',
      }),
    ];
    const reply = await syncOk(server, user, operations);
    expect(reply.results.map((result) => result.status)).toEqual(Array(6).fill('applied'));
    expect(vins(reply.profile)).toEqual([vinB, vinA]);
    expect(reply.profile?.favouriteVins).toEqual([{ vin: vinA, favourite: true, at: '2026-11-20T11:30:00.000Z' }]);
    expect(reply.profile?.lastTenRegistrations).toEqual([
      { registration: 'ab12 cde', vin: vinB, at: '2026-11-20T11:00:00.000Z' },
    ]);
    expect(reply.profile?.searchHistory).toEqual([
      {
        searchText: 'brake pad',
        criteria: 'description',
        catHieId: 'arden-sb21-2024',
        timestamp: '2026-11-20T11:00:00.000Z',
      },
    ]);
    expect(reply.profile?.lastTenAdditionalSearches.map((search) => search.searchText)).toEqual(['LR001']);

    const record = await storedRecord(user.userId);
    expect((record['c_epcLastTenVins'] as { vin: string }[]).map((entry) => entry.vin)).toEqual([vinB, vinA]);
    expect(record['c_epcFavouriteVins']).toEqual(reply.profile?.favouriteVins);
    expect(record['c_epcLastTenRegistration']).toEqual(reply.profile?.lastTenRegistrations);
    expect(record['c_epcSearchHistory']).toEqual(reply.profile?.searchHistory);
    expect(record['c_epcLastTenAddSearch']).toEqual(reply.profile?.lastTenAdditionalSearches);
    // Fields the changes did not touch are left as they were.
    expect(record['c_epcUserStatus']).toBe('approved');
    expect(record['c_epcLoginCount']).toBe(1);

    const replay = await syncOk(server, secondDevice(user), operations);
    expect(replay.results.map((result) => result.status)).toEqual(Array(6).fill('duplicate'));
    expect(replay.profile).toEqual(reply.profile);
  });

  it("converges on the same lists whatever order two devices' changes arrive in", async () => {
    const first = await addUser(server);
    const second = await addUser(server);
    const deviceA = [
      profileOperation({ action: 'recordVin', vin: vehicle(vinA), at: '2026-11-21T09:00:00.000Z' }),
      profileOperation({ action: 'setFavouriteVin', vin: vinA, favourite: true, at: '2026-11-21T09:00:00.000Z' }),
    ];
    const deviceB = [
      profileOperation({ action: 'recordVin', vin: vehicle(vinB), at: '2026-11-21T08:00:00.000Z' }),
      profileOperation({ action: 'setFavouriteVin', vin: vinA, favourite: false, at: '2026-11-21T10:00:00.000Z' }),
      profileOperation({ action: 'recordVin', vin: vehicle(vinA), at: '2026-11-21T07:00:00.000Z' }),
    ];
    await syncOk(server, first, deviceA);
    const one = await syncOk(server, first, deviceB);
    await syncOk(
      server,
      second,
      deviceB.map((operation) => ({ ...operation, idempotencyKey: newKey() })),
    );
    const other = await syncOk(
      server,
      second,
      deviceA.map((operation) => ({ ...operation, idempotencyKey: newKey() })),
    );
    expect(other.profile).toEqual(one.profile);
    expect(vins(one.profile)).toEqual([vinA, vinB]);
    expect(one.profile?.lastTenVins[0]?.at).toBe('2026-11-21T09:00:00.000Z');
    expect(one.profile?.favouriteVins.filter((mark) => mark.favourite)).toEqual([]);
  });

  it('saves language, market and details on the profile and on the customer, and the export configuration', async () => {
    const user = await addUser(server, { c_epcUserType: 'internal', c_epcUserRole: 'admin' });
    const reply = await syncOk(server, user, [
      profileOperation({ action: 'setPreferences', language: 'fr_fr', market: 'fr' }),
      profileOperation({
        action: 'setDetails',
        details: {
          firstName: ' Ada ',
          lastName: 'Lovelace',
          phone: '+44 (0)20 7946-0000',
          companyName: 'Engines Ltd',
          companyAddress: '1 Analytical Row',
        },
      }),
      profileOperation({ action: 'setExportConfig', config: { format: 'xml', columns: ['total', 'partNumber'] } }),
    ]);
    expect(reply.results.map((result) => result.status)).toEqual(['applied', 'applied', 'applied']);
    expect(reply.profile).toMatchObject({
      language: 'fr-FR',
      market: 'FR',
      details: { firstName: 'Ada', lastName: 'Lovelace', phone: '+44 (0)20 7946-0000' },
      exportConfig: { format: 'xml', columns: ['partNumber', 'total'] },
    });
    const record = await storedRecord(user.userId);
    expect(record).toMatchObject({
      c_epcUserLanguage: 'fr-FR',
      c_epcUserMarket: 'FR',
      c_epcUserFirstName: 'Ada',
      c_epcUserLastName: 'Lovelace',
      c_epcFullName: 'Ada Lovelace',
      c_epcUserPhone: '+44 (0)20 7946-0000',
      c_epcCompanyName: 'Engines Ltd',
      c_epcCompanyAddress: '1 Analytical Row',
    });
    expect(JSON.parse(record['c_epcShoppingExportConfig'] as string)).toEqual({
      format: 'xml',
      columns: ['partNumber', 'total'],
    });
    const customer = await customerRow(user.customerId);
    expect(customer?.custom_fields).toMatchObject({
      c_epcUserLanguage: 'fr-FR',
      c_epcUserMarket: 'FR',
      c_epcUserFirstName: 'Ada',
      c_epcFullName: 'Ada Lovelace',
      c_epcUserPhone: '+44 (0)20 7946-0000',
    });
    expect(customer).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace', phone: '+44 (0)20 7946-0000' });
  });

  it('reads the legacy export configuration export_csv as csv with every column', async () => {
    const user = await addUser(server, { c_epcShoppingExportConfig: 'export_csv' });
    const reply = await syncOk(server, user, []);
    expect(reply.profile?.exportConfig.format).toBe('csv');
    expect(reply.profile?.exportConfig.columns).toContain('total');
  });

  it('refuses bad changes on their own, with codes and the field at fault, and changes nothing for them', async () => {
    const user = await addUser(server); // a retailer user: their own market only
    const good = profileOperation({ action: 'recordVin', vin: vehicle(vinA), at: '2026-11-22T09:00:00.000Z' });
    const badPhone = profileOperation({
      action: 'setDetails',
      details: { firstName: 'Jo', lastName: 'Bloggs', phone: '0800 CALL ME', companyName: '', companyAddress: '' },
    });
    const otherMarket = profileOperation({ action: 'setPreferences', market: 'FR' });
    const unknownMarket = profileOperation({ action: 'setPreferences', market: 'QQ' });
    const badLanguage = profileOperation({ action: 'setPreferences', language: 'xx-YY' });
    const badVin = profileOperation({ action: 'recordVin', vin: vehicle('NOT-A-VIN'), at: '2026-11-22T09:00:00Z' });
    const noTime = profileOperation({ action: 'clearSearchHistory', at: '2026-11-22 09:00' });
    const badColumns = profileOperation({ action: 'setExportConfig', config: { format: 'pdf', columns: [] } });
    const unknown = profileOperation({ action: 'becomeAdmin' });
    const reply = await syncOk(server, user, [
      good,
      badPhone,
      otherMarket,
      unknownMarket,
      badLanguage,
      badVin,
      noTime,
      badColumns,
      unknown,
    ]);
    const refusals = reply.results
      .slice(1)
      .map((result) => (result.status === 'refused' ? [result.code, result.detail] : result.status));
    expect(reply.results[0]?.status).toBe('applied');
    expect(refusals).toEqual([
      ['invalid-field', 'details.phone: ch not allow'],
      ['invalid-field', 'market: market FR is not one of your markets (GB).'],
      ['invalid-field', 'market: market QQ is not a market of the catalogue.'],
      ['invalid-field', 'language: language must be one of the supported languages.'],
      ['invalid-field', expect.stringContaining('vin: vin must be a decoded vehicle')],
      ['invalid-field', 'at: at must be an ISO date-time with a time zone.'],
      ['invalid-field', expect.stringContaining('config: An export configuration')],
      ['unknown-action', 'Unknown action.'],
    ]);
    const record = await storedRecord(user.userId);
    expect(record['c_epcUserPhone']).toBeUndefined();
    expect(record).toMatchObject({ c_epcUserMarket: 'GB', c_epcUserLanguage: 'en-GB' });
    expect((await customerRow(user.customerId))?.custom_fields['c_epcUserMarket']).not.toBe('FR');
  });

  it("refuses with 'User not Updated in RDM' a profile change the database will not store, and applies the others", async () => {
    const user = await addUser(server);
    await server.database.exec(`
      create function refuse_profile_pill() returns trigger language plpgsql as $$
      begin
        if new.type = 'EPCUsers' and new.data::text like '%PILL%' then
          raise exception 'profile pill' using errcode = 'check_violation';
        end if;
        return new;
      end $$;
      create trigger refuse_profile_pill before update on custom_objects
        for each row execute function refuse_profile_pill();
    `);
    try {
      const before = profileOperation({ action: 'recordVin', vin: vehicle(vinA), at: '2026-11-23T09:00:00.000Z' });
      const poisoned = profileOperation({
        action: 'setDetails',
        details: { firstName: 'PILL', lastName: 'Bloggs', phone: '', companyName: '', companyAddress: '' },
      });
      const after = profileOperation({ action: 'setPreferences', language: 'de-DE' });
      const reply = await syncOk(server, user, [before, poisoned, after]);
      expect(reply.results).toEqual([
        { index: 0, idempotencyKey: before.idempotencyKey, status: 'applied' },
        {
          index: 1,
          idempotencyKey: poisoned.idempotencyKey,
          status: 'refused',
          code: 'not-storable',
          detail: 'User not Updated in RDM',
        },
        { index: 2, idempotencyKey: after.idempotencyKey, status: 'applied' },
      ]);
      expect(reply.profile).toMatchObject({ language: 'de-DE', details: { firstName: 'Jo' } });
      expect(vins(reply.profile)).toEqual([vinA]);
      const replay = await syncOk(server, user, [before, poisoned, after]);
      expect(replay.results.map((result) => result.status)).toEqual(['duplicate', 'refused', 'duplicate']);
    } finally {
      await server.database.exec(
        'drop trigger refuse_profile_pill on custom_objects; drop function refuse_profile_pill();',
      );
    }
  });
});
