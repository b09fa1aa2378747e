/**
 * Page illustrations as the catalogue serves them: one SVG per page, drawn from the page's
 * callout codes in line order. One statement for any number of pages, so the illustration
 * route (one page) and the vehicle download (every page of a vehicle) read them the same way.
 */
import type { Queryable } from '../../db/database';
import { drawPageIllustration } from './draw-page-illustration';

/** The SVG of each page that has parts; a page without parts has no illustration. */
export async function drawPageIllustrations(db: Queryable, pageIds: readonly string[]): Promise<Map<string, string>> {
  if (pageIds.length === 0) return new Map();
  const rows = await db.query<{ page_id: string; call_out_codes: string[] }>(
    `select page_id, array_agg(call_out_code order by first_line) as call_out_codes
     from (
       select pp.page_id, pp.call_out_code, min(pp.line_number) as first_line
       from page_parts pp where pp.page_id = any($1::text[])
       group by pp.page_id, pp.call_out_code
     ) callouts
     group by page_id`,
    [pageIds],
  );
  return new Map(rows.map((row) => [row.page_id, drawPageIllustration(row.page_id, row.call_out_codes)]));
}
