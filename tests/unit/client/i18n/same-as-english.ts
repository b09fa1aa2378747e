/**
 * Words a translation rightly keeps as they are in English (issue 18: "a short allow-list for
 * brand names and codes"): names every language writes the same, and per language the words
 * that are spelt the same there (German 'Status', French 'Date'). Anything else a locale file
 * has exactly as en-GB is a translation that was left out.
 */

/** Brand, product and format names no language translates. */
export const namesKeptEverywhere = [
  'Arden',
  'Corvid',
  'VIN',
  'CSV',
  'JSON',
  'XML',
  'PDF',
  'Facebook',
  'Instagram',
  'LinkedIn',
  'X',
  'YouTube',
];

/** Spanish words spelt as in English, in Spain and Latin America alike. */
const spanish = ['No', 'Plan', 'Subtotal', 'Total'];

/** French words spelt as in English, in France and Canada alike. */
const french = [
  'Action',
  'Actions',
  'Bulletins',
  'Catalogue',
  'Contact',
  'Date',
  'Description',
  'Documents',
  'Format',
  'Illustration',
  'Message',
  'Notes',
  'Notes ({{count}})',
  'Page {{pageId}}',
  'Pages',
  'Section',
  // A shop's goods in hand (issue 20's stock column).
  'Stock',
  'Total',
  'Type',
  // 'via' is the same word (issue 20: the numbers a superseded part passed through).
  '(via {{numbers}})',
];

/** Whole values that are the same word in that language. */
export const sameWordsByLocale: Readonly<Record<string, readonly string[]>> = {
  cs: ['Audit', 'Model', 'Role'],
  da: [
    'Download',
    'Download PDF',
    'Format',
    'Illustration',
    'Model',
    'Note: "{{text}}"',
    'Problem',
    'Start',
    'Status',
    'Subtotal',
    'Total',
    'Type',
    '(via {{numbers}})',
  ],
  id: [
    'Admin',
    'Area',
    'Audit',
    'Dealer',
    'Edit',
    'Edit {{name}}',
    'Email',
    'Format',
    'Internal',
    'Item',
    'Model',
    'Status',
    'Subtotal',
    'Total',
    'Valid',
  ],
  nl: [
    'Audit',
    'Bulletins',
    'CSV (spreadsheet)',
    'Contact',
    'Dealer',
    'Details',
    'Help',
    'Model',
    'Record',
    'Status',
    'Type',
    'Updates',
    '(via {{numbers}})',
  ],
  'no-NO': ['Format', 'Problem', 'Start', 'Status', 'Type', '(via {{numbers}})'],
  'pl-PL': ['Dealer', 'Format', 'Model', 'Plan', 'Problem'],
  ro: ['Audit', 'Card', 'Contact', 'Dealer', 'Format', 'Independent', 'Model', 'Plan', 'Subtotal', 'Total'],
  tr: ['Model', 'Plan'],
  vi: ['Email'],
  sv: ['Format', 'Illustration', 'Period', 'Plan', 'Problem', 'Start', 'Status', '(via {{numbers}})'],
  'de-DE': ['Details', 'Format', 'Name', 'Newsroom', 'Problem', 'Status', 'Updates'],
  'es-ES': spanish,
  'es-XL': spanish,
  'es-MX': spanish,
  'fr-FR': french,
  'fr-CA': french,
  'it-IT': ['Area', 'Home', 'No', 'Password', 'Record'],
  'pt-PT': ['Stock', 'Subtotal', 'Total', '(via {{numbers}})'],
  'pt-BR': ['Item', 'Status', 'Subtotal', 'Total', '(via {{numbers}})'],
};
