/**
 * The phone rule (catalogue spec, section 5): a phone number holds digits, spaces and + ( ) -
 * only; anything else is refused with the spec's message 'ch not allow'. Shared by the
 * profile details a user changes and (until the registration rule lands beside it) the
 * registration form.
 */

export const phoneNotAllowedMessage = 'ch not allow';
export const maxPhoneLength = 30;

const allowedPhone = /^[\d +()-]*$/;

/** undefined when the phone is acceptable (empty included), else the spec's message. */
export function phoneProblem(phone: string): string | undefined {
  if (!allowedPhone.test(phone)) return phoneNotAllowedMessage;
  return phone.length > maxPhoneLength ? `A phone number has at most ${maxPhoneLength} characters.` : undefined;
}
