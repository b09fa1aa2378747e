import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { catalogueLanguages } from '../../src/server/db/demo-data/catalogue/catalogue-vocabulary';
import { generateDemoData } from '../../src/server/db/demo-data/generate-demo-data';
import { migrateDatabase } from '../../src/server/db/migrate-database';
import { openDatabase } from '../../src/server/db/open-database';
import { seedDemoData } from '../../src/server/db/seed-demo-data';
import { makeTestDatabasePlace, type TestDatabasePlace } from './support/test-database';

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

async function countSeededRows() {
  const [row] = await database.query<Record<string, number>>(
    `select (select count(*)::int from languages) as languages,
            (select count(*)::int from markets) as markets,
            (select count(*)::int from retailers) as retailers,
            (select count(*)::int from demo_data) as demo_data`,
  );
  return row;
}

const nothing = { languages: 0, markets: 0, retailers: 0, demo_data: 0 };

describe('seeding the demo data', () => {
  it('leaves no row behind when a retailer row fails after languages and markets went in', async () => {
    const withBadRetailer = (seed: number) => {
      const data = generateDemoData(seed);
      // No market ZZ exists, so the retailers insert breaks its foreign key.
      return {
        ...data,
        retailers: [
          ...data.retailers,
          { code: 'Z99999', name: 'Nowhere Motors', marketCode: 'ZZ', brand: 'arden' as const, dsl: 'ZZ-Z99999-01' },
        ],
      };
    };
    await expect(seedDemoData(database, { seed: 1, generate: withBadRetailer })).rejects.toThrow(/foreign key/);
    expect(await countSeededRows()).toEqual(nothing);
  });

  it('leaves no row behind when the generator itself fails', async () => {
    const failing = () => {
      throw new Error('generator failed');
    };
    await expect(seedDemoData(database, { seed: 1, generate: failing })).rejects.toThrow('generator failed');
    expect(await countSeededRows()).toEqual(nothing);
  });

  it('seeds completely on the next try, and only once', async () => {
    expect(await seedDemoData(database, { seed: 1 })).toBe(true);
    const seeded = await countSeededRows();
    expect(seeded).toMatchObject({ languages: 29, retailers: 102, demo_data: 1 });
    expect(await seedDemoData(database, { seed: 2 })).toBe(false);
    expect(await countSeededRows()).toEqual(seeded);
    expect(await database.query('select seed from demo_data')).toEqual([{ seed: 1 }]);
  });

  it('gives a database seeded before the subscription and shop content tables their demo rows, once', async () => {
    // As a database seeded before migrations 017 and 018 looks: the tables there, empty.
    await database.query('delete from subscription_prices');
    await database.query('delete from coupons');
    await database.query('delete from content_assets');
    await database.query('delete from promotions');
    await database.query('delete from gift_certificates');
    const counts = () =>
      database.query<Record<string, number>>(
        `select (select count(*)::int from subscription_prices) as prices,
                (select count(*)::int from coupons) as coupons,
                (select count(*)::int from content_assets) as content,
                (select count(*)::int from gift_certificates) as certificates`,
      );
    expect(await seedDemoData(database, { seed: 1 })).toBe(false);
    const [topped] = await counts();
    expect(topped?.prices).toBeGreaterThan(100);
    expect(topped?.coupons).toBeGreaterThan(0);
    expect(topped?.content).toBeGreaterThan(0);
    expect(topped?.certificates).toBeGreaterThan(0);
    expect(await seedDemoData(database, { seed: 1 })).toBe(false);
    expect(await counts()).toEqual([topped]);
  });

  it('gives a database seeded with fewer catalogue languages the texts of the others, the same as a new seed', async () => {
    const texts = () =>
      database.query<{ text_id: number; language_code: string; text: string }>(
        'select text_id, language_code, text from catalogue_texts order by text_id, language_code',
      );
    const seeded = await texts();
    expect(new Set(seeded.map((row) => row.language_code)).size).toBe(catalogueLanguages.length);
    // As a database seeded when the catalogue had English, French and German only looks.
    await database.query(`delete from catalogue_texts where language_code not in ('en-GB', 'fr-FR', 'de-DE')`);
    expect(await seedDemoData(database, { seed: 1 })).toBe(false);
    expect(await texts()).toEqual(seeded);
  });

  it('gives the dealers of a database seeded before migration 028 the same sales locations as a new seed', async () => {
    const locations = () =>
      database.query<{ code: string; dsl: string }>('select code, dsl from retailers order by code');
    const seeded = await locations();
    expect(seeded).toContainEqual({ code: '006CC', dsl: 'GB-006CC-01' });
    // As a database seeded before the column existed looks: every dealer without one.
    await database.query(`update retailers set dsl = ''`);
    expect(await seedDemoData(database, { seed: 1 })).toBe(false);
    expect(await locations()).toEqual(seeded);
  });
});
