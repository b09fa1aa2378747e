/**
 * What a registration ticket says about who signed in, read without checking its signature:
 * only to prefill the form (catalogue spec, section 2). The server checks the signature
 * when the form is sent; a ticket past its expiry is not offered at all.
 */
import {
  ticketClaimNames as names,
  type RegistrationTicketClaims,
} from '../../../domain/registration/registration-ticket';

export function readTicketClaims(ticket: string, now = Date.now()): RegistrationTicketClaims | undefined {
  const payload = ticket.split('.')[1];
  if (payload === undefined) return undefined;
  try {
    const bytes = Uint8Array.from(atob(payload.replaceAll('-', '+').replaceAll('_', '/')), (c) => c.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
    const text = (name: string) => {
      const value = claims[name];
      return typeof value === 'string' ? value : '';
    };
    const exp = claims['exp'];
    if (typeof exp !== 'number' || exp * 1000 <= now || text('sub') === '') return undefined;
    if (text(names.provider) !== 'third-party') return undefined;
    return {
      provider: 'third-party',
      externalId: text('sub'),
      email: text(names.email),
      firstName: text(names.firstName),
      lastName: text(names.lastName),
      phone: text(names.phone),
    };
  } catch {
    return undefined;
  }
}
