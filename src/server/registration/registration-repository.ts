/** What the register route reads and writes besides the profile and customer stores. */
import type { RegistrationReference } from '../../domain/registration/registration-form';
import type { Queryable } from '../db/database';

export async function readRegistrationReference(db: Queryable): Promise<RegistrationReference> {
  const [markets, languages] = await Promise.all([
    db.query<{ code: string }>('select code from markets'),
    db.query<{ code: string }>('select code from languages'),
  ]);
  return {
    marketCodes: new Set(markets.map((row) => row.code)),
    languageCodes: new Set(languages.map((row) => row.code)),
  };
}

/** The dealer's code as the retailers table spells it, or undefined when no dealer has it. */
export async function findRetailerCode(db: Queryable, code: string): Promise<string | undefined> {
  const [row] = await db.query<{ code: string }>('select code from retailers where upper(code) = upper($1)', [code]);
  return row?.code;
}

/** Marks the ticket used; false when it already was. */
export async function takeTicket(tx: Queryable, ticketId: string, expiresAt: Date): Promise<boolean> {
  const rows = await tx.query(
    'insert into registration_tickets_used (ticket_id, expires_at) values ($1, $2) on conflict do nothing returning 1',
    [ticketId, expiresAt.toISOString()],
  );
  return rows.length > 0;
}
