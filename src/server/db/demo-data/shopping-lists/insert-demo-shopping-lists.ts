/**
 * Saved shopping lists (EPCShoplist records) of a few demo dealers' parts managers, so that
 * 'often bought together' has real lists to count on a fresh start. Each list is a workshop
 * job: parts picked from one or two catalogue pages, the same pages for several dealers with
 * overlapping picks, so some parts share more lists than others and the ranking shows it. The
 * part numbers are read from the seeded catalogue, so the lists follow it for any seed. None of
 * the demo sign-in people owns one of these lists: their own lists start empty.
 */
import type { ShoppingListLine } from '../../../../domain/shopping-list/shopping-list-contracts';
import { shoppingListFields, shoppingListType } from '../../../shopping-list/shopping-list-record';
import type { Queryable } from '../../database';

const ardenCooling = 'arden-sb21-2024-m03-n02-p1';
const ardenClimate = 'arden-sb21-2024-m03-n02-p2';
const corvidCooling = 'corvid-rv18-2024-m03-n02-p1';

interface Job {
  pageId: string;
  /** Positions among the page's parts (fixings left out), in line order. */
  picks: readonly number[];
}

/** One entry per dealer list. */
const demoListJobs: readonly (readonly Job[])[] = [
  [{ pageId: ardenCooling, picks: [0, 1, 2, 3] }],
  [
    { pageId: ardenCooling, picks: [0, 1, 2, 4] },
    { pageId: ardenClimate, picks: [0, 1] },
  ],
  [{ pageId: ardenCooling, picks: [0, 1, 5] }],
  [
    { pageId: ardenCooling, picks: [0, 2, 3] },
    { pageId: ardenClimate, picks: [0, 2, 3] },
  ],
  [
    { pageId: ardenClimate, picks: [0, 1, 2] },
    { pageId: corvidCooling, picks: [0, 1, 2, 3] },
  ],
  [{ pageId: corvidCooling, picks: [0, 1, 2] }],
];

interface PagePart {
  page_id: string;
  part_number: string;
  description: string;
}

export async function insertDemoShoppingLists(tx: Queryable): Promise<void> {
  const owners = await tx.query<{ user_id: string }>(
    `select user_id from retailer_users where user_id like '%-pm' order by user_id limit $1`,
    [demoListJobs.length],
  );
  const pageParts = await tx.query<PagePart>(
    `select pp.page_id, pp.part_number, min(t.text) as description
     from page_parts pp
     join parts p on p.part_number = pp.part_number
     join catalogue_texts t on t.text_id = p.text_id and t.language_code = 'en-GB'
     where pp.page_id = any($1::text[]) and pp.part_number not like 'W%'
     group by pp.page_id, pp.part_number
     order by pp.page_id, min(pp.line_number)`,
    [[ardenCooling, ardenClimate, corvidCooling]],
  );
  const lists = owners.map(({ user_id: userId }, index) => {
    const lines = (demoListJobs[index] ?? []).flatMap((job) => linesOfJob(job, pageParts));
    // A day apart, so the lists read as saved at different times.
    const modifiedAt = new Date(Date.UTC(2026, 0, 5 + index, 9)).toISOString();
    return { key: userId, data: shoppingListFields(userId, lines, modifiedAt) };
  });
  await tx.query(
    `insert into custom_objects (type, key, data)
     select $1, item->>'key', item->'data' from jsonb_array_elements($2::jsonb) as item`,
    [shoppingListType, JSON.stringify(lists)],
  );
}

function linesOfJob(job: Job, pageParts: readonly PagePart[]): ShoppingListLine[] {
  const onPage = pageParts.filter((part) => part.page_id === job.pageId);
  return job.picks.flatMap((pick) => {
    const part = onPage[pick];
    if (part === undefined) return [];
    return [
      {
        productId: part.part_number,
        partNumber: part.part_number,
        partDescription: part.description,
        quantity: '1',
        priceAmmend: '0',
      },
    ];
  });
}
