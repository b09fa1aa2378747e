/** pg gives timestamptz as a Date and PGlite may give a string; the API always sends ISO 8601 UTC. */
export function isoTime(value: Date | string): string {
  return new Date(value).toISOString();
}
