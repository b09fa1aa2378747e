/** Hands the shopping list over to the user's dealer system (catalogue spec, section 7). */
import { Button, Link, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Send20Regular } from '@fluentui/react-icons';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultMarket } from '../../../domain/profile/login-flow-rules';
import { handOffToDealer } from '../../api/dealer/dealer-hand-off';
import type { Customer } from '../../../domain/commerce/customer';
import { useIsOffline } from '../../machines/connectivity-context';
import { useSignedInCustomer } from '../../machines/session/use-signed-in-customer';

const useStyles = makeStyles({
  group: { display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXXS },
  error: { color: tokens.colorPaletteRedForeground1 },
});

type HandOff = { status: 'idle' } | { status: 'sending' } | { status: 'blocked'; url: string } | { status: 'failed' };

/** The dealer's name, when the profile carries it (the shell's Customer type does not list it). */
function companyNameOf(customer: Customer): string {
  return 'c_epcCompanyName' in customer && typeof customer.c_epcCompanyName === 'string'
    ? customer.c_epcCompanyName
    : '';
}

/**
 * 'Send to dealer' (catalogue spec, section 7): logs the user's dealer (c_epcPartnerId) in on the dealer
 * ordering site through the server's edix proxy and opens it in a new tab with the list's part
 * numbers. The tab is opened blank at the click, when the browser still allows a new window,
 * and sent to the ordering site once the login is done; if the browser blocked it, a link is
 * shown instead. Needs the network (and a dealer code), so it is disabled with the reason.
 */
export function SendToDealerButton({ partNumbers }: { partNumbers: string[] }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const reasonId = useId();
  const offline = useIsOffline();
  const customer = useSignedInCustomer();
  const dealerCode = customer?.c_epcPartnerId?.trim() ?? '';
  const [handOff, setHandOff] = useState<HandOff>({ status: 'idle' });

  const reason = offline
    ? t('shoppingList.dealer.offline', 'Sending to the dealer needs a network connection.')
    : dealerCode === ''
      ? t('shoppingList.dealer.noDealer', 'Your profile has no dealer code, so the list cannot be sent to a dealer.')
      : partNumbers.length === 0
        ? t('shoppingList.dealer.empty', 'Add parts to the list to send it to your dealer.')
        : null;

  const send = async () => {
    if (reason !== null || customer === undefined) return;
    // Opened now, inside the click: a window opened after an await is blocked as a popup.
    const tab = window.open('', '_blank');
    // The ordering site must not be able to reach back into this page (what noopener would do,
    // but noopener makes window.open answer null, and the tab could not be sent on).
    if (tab) tab.opener = null;
    setHandOff({ status: 'sending' });
    try {
      const path = await handOffToDealer({
        dealerCode,
        dealerName: companyNameOf(customer),
        countryCode: customer.c_epcUserMarket ?? defaultMarket,
        partNumbers,
      });
      const url = new URL(path, window.location.href).href;
      if (tab && !tab.closed) {
        tab.location.href = url;
        setHandOff({ status: 'idle' });
      } else {
        setHandOff({ status: 'blocked', url });
      }
    } catch (error) {
      console.warn('Could not hand the list to the dealer', error);
      tab?.close();
      setHandOff({ status: 'failed' });
    }
  };

  return (
    <span className={styles.group}>
      <Button
        icon={<Send20Regular />}
        disabledFocusable={reason !== null || handOff.status === 'sending'}
        aria-describedby={reason === null ? undefined : reasonId}
        onClick={() => void send()}
      >
        {handOff.status === 'sending'
          ? t('shoppingList.dealer.sending', 'Sending to dealer…')
          : t('shoppingList.dealer.send', 'Send to dealer')}
      </Button>
      {reason !== null && (
        <Text size={200} id={reasonId}>
          {reason}
        </Text>
      )}
      {handOff.status === 'blocked' && (
        <Text size={200} role="status">
          {t('shoppingList.dealer.blocked', 'Your browser did not open a new tab.')}{' '}
          <Link href={handOff.url} target="_blank" rel="noopener noreferrer">
            {t('shoppingList.dealer.openLink', 'Open the dealer ordering site')}
          </Link>
        </Text>
      )}
      {handOff.status === 'failed' && (
        <Text size={200} role="alert" className={styles.error}>
          {t('shoppingList.dealer.failed', 'The list could not be sent to the dealer. Try again!')}
        </Text>
      )}
    </span>
  );
}
