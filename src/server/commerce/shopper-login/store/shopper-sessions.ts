/**
 * usid bookkeeping. A usid names one shopper session; a guest's usid may follow them into
 * their registered session (so the guest basket can be found and merged), but a usid is
 * never handed to another registered customer, and unknown usids are not adopted: clients
 * cannot choose their own.
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../../db/database';
import { createGuestCustomer, findCustomer, type CustomerRecord } from './customers';

interface SessionRow {
  customer_id: string;
  auth_type: 'guest' | 'registered';
}

async function findSession(tx: Queryable, usid: string): Promise<SessionRow | undefined> {
  const [row] = await tx.query<SessionRow>(
    `select s.customer_id, c.auth_type from shopper_sessions s join customers c on c.customer_id = s.customer_id
     where s.usid = $1 for update of s`,
    [usid],
  );
  return row;
}

async function startSession(tx: Queryable, customerId: string): Promise<string> {
  const usid = randomUUID();
  await tx.query('insert into shopper_sessions (usid, customer_id) values ($1, $2)', [usid, customerId]);
  return usid;
}

/** The guest a guest sign-in continues: the guest of a known guest usid, else a new one. */
export async function guestSession(
  tx: Queryable,
  requestedUsid: string | undefined,
): Promise<{ customer: CustomerRecord; usid: string }> {
  if (requestedUsid !== undefined) {
    const session = await findSession(tx, requestedUsid);
    const customer = session?.auth_type === 'guest' ? await findCustomer(tx, session.customer_id) : undefined;
    if (customer !== undefined) return { customer, usid: requestedUsid };
  }
  const customer = await createGuestCustomer(tx);
  return { customer, usid: await startSession(tx, customer.customer_id) };
}

/** The usid of a registered sign-in: the requested one when it is theirs or a guest's, else a new one. */
export async function registeredSessionUsid(
  tx: Queryable,
  requestedUsid: string | undefined,
  customerId: string,
): Promise<string> {
  if (requestedUsid !== undefined) {
    const session = await findSession(tx, requestedUsid);
    if (session?.customer_id === customerId) return requestedUsid;
    if (session?.auth_type === 'guest') {
      await tx.query('update shopper_sessions set customer_id = $2 where usid = $1', [requestedUsid, customerId]);
      return requestedUsid;
    }
  }
  return startSession(tx, customerId);
}
