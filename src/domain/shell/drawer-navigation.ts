/**
 * What the market and language drawer shows and where Continue goes (shell spec, section 2):
 * the market field only for registered users and on the subscription page; the choice saved
 * to the customer when the user is authenticated and not on /registration; then /registration
 * and /help stay, the subscription page goes to /manage-subscription, and anywhere else goes
 * to /home for internal, retailer and independent users and to / for the others.
 */

export const subscriptionPath = '/manage-subscription';
const registrationPath = '/registration';
const pathsThatStay = new Set([registrationPath, '/help']);
const typesSentHome = new Set(['internal', 'retailer', 'independent']);

export interface DrawerSituation {
  /** The app path (no site or locale prefix) the drawer was opened on, query included. */
  appPath: string;
  /** A registered (authenticated) user, not a guest. */
  registered: boolean;
  /** c_epcUserType of a registered user. */
  userType?: string;
}

export type DrawerHeading = 'market-and-language' | 'language';

/** The app path without its query or fragment. */
function pathnameOf(appPath: string): string {
  const end = appPath.search(/[?#]/);
  const pathname = end === -1 ? appPath : appPath.slice(0, end);
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function offersMarketChoice(situation: DrawerSituation): boolean {
  return situation.registered || pathnameOf(situation.appPath) === subscriptionPath;
}

/** 'Choose your Market and Language', or 'Choose your Language' when no market choice applies. */
export function drawerHeading(situation: DrawerSituation): DrawerHeading {
  return offersMarketChoice(situation) ? 'market-and-language' : 'language';
}

export function savesToCustomer(situation: DrawerSituation): boolean {
  return situation.registered && pathnameOf(situation.appPath) !== registrationPath;
}

/** The app path Continue navigates to (in the chosen locale). */
export function continueTarget(situation: DrawerSituation): string {
  const pathname = pathnameOf(situation.appPath);
  if (pathsThatStay.has(pathname)) return situation.appPath;
  if (pathname === subscriptionPath) return subscriptionPath;
  return situation.registered && typesSentHome.has(situation.userType ?? '') ? '/home' : '/';
}
