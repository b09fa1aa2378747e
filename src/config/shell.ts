/**
 * The shell's configuration (shell spec, section 2): which paths are catalogue paths, and
 * how long the shell's own cookies live (section 9).
 */

/**
 * Catalogue paths get the full header for registered users and a collapsible footer; each
 * entry covers the pages below it too. The list holds every page a registered user works in
 * while using the catalogue: browsing (home, catalogue levels, VIN decoding, a VIN shared with
 * the installed app, search, shared catalogues) and the personal tools reached from the
 * header and profile (shopping list and its upload, notes, settings, search history, admin). Left out on purpose: the landing and
 * callback pages (no one is signed in yet), /help (opens alone in its own window),
 * /registration (a user who is not registered yet), /manage-subscription (the spec gives it
 * the simple header), /eu-legislation (a logout button only) and illustration-display (the
 * simple header and no footer).
 */
export const cataloguePaths: readonly string[] = [
  '/home',
  '/catalogue',
  '/config-selector',
  '/vin-decoder',
  '/share-target',
  '/major-section',
  '/search',
  '/shared-catalogue',
  '/shopping-list',
  '/upload-csv-xml',
  '/notes',
  '/settings',
  '/search-history',
  '/admin-management',
];

/** isFooterHidden and cookieConsent both last 90 days (section 9). */
export const shellCookieDays = 90;
export const footerHiddenCookie = 'isFooterHidden';
export const cookieConsentCookie = 'cookieConsent';
