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
  ],
  'no-NO': ['Format', 'Problem', 'Start', 'Status', 'Type'],
  sv: ['Format', 'Illustration', 'Period', 'Plan', 'Problem', 'Start', 'Status'],
  'de-DE': ['Details', 'Format', 'Name', 'Newsroom', 'Problem', 'Status', 'Updates'],
  'es-ES': ['No', 'Plan', 'Subtotal', 'Total'],
  'fr-FR': [
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
    'Total',
    'Type',
  ],
  'it-IT': ['Area', 'Home', 'No', 'Password', 'Record'],
  'pt-BR': ['Item', 'Status', 'Subtotal', 'Total'],
};
