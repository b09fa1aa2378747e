/**
 * Whether the user collapsed the footer, kept in the isFooterHidden cookie for 90 days (shell
 * spec, sections 4 and 9), so the choice holds across reloads and sessions on this device.
 */
import { footerHiddenCookie, shellCookieDays } from '../../../../config/shell';
import { cookieFlag } from '../../../store/cookie-flag';

const footerHidden = cookieFlag(footerHiddenCookie, shellCookieDays);

export const writeFooterHidden = footerHidden.write;
export const useFooterHidden = footerHidden.use;
