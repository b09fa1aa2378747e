/** The policies the footer shows as PDFs (shell spec, section 2), by their URL name. */
export const policyDocumentNames = ['privacy-policy', 'cookie-policy'] as const;

export type PolicyDocumentName = (typeof policyDocumentNames)[number];

export function isPolicyDocumentName(name: string): name is PolicyDocumentName {
  return policyDocumentNames.some((known) => known === name);
}
