/**
 * Continue in the market and language drawer (shell spec, section 2): the choice is saved to
 * the customer when the user is authenticated and not on /registration, then the app moves
 * to the target page in the chosen locale, whose translation file loads on demand.
 *
 * Offline the save is not attempted: the language still changes on this device (a locale
 * file the service worker has not kept shows the inline English wording until the network
 * returns), and the drawer says beforehand that nothing is saved to the profile; the market
 * cannot be changed offline at all. A save the server refuses keeps the drawer open with the
 * server's reason, and nothing changes.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isFlaggedError } from '../../../../domain/commerce/commerce-reply';
import { continueTarget, savesToCustomer, type DrawerSituation } from '../../../../domain/shell/drawer-navigation';
import { updateCustomer, type CustomerChanges } from '../../../api/commerce/customer';
import { isNetworkFailure } from '../../../api/http-client';
import { useIsOffline } from '../../../machines/connectivity-context';
import { useSignedInCustomer } from '../../../machines/session/use-signed-in-customer';
import { saveLastCustomer } from '../../../store/last-customer';
import { useSiteLocale } from '../../../i18n/site-locale-context';

export interface MarketLanguageChoice {
  language: string;
  /** Absent when the drawer offers no market choice. */
  market?: string;
}

export type SaveProblem = { kind: 'offline' } | { kind: 'refused'; detail: string } | { kind: 'failed' };

export function useApplyChoice(situation: DrawerSituation, onDone: () => void) {
  const navigate = useNavigate();
  const { site, locale, hrefFor } = useSiteLocale();
  const offline = useIsOffline();
  const customer = useSignedInCustomer();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<SaveProblem>();

  const apply = async (choice: MarketLanguageChoice): Promise<void> => {
    setProblem(undefined);
    if (savesToCustomer(situation) && !offline) {
      // Signed in but the customer not read yet: there is nobody to save to so far.
      if (!customer) {
        setProblem({ kind: 'failed' });
        return;
      }
      setSaving(true);
      const changes: CustomerChanges = { c_epcUserLanguage: choice.language };
      if (choice.market !== undefined) changes.c_epcUserMarket = choice.market;
      const failure = await saveChoice({
        siteId: site.id,
        locale: locale.id,
        customerId: customer.customerId,
        changes,
      });
      setSaving(false);
      if (failure) {
        setProblem(failure);
        return;
      }
    }
    onDone();
    navigate(hrefFor(continueTarget(situation), { locale: choice.language }));
  };

  return { apply, saving, problem };
}

async function saveChoice(input: Parameters<typeof updateCustomer>[0]): Promise<SaveProblem | undefined> {
  try {
    const reply = await updateCustomer(input);
    if (isFlaggedError(reply)) return { kind: 'refused', detail: reply.message };
    // The header, prices and catalogue read the market from this copy: they follow at once.
    saveLastCustomer(reply);
    return undefined;
  } catch (error) {
    console.warn('Could not save the market and language', error);
    return isNetworkFailure(error) ? { kind: 'offline' } : { kind: 'failed' };
  }
}
