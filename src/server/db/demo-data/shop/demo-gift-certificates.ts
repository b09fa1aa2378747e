/**
 * Demo gift certificates (shop API POST gift_certificate, shell spec section 7): one of each
 * status, in the demo markets' currencies. The codes are listed in the README so a tester can
 * look them up; the API only ever answers the masked code.
 */

export interface DemoGiftCertificate {
  code: string;
  merchantId: string;
  currency: string;
  amount: string;
  balance: string;
  status: 'pending' | 'issued' | 'partially_redeemed' | 'redeemed';
  enabled: boolean;
  description: string;
  message: string;
  recipientName: string;
  recipientEmail: string;
  senderName: string;
}

const common = {
  enabled: true,
  description: 'Parts catalogue subscription gift certificate',
  recipientName: 'Independent repairer',
  recipientEmail: 'gifts@parts-catalogue.invalid',
  senderName: 'Parts Catalogue',
};

export const demoGiftCertificates: readonly DemoGiftCertificate[] = [
  {
    ...common,
    code: 'GCEPC50GBP7K2M',
    merchantId: 'GC-0001',
    currency: 'GBP',
    amount: '50.00',
    balance: '50.00',
    status: 'issued',
    message: 'A month of the parts catalogue, on us.',
  },
  {
    ...common,
    code: 'GCEPC100EUR4Q9X',
    merchantId: 'GC-0002',
    currency: 'EUR',
    amount: '100.00',
    balance: '37.50',
    status: 'partially_redeemed',
    message: 'For your workshop.',
  },
  {
    ...common,
    code: 'GCEPC25GBP8R3T',
    merchantId: 'GC-0003',
    currency: 'GBP',
    amount: '25.00',
    balance: '0.00',
    status: 'redeemed',
    message: 'Thank you for your custom.',
  },
  {
    ...common,
    code: 'GCEPC40CAD2W6Z',
    merchantId: 'GC-0004',
    currency: 'CAD',
    amount: '40.00',
    balance: '40.00',
    status: 'pending',
    message: 'Usable once your order has been paid.',
  },
];
