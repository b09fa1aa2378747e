/**
 * Fills a fresh database with the demo data, once. Everything goes in one transaction with
 * the demo_data marker row, so a failed seed leaves no rows and the next start tries again.
 */
import { bumpCatalogueVersion, hasCatalogueVersionRow } from '../catalogue-cache/catalogue-version-row';
import { lockStartupWork } from './advisory-lock';
import type { Database, Queryable } from './database';
import type { DemoData } from './demo-data/demo-data-types';
import { insertDemoCatalogue } from './demo-data/catalogue/insert-demo-catalogue';
import { topUpCatalogueTranslations } from './demo-data/catalogue/top-up-catalogue-translations';
import { insertDemoPricing } from './demo-data/pricing/insert-demo-pricing';
import { insertDemoShoppingLists } from './demo-data/shopping-lists/insert-demo-shopping-lists';
import { insertDemoPartnerMarkets } from './demo-data/partner-markets/insert-demo-partner-markets';
import { insertDemoNews } from './demo-data/news/insert-demo-news';
import { insertDemoSubscriptions } from './demo-data/subscriptions/insert-demo-subscriptions';
import { insertDemoShopData } from './demo-data/shop/insert-demo-shop-data';
import { generateDemoData } from './demo-data/generate-demo-data';
import { topUpDealerSalesLocations } from './demo-data/dealer-sales-location';
import { keepDemoSnapshot } from './demo-reset/demo-snapshot';

export interface SeedOptions {
  seed: number;
  /** Replaceable so tests can prove that a failing seed leaves nothing behind. */
  generate?: (seed: number) => DemoData;
  /**
   * Demo mode (db/demo-reset/demo-mode.ts): also keep a copy of what users can change, in the
   * seed's own transaction, for the demo reset (POST /api/demo/reset).
   */
  keepSnapshot?: boolean;
}

/** Answers whether this call seeded (false: the demo data was already there). */
export async function seedDemoData(database: Database, options: SeedOptions): Promise<boolean> {
  const generate = options.generate ?? generateDemoData;
  return database.transaction(async (tx) => {
    await lockStartupWork(tx, database.kind);
    const marker = await tx.query('select 1 from demo_data where id = 1');
    if (marker.length > 0) {
      await topUpLaterDemoData(tx);
      return false;
    }
    await insertDemoData(tx, generate(options.seed));
    await tx.query('insert into demo_data (id, seed) values (1, $1)', [options.seed]);
    // The catalogue answers change with the data, so their ETags must (issue 19). A database
    // seeded before migration 022 (the migration tests make one) gets the row from 022 itself.
    if (await hasCatalogueVersionRow(tx)) await bumpCatalogueVersion(tx);
    if (options.keepSnapshot === true) await keepDemoSnapshot(tx);
    return true;
  });
}

/**
 * Demo data of tables a later migration added (017 subscriptions, 018 shop content) reaches a
 * database seeded before them: each set goes in when its table is still empty. So do the
 * catalogue's texts in languages added since, and the dealers' sales locations (028). Each set is
 * written whole in one statement group, so an empty first table means the set is missing.
 */
const laterDemoData: readonly { table: string; insert: (tx: Queryable) => Promise<void> }[] = [
  { table: 'subscription_prices', insert: insertDemoSubscriptions },
  { table: 'content_assets', insert: insertDemoShopData },
];

async function topUpLaterDemoData(tx: Queryable): Promise<void> {
  for (const { table, insert } of laterDemoData) {
    const rows = await tx.query(`select 1 from ${table} limit 1`);
    if (rows.length === 0) await insert(tx);
  }
  await topUpCatalogueTranslations(tx);
  await topUpDealerSalesLocations(tx);
}

// One statement per table: the rows travel as one JSON parameter, which keeps a seed of a
// few hundred rows to a handful of round trips on a PostgreSQL server.
async function insertDemoData(tx: Queryable, data: DemoData): Promise<void> {
  await tx.query(
    `insert into languages (code, language, language_text)
     select code, language, "languageText"
     from jsonb_to_recordset($1::jsonb) as item(code text, language text, "languageText" text)`,
    [JSON.stringify(data.languages)],
  );
  await tx.query(
    `insert into markets (code, name, currency_code, default_language)
     select code, name, "currencyCode", "defaultLanguage"
     from jsonb_to_recordset($1::jsonb)
       as item(code text, name text, "currencyCode" text, "defaultLanguage" text)`,
    [JSON.stringify(data.markets)],
  );
  // A database migrated only as far as before 028 (the migration tests make one) has no sales
  // locations yet; the top-up writes them once 028 has run.
  const dsl = (await hasDealerSalesLocations(tx)) ? ', dsl' : '';
  await tx.query(
    `insert into retailers (code, name, market_code, brand${dsl})
     select code, name, "marketCode", brand${dsl}
     from jsonb_to_recordset($1::jsonb) as item(code text, name text, "marketCode" text, brand text, dsl text)`,
    [JSON.stringify(data.retailers)],
  );
  await tx.query(
    `insert into retailer_users
       (user_id, dealer_code, parts_manager, email, given_name, surname, preferred_language, company_address)
     select "userId", "dealerCode", "partsManager", email, "givenName", surname, "preferredLanguage", "companyAddress"
     from jsonb_to_recordset($1::jsonb) as item("userId" text, "dealerCode" text, "partsManager" boolean,
       email text, "givenName" text, surname text, "preferredLanguage" text, "companyAddress" text)`,
    [JSON.stringify(data.retailerUsers)],
  );
  await tx.query(
    `insert into custom_objects (type, key, data)
     select 'EPCUsers', profile->>'key_value_string', profile
     from jsonb_array_elements($1::jsonb) as profile`,
    [JSON.stringify(data.userProfiles)],
  );
  await insertDemoCatalogue(tx, data.catalogue);
  // Derived from the catalogue's parts, so it comes after them.
  await insertDemoPricing(tx);
  await insertDemoPartnerMarkets(tx);
  await insertDemoNews(tx);
  await insertDemoShoppingLists(tx);
  for (const { insert } of laterDemoData) await insert(tx);
}

async function hasDealerSalesLocations(tx: Queryable): Promise<boolean> {
  const [row] = await tx.query<{ present: boolean }>(
    `select exists (select 1 from information_schema.columns
                    where table_name = 'retailers' and column_name = 'dsl' and table_schema = current_schema()) as present`,
  );
  return row?.present === true;
}
