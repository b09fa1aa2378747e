/**
 * Migration 020 on a database seeded before it: the stored search column is computed anew for
 * the texts already there, so a Japanese text seeded under the old 'simple' column is found by
 * its character pairs, and every language has its indexes. Migration 027 then gathers the
 * words of those texts for typo-tolerant search.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchParts } from '../../../src/server/catalogue/search/search-parts';
import type { Database } from '../../../src/server/db/database';
import { vocabularies } from '../../../src/server/db/demo-data/catalogue/vocabulary';
import { loadMigrations, migrateDatabase } from '../../../src/server/db/migrate-database';
import { openDatabase } from '../../../src/server/db/open-database';
import { seedDemoData } from '../../../src/server/db/seed-demo-data';
import { makeTestDatabasePlace, type TestDatabasePlace } from '../support/test-database';

let place: TestDatabasePlace;
let database: Database;

const catalogue = { catalogueId: 'arden-sb21-2024', sectionId: 'arden-sb21-2024' };

beforeAll(async () => {
  place = await makeTestDatabasePlace({ startFrom: 'empty' });
  database = await openDatabase(place);
  const migrations = await loadMigrations();
  await migrateDatabase(
    database,
    migrations.filter((migration) => migration.version < 20),
  );
  await seedDemoData(database, { seed: 0 });
  // The oil pump in Japanese, as a database seeded before migration 020 holds it.
  await database.query(
    `insert into catalogue_texts (text_id, language_code, text)
     select text_id, 'ja-JP', 'オイルポンプ' from catalogue_texts where language_code = 'en-GB' and text = $1
     on conflict (text_id, language_code) do update set text = excluded.text`,
    [vocabularies['en-GB'].majorSections[0].components[3]],
  );
  await migrateDatabase(database);
}, 120_000);

afterAll(async () => {
  await database.close();
  await place.remove();
});

describe('migration 020 on a database seeded before it', () => {
  it('computes the search column of the texts already there', async () => {
    const [row] = await database.query<{ search: string }>(
      `select search::text from catalogue_texts where language_code = 'ja-JP' and text = 'オイルポンプ' limit 1`,
    );
    expect(row?.search).toContain("'ポン'");
    const results = await searchParts(database, catalogue, 'description', 'ポンプ', 'ja-JP');
    expect(results.some((result) => result.description === 'オイルポンプ')).toBe(true);
  });

  it('gives each of the 29 languages a full-text index; the trigram indexes gave way to the words of migration 027', async () => {
    const indexes = await database.query<{ indexname: string }>(
      `select indexname from pg_indexes where tablename = 'catalogue_texts' order by indexname`,
    );
    const names = indexes.map((index) => index.indexname);
    expect(names.filter((name) => name.startsWith('catalogue_texts_search_'))).toHaveLength(29);
    expect(names.filter((name) => name.startsWith('catalogue_texts_trigram_'))).toHaveLength(0);
  });
});

describe('migration 027 on a database seeded before it', () => {
  it('gathers the words of the texts already there, so a misspelt word finds them', async () => {
    const results = await searchParts(database, catalogue, 'description', 'gaskit', 'en-GB');
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((result) => /gasket/i.test(result.description))).toBe(true);
  });
});
