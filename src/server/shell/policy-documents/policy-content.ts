/**
 * The words of the privacy and cookie policies the footer shows (shell spec, section 2), and of
 * the terms and conditions registration asks to accept (catalogue spec, section 2). They
 * describe what this product actually keeps: the cookies and device storage it uses and the
 * profile fields of the catalogue spec, so the policies stay true to the app.
 */
import { company } from '../../../config/company';
import { shellCookieDays } from '../../../config/shell';
import type { PolicyDocumentName } from '../../../domain/shell/policy-documents';
import type { DocumentBlock } from '../../pdf/document-block';

type Section = readonly [heading: string, ...paragraphs: string[]];

export interface PolicyContent {
  title: string;
  blocks: DocumentBlock[];
}

const effectiveFrom = 'Effective from 1 January 2026';
const officeLine = `${company.name}, ${company.registeredOffice.join(', ')}. Registered in England and Wales, company number ${company.companyNumber}.`;

const privacySections: readonly Section[] = [
  ['Who we are', `${officeLine} We are the controller of the personal data processed in the Parts Catalogue.`],
  [
    'What we collect',
    'Your name, email address, telephone number, user type and role, market, preferred language, partner (dealer) code and company details, as given at registration or by your sign-in provider.',
    'The catalogue also keeps what you create in it: shopping lists, notes, bookmarks, search history and your settings, together with the time of your last sign-in.',
  ],
  [
    'Why we use it',
    'To sign you in, to show the catalogue for your market and language, to price shopping lists with the tax and discount rates that apply to you, and to hand a shopping list to your dealer when you ask us to.',
    'The legal basis is the contract under which you use the catalogue and, for access to repair and maintenance information, our obligations under Regulation (EU) 2018/858.',
  ],
  [
    'Data kept on your device',
    'So that the catalogue works without a network, pages you have viewed are kept in your browser, and your own changes are kept in a database on your device until they have been sent to us. Logging out removes the session and the data that belongs to you from the browser caches.',
  ],
  [
    'Who we share it with',
    'Your dealer, when you send a shopping list to them; the hosting and identity providers that run the service for us, under contract. We do not sell personal data.',
  ],
  [
    'How long we keep it',
    'For as long as your account is active and for up to six years after it closes, where the law requires records of access to repair and maintenance information.',
  ],
  [
    'Your rights',
    `You may ask for a copy of your data, its correction or erasure, or object to its use, by writing to ${company.privacyEmail}. You may also complain to the Information Commissioner's Office.`,
  ],
];

const cookieSections: readonly Section[] = [
  ['About this policy', `${officeLine} This policy explains the cookies and device storage the Parts Catalogue uses.`],
  [
    'Strictly necessary cookies',
    `Sign-in cookies keep you signed in: a refresh token for registered users and a separate one for guests, each kept for up to ${shellCookieDays} days. Without them the catalogue cannot work, so they do not need your consent.`,
  ],
  [
    'Preference cookies',
    `cookieConsent remembers that you accepted this notice, isFooterHidden remembers whether you collapsed the footer, and showNonApplicableParts remembers whether parts that do not fit your vehicle are shown. Each is kept for ${shellCookieDays} days.`,
  ],
  [
    'Storage on your device',
    'The catalogue keeps viewed pages, illustrations and documents in the browser cache, and your shopping lists, notes and bookmarks in a database on your device, so that it works offline. These are not shared with other sites.',
  ],
  [
    'Analytics and advertising',
    'The catalogue uses no advertising cookies. Error reports are sent to our error-reporting service so that we can fix faults; they carry your corporate user id where you have one.',
  ],
  [
    'Managing cookies',
    `You can delete cookies in your browser settings at any time; you will then be signed out and asked about cookies again. Questions to ${company.privacyEmail}.`,
  ],
];

const termsSections: readonly Section[] = [
  ['About these terms', `${officeLine} These terms apply to everyone who registers for and uses the Parts Catalogue.`],
  [
    'Your account',
    'You register with the identity you signed in with. An administrator approves or rejects each registration; until it is approved you cannot open the catalogue. Keep your sign-in details to yourself: what is done with your account is done by you.',
  ],
  [
    'Using the catalogue',
    'The catalogue, its illustrations, documents and prices are for identifying and ordering parts for the vehicles you repair or maintain. Do not copy them in bulk, resell them or use them to build another catalogue.',
  ],
  [
    'Prices and orders',
    'Prices, tax and discount rates shown are a guide; the dealer who takes your order confirms the price. Sending a shopping list to a dealer does not place an order until the dealer accepts it.',
  ],
  [
    'Sponsored and subscription access',
    'Access sponsored by a retailer lasts while the retailer sponsors you. Access by subscription lasts until its end date; after that the catalogue asks you to renew it.',
  ],
  [
    'Changes and ending',
    `We may change these terms and will tell you at your next sign-in. We may suspend an account that breaks them. Questions to ${company.privacyEmail}.`,
  ],
];

const titles: Readonly<Record<PolicyDocumentName, string>> = {
  'privacy-policy': 'Privacy Policy',
  'cookie-policy': 'Cookie Policy',
  'terms-and-conditions': 'Terms and Conditions',
};

const sectionsByName: Readonly<Record<PolicyDocumentName, readonly Section[]>> = {
  'privacy-policy': privacySections,
  'cookie-policy': cookieSections,
  'terms-and-conditions': termsSections,
};

export function policyContent(name: PolicyDocumentName): PolicyContent {
  const title = titles[name];
  const header: DocumentBlock[] = [
    { kind: 'title', text: title },
    { kind: 'subtitle', text: `Parts Catalogue | ${company.name}` },
    { kind: 'subtitle', text: effectiveFrom },
    { kind: 'rule' },
  ];
  const body = sectionsByName[name].flatMap(([heading, ...paragraphs]): DocumentBlock[] => [
    { kind: 'heading', text: heading },
    ...paragraphs.map((text): DocumentBlock => ({ kind: 'paragraph', text })),
  ]);
  return { title, blocks: [...header, ...body] };
}
