/**
 * What registration keeps in session storage (catalogue spec, section 2): the ticket the
 * third-party sign-in came back with, and the form as typed so far. Session storage, so both
 * end with the tab, and survive the round trip to the identity provider and back (Register
 * without a ticket starts that sign-in) and a reload while offline.
 */
import type { RegistrationForm } from '../../domain/registration/registration-form';

const ticketKey = 'epc_registration_ticket';
const draftKey = 'epc_registration_draft';

export function keepRegistrationTicket(ticket: string): void {
  sessionStorage.setItem(ticketKey, ticket);
}

export function registrationTicket(): string | undefined {
  return sessionStorage.getItem(ticketKey) ?? undefined;
}

/** A ticket the server refused (expired, used) is of no more use. */
export function forgetRegistrationTicket(): void {
  sessionStorage.removeItem(ticketKey);
}

export function keepRegistrationDraft(draft: RegistrationForm): void {
  try {
    sessionStorage.setItem(draftKey, JSON.stringify(draft));
  } catch {
    // A full storage loses only the copy; the form on screen keeps what was typed.
  }
}

/** The draft as kept; fields of the wrong type (an old or edited copy) are left out. */
export function registrationDraft(): Partial<RegistrationForm> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(draftKey) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(([, value]) => typeof value === 'string' || typeof value === 'boolean'),
    ) as Partial<RegistrationForm>;
  } catch {
    return {};
  }
}

/** After a registration: neither the ticket (used) nor the draft is needed again. */
export function forgetRegistration(): void {
  sessionStorage.removeItem(ticketKey);
  sessionStorage.removeItem(draftKey);
}
