/**
 * Continue in the market and language drawer (shell spec, section 2): the choice is saved to
 * the customer when the user is authenticated and not on /registration, then the app moves
 * to the target page in the chosen locale, whose translation file loads on demand.
 *
 * For a registered user the choice is also queued as the profile's setPreferences (docs/sync.md,
 * entity 'profile'), so the EPCUsers record holds it too and it applies at every sign-in, on
 * every device (features/profile/use-saved-preferences-at-sign-in.ts). Offline the customer
 * update is not attempted: the language changes on this device at once (a locale file the
 * service worker has not kept shows the inline English wording until the network returns) and
 * is queued, so it is saved when the network returns; the market cannot be changed offline at
 * all. A save the server refuses keeps the drawer open with the server's reason, and nothing
 * changes; a failed update says the spec's 'Error on Update customer on Commerce'.
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
import { saveLocaleChoice } from '../../../i18n/locale-choice';
import { useSiteLocale } from '../../../i18n/site-locale-context';
import { queueProfileChange } from '../../../features/profile/queue-profile-change';

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
    const saves = savesToCustomer(situation);
    if (saves && !offline) {
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
    // Offline the market field is disabled: only the language was chosen.
    if (saves) await queuePreferences(offline ? { language: choice.language } : choice);
    saveLocaleChoice(choice.language);
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

/** The choice on the profile too, through the outbox; a device that cannot store it only loses the sync, not the choice. */
async function queuePreferences(choice: MarketLanguageChoice): Promise<void> {
  try {
    const outcome = await queueProfileChange({ action: 'setPreferences', ...choice });
    if (!outcome.ok) console.warn('The market and language were not queued for the profile', outcome.message);
  } catch (error) {
    console.warn('Could not queue the market and language for the profile', error);
  }
}
