/**
 * The mail that carries a password reset token to the customer's own address: the only
 * place the token ever goes, so knowing a login is not enough to reset its password.
 */
import type { Queryable } from '../../../../db/database';
import type { MailMessage } from '../../../../mail/mail-outbox';
import { ClientError } from '../../client-error';

interface Recipient {
  email: string | null;
  first_name: string | null;
}

export async function resetMailFor(
  db: Queryable,
  customerId: string,
  { login, token, lifetimeMinutes }: { login: string; token: string; lifetimeMinutes: number },
): Promise<MailMessage> {
  const [recipient] = await db.query<Recipient>('select email, first_name from customers where customer_id = $1', [
    customerId,
  ]);
  if (recipient?.email == null || recipient.email === '') {
    throw new ClientError(400, `The customer ${login} has no e-mail address to send a reset token to.`);
  }
  const greeting =
    recipient.first_name == null || recipient.first_name === '' ? 'Hello,' : `Hello ${recipient.first_name},`;
  return {
    to: recipient.email,
    subject: 'Reset your Parts Catalogue password',
    text: [
      greeting,
      '',
      `Someone asked to reset the password of the Parts Catalogue login ${login}.`,
      `Your reset token, valid once for ${lifetimeMinutes} minutes:`,
      '',
      token,
      '',
      'If you did not ask for this, ignore this mail: your password stays as it is.',
      '',
    ].join('\n'),
  };
}
