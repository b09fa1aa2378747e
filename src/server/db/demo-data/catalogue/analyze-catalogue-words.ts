/**
 * Statistics for the words of the catalogue texts (migration 027), which triggers fill as
 * texts arrive: after loading texts, as for the tables loaded. A database migrated only up
 * to an older migration (the migration tests seed one) has no such tables yet.
 */
import type { Queryable } from '../../database';

export async function analyzeCatalogueWords(tx: Queryable): Promise<void> {
  const [row] = await tx.query<{ present: boolean }>(`select to_regclass('catalogue_words') is not null as present`);
  if (row?.present) await tx.query('analyze catalogue_words, catalogue_word_deletions');
}
