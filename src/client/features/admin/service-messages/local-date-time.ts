/**
 * A datetime-local field's value ('2026-11-25T18:30:05', the admin's own clock, to the second) and the ISO 8601
 * UTC time the server keeps, each way.
 */

export function localInputToIso(value: string): string | undefined {
  if (value.trim() === '') return undefined;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? 'invalid' : time.toISOString();
}

export function isoToLocalInput(iso: string | undefined): string {
  if (iso === undefined) return '';
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}T${pad(time.getHours())}:${pad(time.getMinutes())}:${pad(time.getSeconds())}`;
}
