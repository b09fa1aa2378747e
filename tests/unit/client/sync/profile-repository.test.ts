import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { acknowledge } from '../../../../src/client/store/user-db/acknowledge';
import { drainOutbox } from '../../../../src/client/store/user-db/drain-outbox';
import { readProfile } from '../../../../src/client/store/user-db/local-state';
import { countPending } from '../../../../src/client/store/user-db/outbox';
import { changeProfile, changeProfileTogether } from '../../../../src/client/store/user-db/profile-repository';
import { openUserDb, type UserDb } from '../../../../src/client/store/user-db/user-db';
import type { RecentVin } from '../../../../src/domain/sync/sync-contracts';
import { FakeSyncServer } from './fake-sync-server';

const opened: UserDb[] = [];
let userNumber = 0;
/** A device of the user: its own database. */
function device(): UserDb {
  userNumber += 1;
  const db = openUserDb(`profile-${userNumber}`);
  opened.push(db);
  return db;
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.delete()));
});

const vehicle = (vin: string): RecentVin => ({
  vin,
  catHieId: 'arden-sb21-2024',
  brand: 'Arden',
  modelName: 'Sable',
  modelYear: 2024,
  modelCode: 'SB21',
  featureCodes: [],
});
const vinA = 'SALGA2BE5NA000001';
const vinB = 'SALGA2BE5NA000002';

describe('the profile on the device', () => {
  it('shows a change at once, queues it, and refuses a bad one without changing anything', async () => {
    const db = device();
    const queued = await changeProfile(db, { action: 'recordVin', vin: vehicle(vinA), at: '2026-11-20T09:00:00Z' });
    expect(queued).toMatchObject({ ok: true, operation: { entity: 'profile' } });
    expect((await readProfile(db))?.lastTenVins.map((entry) => entry.vin)).toEqual([vinA]);
    const refused = await changeProfile(db, {
      action: 'setDetails',
      details: { firstName: 'Jo', lastName: 'B', phone: 'call me', companyName: '', companyAddress: '' },
    });
    expect(refused).toEqual({ ok: false, message: 'ch not allow', field: 'details.phone' });
    expect(await countPending(db)).toBe(1);
    expect((await readProfile(db))?.details.phone).toBe('');
  });

  it('keeps a decoded VIN and its registration together, or neither when one is refused', async () => {
    const db = device();
    const at = '2026-11-20T09:00:00Z';
    const together = await changeProfileTogether(db, [
      { action: 'recordVin', vin: vehicle(vinA), at },
      { action: 'recordRegistration', registration: { registration: 'LG24 NTY', vin: vinA }, at },
    ]);
    expect(together.ok).toBe(true);
    const profile = await readProfile(db);
    expect(profile?.lastTenVins.map((entry) => entry.vin)).toEqual([vinA]);
    expect(profile?.lastTenRegistrations.map((entry) => entry.registration)).toEqual(['LG24 NTY']);
    expect(await countPending(db)).toBe(2);

    const refused = await changeProfileTogether(db, [
      { action: 'recordVin', vin: vehicle(vinB), at },
      { action: 'setPreferences', language: 'xx-XX' },
    ]);
    expect(refused.ok).toBe(false);
    expect((await readProfile(db))?.lastTenVins.map((entry) => entry.vin)).toEqual([vinA]);
    expect(await countPending(db)).toBe(2);
  });

  it("converges two offline devices on the server's profile, with a change still queued shown on top", async () => {
    const server = new FakeSyncServer();
    const phone = device();
    const laptop = device();
    await changeProfile(phone, { action: 'recordVin', vin: vehicle(vinA), at: '2026-11-20T09:00:00Z' });
    await changeProfile(laptop, { action: 'recordVin', vin: vehicle(vinB), at: '2026-11-20T08:00:00Z' });
    await changeProfile(laptop, { action: 'setPreferences', language: 'fr-FR' });

    await drainOutbox(phone, server.sendOperations);
    await drainOutbox(laptop, server.sendOperations);
    // The phone's next sync (a pull) brings the laptop's changes; one queued meanwhile stays on top.
    await changeProfile(phone, { action: 'setFavouriteVin', vin: vinB, favourite: true, at: '2026-11-20T10:00:00Z' });
    await acknowledge(phone, server.apply([]), []);

    const onPhone = await readProfile(phone);
    const onLaptop = await readProfile(laptop);
    expect(onPhone?.lastTenVins.map((entry) => entry.vin)).toEqual([vinA, vinB]);
    expect(onLaptop?.lastTenVins).toEqual(onPhone?.lastTenVins);
    expect(onPhone?.language).toBe('fr-FR');
    expect(onPhone?.favouriteVins.map((mark) => mark.vin)).toEqual([vinB]);
    expect(server.state.profile?.favouriteVins).toEqual([]);

    await drainOutbox(phone, server.sendOperations);
    expect(server.state.profile?.favouriteVins.map((mark) => mark.vin)).toEqual([vinB]);
    expect(await readProfile(phone)).toEqual(server.state.profile);
  });
});
