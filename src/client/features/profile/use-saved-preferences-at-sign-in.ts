/**
 * The saved language applies at every sign-in, on every device (issue 15; shell spec, section
 * 2: the drawer saves the language and market to the customer, and the profile's
 * setPreferences to the EPCUsers record). Once per sign-in, when the registered customer has
 * been read, a saved language that differs from the URL's is switched to: the same navigation
 * the drawer's Continue makes, without saving again. The market needs no switch: the header,
 * prices and catalogue read it from the customer as read. A reload of the same sign-in does
 * not switch again, so a language the user picks afterwards stays.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { getLocaleByReference } from '../../../domain/site-locale/locales';
import { SessionContext, useSessionKind } from '../../machines/session/session-context';
import { useSignedInCustomer } from '../../machines/session/use-signed-in-customer';
import { saveLocaleChoice } from '../../i18n/locale-choice';
import { useSiteLocale } from '../../i18n/site-locale-context';

const appliedKey = 'epc_saved_language_applied';

/** Pages the sign-in passes through, where a navigation would cut it short. */
const passingThrough = ['/callback', '/registration'];

function appliedFor(): string | null {
  try {
    return localStorage.getItem(appliedKey);
  } catch {
    return null;
  }
}

function rememberApplied(signIn: string): void {
  try {
    localStorage.setItem(appliedKey, signIn);
  } catch (error) {
    console.warn('Could not remember that the saved language was applied', error);
  }
}

export function useSavedPreferencesAtSignIn(): void {
  const kind = useSessionKind();
  const customerId = SessionContext.useSelector((snapshot) => snapshot.context.auth.customerId);
  const usid = SessionContext.useSelector((snapshot) => snapshot.context.auth.usid);
  const customer = useSignedInCustomer();
  const navigate = useNavigate();
  const { site, locale, appPath, hrefFor } = useSiteLocale();
  const saved = customer?.customerId === customerId ? customer?.c_epcUserLanguage : undefined;

  useEffect(() => {
    if (kind !== 'registered' || customerId === undefined || saved === undefined || saved === '') return;
    if (passingThrough.some((path) => appPath.startsWith(path))) return;
    const signIn = `${customerId}:${usid ?? ''}`;
    if (appliedFor() === signIn) return;
    rememberApplied(signIn);
    const target = getLocaleByReference(site, saved.replace('_', '-'));
    if (target === undefined || target.id === locale.id) return;
    saveLocaleChoice(target.id);
    void navigate(hrefFor(appPath, { locale: target.id }), { replace: true });
  }, [kind, customerId, usid, saved, site, locale.id, appPath, hrefFor, navigate]);
}
