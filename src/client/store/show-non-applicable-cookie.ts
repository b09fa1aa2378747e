/**
 * The 'show non-applicable parts' toggle, kept in a cookie for 90 days (catalogue spec, sections 2 and 9)
 * so it survives sessions on this device.
 */
import { cookieFlag } from './cookie-flag';

const showNonApplicable = cookieFlag('showNonApplicableParts', 90);

export const writeShowNonApplicable = showNonApplicable.write;
export const useShowNonApplicable = showNonApplicable.use;
