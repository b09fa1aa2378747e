/** The registration page reads a ticket's claims to prefill the form; the server checks its signature. */
import { describe, expect, it } from 'vitest';
import { readTicketClaims } from '../../../../src/client/features/registration/ticket-claims';
import { signRegistrationTicket } from '../../../../src/server/registration/registration-ticket';

const claims = {
  provider: 'third-party' as const,
  externalId: 'tp-abc',
  email: 'zoë@garage.example',
  firstName: 'Zoë',
  lastName: 'Ångström',
  phone: '+44 1',
};

describe('readTicketClaims', () => {
  it('reads the identity a signed ticket carries, non-ASCII names included', async () => {
    const ticket = await signRegistrationTicket(claims, { secret: 'a-test-secret-of-enough-length-000' });
    expect(readTicketClaims(ticket)).toEqual(claims);
  });

  it('offers nothing for an expired ticket, or for text that is not one', async () => {
    const old = await signRegistrationTicket(claims, {
      secret: 'a-test-secret-of-enough-length-000',
      now: Date.now() - 31 * 60 * 1000,
    });
    expect(readTicketClaims(old)).toBeUndefined();
    for (const text of ['', 'a.b.c', 'not-a-jwt', 'x.eyJzdWIiOiJ0cCJ9.y'])
      expect(readTicketClaims(text)).toBeUndefined();
  });
});
