/**
 * Paying for the chosen period (issue 17 contract): billing address and card, each field
 * checked before any call with its message beside it, then the shop API flow
 * (purchase-subscription.ts). A declined card says so in the contract's words and nothing has
 * changed, so another card can be tried; the server's field refusals show beside the field.
 * Paying needs the network: offline the Pay button is disabled with the reason.
 */
import { Button, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../../domain/commerce/basket';
import {
  billingAddressProblems,
  type BillingAddress,
  type BillingAddressField,
} from '../../../domain/commerce/billing-address';
import type { Customer } from '../../../domain/commerce/customer';
import {
  paymentCardProblems,
  type PaymentCardEntry,
  type PaymentCardField,
} from '../../../domain/commerce/payment-card';
import type { SubscriptionOffer } from '../../api/commerce/subscription-products';
import { isNetworkFailure } from '../../api/http-client';
import { readOpenBasket, saveOpenBasket } from '../../store/open-basket';
import { useSiteLocale } from '../../i18n/site-locale-context';
import { BillingAddressFields } from './billing-address-fields';
import { useCheckoutProblemText } from './checkout-messages';
import { prefilledBillingAddress } from './checkout-prefill';
import { PaymentCardFields } from './payment-card-fields';
import { purchaseSubscription } from './purchase-subscription';
import { useSubscriptionFormatters } from './use-subscription-formatters';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '40rem' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

const emptyCard: PaymentCardEntry = {
  holder: '',
  number: '',
  expirationMonth: '',
  expirationYear: '',
  securityCode: '',
};

type Notice = { intent: 'error' | 'warning'; text: string } | undefined;

export function CheckoutForm({
  offer,
  customer,
  offline,
  onOrdered,
}: {
  offer: SubscriptionOffer | undefined;
  customer: Customer | undefined;
  offline: boolean;
  onOrdered: (order: Order) => void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { site, locale } = useSiteLocale();
  const format = useSubscriptionFormatters();
  const problemText = useCheckoutProblemText();
  const reasonId = useId();
  const [address, setAddress] = useState<BillingAddress>(() => prefilledBillingAddress(customer));
  const [card, setCard] = useState<PaymentCardEntry>(emptyCard);
  const [addressMessages, setAddressMessages] = useState<Partial<Record<BillingAddressField, string>>>({});
  const [cardMessages, setCardMessages] = useState<Partial<Record<PaymentCardField, string>>>({});
  const [notice, setNotice] = useState<Notice>();
  const [paying, setPaying] = useState(false);
  // The basket of an earlier attempt (kept on the device): another card is tried on it.
  const customerId = customer?.customerId;
  const basketId = useRef<string | undefined>(customerId === undefined ? undefined : readOpenBasket(customerId));
  const keepBasket = (id: string | undefined) => {
    basketId.current = id;
    if (customerId !== undefined) saveOpenBasket(customerId, id);
  };

  const editAddress = (field: BillingAddressField, value: string) => {
    setAddress((current) => ({ ...current, [field]: value }));
    setAddressMessages((current) => ({ ...current, [field]: undefined }));
  };
  const editCard = (field: PaymentCardField, value: string) => {
    setCard((current) => ({ ...current, [field]: value }));
    setCardMessages((current) => ({ ...current, [field]: undefined }));
  };

  const unavailableReason = offline
    ? t('subscription.checkout.offline', 'Paying needs a network: you are offline.')
    : offer === undefined
      ? t('subscription.checkout.choosePeriod', 'Choose a period to buy first.')
      : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (unavailableReason !== undefined || offer === undefined || paying) return;
    const addressProblems = billingAddressProblems(address);
    const cardProblems = paymentCardProblems(card, new Date());
    setAddressMessages(Object.fromEntries(addressProblems.map((problem) => [problem.field, problemText(problem)])));
    setCardMessages(Object.fromEntries(cardProblems.map((problem) => [problem.field, problemText(problem)])));
    setNotice(undefined);
    if (addressProblems.length > 0 || cardProblems.length > 0) {
      setNotice({ intent: 'error', text: t('subscription.checkout.fix', 'Correct the fields marked, then pay.') });
      return;
    }
    setPaying(true);
    try {
      const outcome = await purchaseSubscription({
        target: { siteId: site.id, locale: locale.id },
        currency: offer.currency,
        productId: offer.productId,
        address,
        card,
        basketId: basketId.current,
      });
      if (outcome.kind === 'ordered') {
        // The order used the basket up.
        keepBasket(undefined);
        setCard(emptyCard);
        onOrdered(outcome.order);
        return;
      }
      keepBasket(outcome.basketId);
      if (outcome.kind === 'declined') {
        // Neither the number nor the code stays on the page after an attempt.
        setCard((current) => ({ ...current, number: '', securityCode: '' }));
        setNotice({ intent: 'warning', text: outcome.message });
      } else if (outcome.kind === 'no-payment-method') {
        setNotice({
          intent: 'error',
          text: t(
            'subscription.checkout.noMethod',
            'Card payment for subscriptions is not available right now. Nothing was charged.',
          ),
        });
      } else if (outcome.field?.form === 'card') {
        setCardMessages({ [outcome.field.field]: outcome.message });
      } else if (outcome.field?.form === 'address') {
        setAddressMessages({ [outcome.field.field]: outcome.message });
      } else {
        setNotice({ intent: 'error', text: outcome.message });
      }
    } catch (error) {
      console.warn('The subscription payment failed', error);
      setNotice({
        intent: 'error',
        text: isNetworkFailure(error)
          ? t(
              'subscription.checkout.networkFailed',
              'The network is not available, so nothing was paid. Try again when it is back.',
            )
          : t('subscription.checkout.failed', 'Something went wrong. Try again!'),
      });
    } finally {
      setPaying(false);
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('subscription.checkout.title', 'Pay')}
    >
      <BillingAddressFields address={address} messages={addressMessages} onEdit={editAddress} disabled={paying} />
      <PaymentCardFields card={card} messages={cardMessages} onEdit={editCard} disabled={paying} />
      {notice !== undefined && (
        <MessageBar intent={notice.intent} data-testid="checkout-notice" role="alert">
          <MessageBarBody>{notice.text}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.actions}>
        <Button
          appearance="primary"
          type="submit"
          disabledFocusable={unavailableReason !== undefined || paying}
          aria-describedby={unavailableReason !== undefined ? reasonId : undefined}
          icon={paying ? <Spinner size="tiny" /> : undefined}
          data-testid="pay-button"
        >
          {offer === undefined
            ? t('subscription.checkout.pay', 'Pay')
            : t('subscription.checkout.payAmount', 'Pay {{amount}}', {
                amount: format.money(offer.price, offer.currency),
              })}
        </Button>
      </div>
      {unavailableReason !== undefined && (
        <MessageBar intent="info">
          <MessageBarBody id={reasonId} data-testid="pay-unavailable">
            {unavailableReason}
          </MessageBarBody>
        </MessageBar>
      )}
    </form>
  );
}
