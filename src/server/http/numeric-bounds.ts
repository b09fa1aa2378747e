/**
 * Upper bounds for numbers in route schemas. Ajv's `integer` accepts any whole JavaScript
 * number, 1e308 included, and PostgreSQL answers an int4 or int8 past its range with an error;
 * a schema maximum turns that into a 400 naming the field before any query runs.
 */

/** PostgreSQL int4 (integer): the largest value a paging offset or a count needs. */
export const maxInt4 = 2_147_483_647;

/** Paging offsets (start, offset): no list is anywhere near this long. */
export const maxPagingOffset = maxInt4;

/** Quantities and prices a caller reports (recommendation activities): generous, and finite. */
export const maxReportedQuantity = 1_000_000;
export const maxReportedPrice = 1_000_000_000;
