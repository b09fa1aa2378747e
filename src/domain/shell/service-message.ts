/**
 * When a service message (EpcServiceMessages) is shown: "Active when status is true and now
 * lies between the start and end date" (catalogue spec, section 4). Both ends are inclusive.
 *
 * Missing dates, our choice: c_status is the switch an administrator turns, so a message with
 * no start date is active from the moment it is switched on, and one with no end date until it
 * is switched off. A date that is present but unreadable makes the message inactive: a typo
 * must not put a message on every screen with no end.
 */

export interface ServiceMessageWindow {
  c_status?: unknown;
  c_startDate?: string | null;
  c_endDate?: string | null;
}

export function isServiceMessageActive(message: ServiceMessageWindow, now: Date): boolean {
  if (message.c_status !== true) return false;
  const start = boundary(message.c_startDate, Number.NEGATIVE_INFINITY);
  const end = boundary(message.c_endDate, Number.POSITIVE_INFINITY);
  const time = now.getTime();
  return start <= time && time <= end;
}

/** The date as epoch milliseconds, the open end when absent, NaN (never in range) when unreadable. */
function boundary(date: string | null | undefined, openEnd: number): number {
  if (date === undefined || date === null || date.trim() === '') return openEnd;
  return Date.parse(date);
}
