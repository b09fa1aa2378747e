/**
 * Reads EpcServiceMessages and picks the one to show, with the domain's activity rule
 * (status true and now between start and end). When several are active at once, the most
 * recently changed wins: that is the one an administrator wrote last.
 */
import { isServiceMessageActive } from '../../../domain/shell/service-message';
import type { CustomObjectRow } from '../../commerce/data-api/custom-objects/custom-object-repository';
import type { Queryable } from '../../db/database';

export const serviceMessageObjectType = 'EpcServiceMessages';

/** Only a handful of messages exist per language; the bound keeps a runaway table harmless. */
const maxMessagesConsidered = 100;

export interface ActiveServiceMessage {
  content: string;
  endDate: string | undefined;
}

/** A date field as the activity rule reads it: absent stays absent, anything not a string is unreadable. */
function dateField(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  return typeof value === 'string' ? value : 'unreadable';
}

export async function activeServiceMessages(
  db: Queryable,
  languageCode: string,
  now: Date,
): Promise<ActiveServiceMessage[]> {
  const rows = await db.query<CustomObjectRow>(
    `select key, data, last_modified from custom_objects
     where type = $1 and data->>'c_languageCode' = $2
     order by last_modified desc, key
     limit $3`,
    [serviceMessageObjectType, languageCode, maxMessagesConsidered],
  );
  return rows.flatMap(({ data }) => {
    const content = data['c_messageContent'];
    if (typeof content !== 'string' || content.trim() === '') return [];
    const window = {
      c_status: data['c_status'],
      c_startDate: dateField(data['c_startDate']),
      c_endDate: dateField(data['c_endDate']),
    };
    return isServiceMessageActive(window, now) ? [{ content, endDate: window.c_endDate }] : [];
  });
}
