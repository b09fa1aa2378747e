/**
 * The policies shown as PDFs, by their URL name: privacy and cookie policies in the footer
 * (shell spec, section 2), and with them the terms and conditions the registration form's
 * 'I accept all' links to (catalogue spec, section 2).
 */
export const policyDocumentNames = ['privacy-policy', 'cookie-policy', 'terms-and-conditions'] as const;

export type PolicyDocumentName = (typeof policyDocumentNames)[number];

export function isPolicyDocumentName(name: string): name is PolicyDocumentName {
  return policyDocumentNames.some((known) => known === name);
}
