/**
 * The catalogue's rule for every description and title: the text in the caller's language,
 * or in English when that language has none. As SQL for a lateral join, so that one index
 * lookup answers both the text and the language it is in.
 */

/**
 * Selects text and language_code of the text textIdSql (an SQL expression) in the language
 * parameter langParam (like '$2'), else in English; no row when the text does not exist.
 */
export function preferredTextSql(textIdSql: string, langParam: string): string {
  // The limit also keeps the join a nested loop of index lookups: without it the planner
  // hashes the whole texts table, which costs PGlite far more than the lookups.
  return `
    select t.text, t.language_code from catalogue_texts t
    where t.text_id = ${textIdSql} and t.language_code in (${langParam}, 'en-GB')
    order by t.language_code = ${langParam} desc
    limit 1`;
}
