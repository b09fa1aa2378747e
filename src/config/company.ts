/**
 * The company behind the catalogue, as the footer and the policy documents name it. Made up
 * for the demo, like the brands; a deployment replaces these values.
 */
export const company = {
  name: 'Arden Corvid Automotive Ltd',
  registeredOffice: ['Abbey Road Works', '12 Canal Street', 'Coventry CV1 4LY', 'United Kingdom'],
  companyNumber: '09876543',
  /** Where the privacy policy sends data-protection requests. */
  privacyEmail: 'privacy@arden-corvid.example',
  /** Who answers questions about access to repair and maintenance information (EU 2018/858). */
  complianceEmail: 'rmi-access@arden-corvid.example',
  compliancePhone: '+44 24 7600 1858',
} as const;
