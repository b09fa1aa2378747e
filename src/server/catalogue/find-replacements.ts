/**
 * The replacements of superseded parts (issue 20): every step reachable from the asked part
 * numbers in one recursive statement, then each chain walked to its end in memory
 * (src/domain/catalogue/supersession.ts). The recursion's union drops rows it has already
 * produced, so a loop in bad data ends the statement rather than running forever.
 */
import { resolveSupersession, supersessionEdges, type PartReplacement } from '../../domain/catalogue/supersession';
import type { Queryable } from '../db/database';
import { preferredTextSql } from './translated-text';

interface StepRow {
  part_number: string;
  replaced_by: string;
  description: string;
}

/** The replacement of each superseded part among partNumbers; current parts are left out. */
export async function findReplacements(
  db: Queryable,
  partNumbers: readonly string[],
  langCode: string,
): Promise<Map<string, PartReplacement>> {
  const replacements = new Map<string, PartReplacement>();
  if (partNumbers.length === 0) return replacements;
  const rows = await db.query<StepRow>(
    `with recursive reach(part_number, replaced_by) as (
       select s.part_number, s.replaced_by from part_supersessions s where s.part_number = any($1::text[])
       union
       select s.part_number, s.replaced_by from part_supersessions s join reach r on s.part_number = r.replaced_by
     )
     select r.part_number, r.replaced_by, coalesce(d.text, '') as description
     from reach r
     left join lateral (${preferredTextSql('(select p.text_id from parts p where p.part_number = r.replaced_by)', '$2')}) d on true
     order by r.part_number collate "C", r.replaced_by collate "C"`,
    [[...new Set(partNumbers)], langCode],
  );
  if (rows.length === 0) return replacements;
  const edges = supersessionEdges(rows.map((row) => ({ partNumber: row.part_number, replacedBy: row.replaced_by })));
  const descriptions = new Map(rows.map((row) => [row.replaced_by, row.description]));
  for (const partNumber of new Set(partNumbers)) {
    const resolved = resolveSupersession(partNumber, edges);
    if (resolved === undefined) continue;
    replacements.set(partNumber, {
      current: resolved.current.map((number) => ({ partNumber: number, description: descriptions.get(number) ?? '' })),
      chain: resolved.chain,
    });
  }
  return replacements;
}

/** The records with `replacedBy` added where their part is superseded (absent where it is current). */
export function withReplacements<Part extends { partNumber: string }>(
  parts: readonly Part[],
  replacements: ReadonlyMap<string, PartReplacement>,
): Part[] {
  return parts.map((part) => {
    const replacedBy = replacements.get(part.partNumber);
    return replacedBy === undefined ? part : { ...part, replacedBy };
  });
}
