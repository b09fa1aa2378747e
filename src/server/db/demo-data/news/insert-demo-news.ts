/** Writes the demo news and service messages (demo-news.ts) inside the seed's transaction. */
import type { Queryable } from '../../database';
import { demoNews, demoServiceMessages, type DemoCustomObject } from './demo-news';

async function insertCustomObjects(tx: Queryable, type: string, records: readonly DemoCustomObject[]): Promise<void> {
  await tx.query(
    `insert into custom_objects (type, key, data, last_modified)
     select $1, item->>'key', item->'data', (item->>'lastModified')::timestamptz
     from jsonb_array_elements($2::jsonb) as item`,
    [type, JSON.stringify(records)],
  );
}

export async function insertDemoNews(tx: Queryable): Promise<void> {
  await insertCustomObjects(tx, 'EpcUpdates', demoNews);
  await insertCustomObjects(tx, 'EpcServiceMessages', demoServiceMessages);
}
