/** Ends the app's use by an account the server refuses, or marks it awaiting approval (catalogue spec, section 4). */
import { useEffect } from 'react';
import { onAccountRefused } from '../../api/account-refusals';
import { browserAuthStorage } from '../../store/auth-storage';
import { markLastCustomerPending } from '../../store/last-customer';
import { rememberRefusedSignIn } from '../../store/refused-sign-in';
import { wipeDevice } from '../../store/sign-in-storage';
import { useSiteLocale } from '../../i18n/site-locale-context';

/**
 * What the app does when the server refuses the signed-in account itself: a rejected user's
 * device is wiped and the app goes home (catalogue spec, section 4), where the rejection is
 * shown instead of a silent guest. The refresh token cookies go too: left behind, they would
 * sign the rejected user in again on the way home. A registration sent back to approval marks
 * the kept profile, so protected pages say that approval is awaited.
 */
export function AccountRefusalWatcher() {
  const { hrefFor } = useSiteLocale();
  useEffect(
    () =>
      onAccountRefused((refusal) => {
        if (refusal === 'pending') {
          markLastCustomerPending();
          return;
        }
        browserAuthStorage.clear();
        wipeDevice();
        rememberRefusedSignIn('rejected');
        window.location.assign(hrefFor('/home'));
      }),
    [hrefFor],
  );
  return null;
}
