/**
 * Whether the user accepted the cookie notice, kept in the cookieConsent cookie for 90 days
 * (shell spec, sections 4 and 9); until then the notice shows on every page.
 */
import { cookieConsentCookie, shellCookieDays } from '../../../../config/shell';
import { cookieFlag } from '../../../store/cookie-flag';

const consent = cookieFlag(cookieConsentCookie, shellCookieDays);

export function acceptCookies(): void {
  consent.write(true);
}

export const useCookieConsent = consent.use;
