/**
 * The per-user cap on running downloads is counted in PostgreSQL (eu_download_slots), so it
 * holds across server processes: two slot counters on one database (as two processes would
 * have) share the cap, a given-back slot frees a place, and a slot left by a process that
 * died lapses when its lease ends.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db/database';
import { migrateDatabase } from '../../../src/server/db/migrate-database';
import { openDatabase } from '../../../src/server/db/open-database';
import { downloadSlots, downloadsPerUser } from '../../../src/server/eu-download/download-slots';
import { makeTestDatabasePlace, type TestDatabasePlace } from '../support/test-database';

let place: TestDatabasePlace;
let database: Database;

beforeAll(async () => {
  place = await makeTestDatabasePlace();
  database = await openDatabase(place);
  await migrateDatabase(database);
});

afterAll(async () => {
  await database.close();
  await place.remove();
});

describe('download slots', () => {
  it('lets a user run downloadsPerUser downloads across two processes, and one more once one ends', async () => {
    const processA = downloadSlots(database);
    const processB = downloadSlots(database);
    expect(downloadsPerUser).toBe(2);
    const first = await processA.take('USER-A');
    const second = await processB.take('USER-A');
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(await processA.take('USER-A')).toBeUndefined();
    expect(await processB.take('USER-A')).toBeUndefined();
    // Another user is not held up by this one.
    const other = await processB.take('USER-B');
    expect(other).toBeDefined();

    await first?.give();
    const third = await processB.take('USER-A');
    expect(third).toBeDefined();
    await Promise.all([second?.give(), third?.give(), other?.give()]);
  });

  it('gives out no more than the cap to takes at the same moment', async () => {
    const slots = downloadSlots(database);
    const taken = await Promise.all([1, 2, 3, 4, 5].map(() => slots.take('USER-C')));
    const granted = taken.filter((slot) => slot !== undefined);
    expect(granted).toHaveLength(downloadsPerUser);
    await Promise.all(granted.map((slot) => slot.give()));
  });

  it('frees a slot whose lease ended (its process died without giving it back)', async () => {
    const slots = downloadSlots(database);
    const held = [await slots.take('USER-D'), await slots.take('USER-D')];
    expect(held.every((slot) => slot !== undefined)).toBe(true);
    await database.query(`update eu_download_slots set expires_at = now() - interval '1 second' where user_id = $1`, [
      'USER-D',
    ]);
    const next = await slots.take('USER-D');
    expect(next).toBeDefined();
    await next?.give();
  });
});
