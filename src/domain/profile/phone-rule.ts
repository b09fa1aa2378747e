/**
 * The phone rule (catalogue spec, section 5) for the profile details a user changes: the
 * registration form's rule (digits, spaces and + ( ) - only, src/domain/registration), refused
 * with the spec's message 'ch not allow', and the same length bound.
 */
import { phoneCharactersAllowed } from '../registration/registration-form';

export const phoneNotAllowedMessage = 'ch not allow';
export const maxPhoneLength = 30;

/** undefined when the phone is acceptable (empty included), else the spec's message. */
export function phoneProblem(phone: string): string | undefined {
  if (!phoneCharactersAllowed(phone)) return phoneNotAllowedMessage;
  return phone.length > maxPhoneLength ? `A phone number has at most ${maxPhoneLength} characters.` : undefined;
}
