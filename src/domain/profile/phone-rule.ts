/**
 * The phone rule (catalogue spec, section 5): digits, spaces and + ( ) - only, for the
 * registration form (src/domain/registration) and the profile details a user changes, refused
 * with the spec's message 'ch not allow', and the same length bound. It imports nothing: the
 * profile's checks run in every signed-in page's code, which the registration form's rules
 * would otherwise join.
 */

export const phoneNotAllowedMessage = 'ch not allow';

/** Digits, spaces, + ( ) - only. */
const phonePattern = /^[\d +()-]*$/u;

/** Whether a phone holds only the characters section 5 allows. */
export function phoneCharactersAllowed(phone: string): boolean {
  return phonePattern.test(phone);
}
export const maxPhoneLength = 30;

/** undefined when the phone is acceptable (empty included), else the spec's message. */
export function phoneProblem(phone: string): string | undefined {
  if (!phoneCharactersAllowed(phone)) return phoneNotAllowedMessage;
  return phone.length > maxPhoneLength ? `A phone number has at most ${maxPhoneLength} characters.` : undefined;
}
