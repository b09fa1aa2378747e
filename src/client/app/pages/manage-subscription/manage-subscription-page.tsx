/**
 * Manage Subscription (catalogue spec, sections 2 and 4; shell spec, sections 2 and 6; EU
 * 2018/858 Art. 61/63): a true-independent (the page guard opens it only for them, expired
 * included) sees their plan, when it ends and whether it has ended; chooses an hour, a day, a
 * month or a year, priced in their market's currency; pays by card through the shop API; and
 * reads their orders with receipts. After a purchase the customer is read again, so the
 * catalogue opens at once. Offline it shows the last known end and plan and says that buying
 * needs a network.
 */
import {
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  Text,
  Title1,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../../../domain/commerce/basket';
import type { SubscriptionPeriod } from '../../../../domain/subscription/subscription-period';
import { AppLink } from '../../../components/app-link';
import { OfflineNote } from '../../../components/offline-note';
import { CheckoutForm } from '../../../features/subscription/checkout-form';
import { OrderHistorySection } from '../../../features/subscription/order-history';
import { PeriodChoice } from '../../../features/subscription/period-choice';
import { refreshSignedInCustomer } from '../../../features/subscription/refresh-customer';
import { latestSubscriptionPeriod, summariseSubscription } from '../../../features/subscription/subscription-summary';
import { SubscriptionStatus } from '../../../features/subscription/subscription-status';
import { useMarketCurrency } from '../../../features/subscription/use-market-currency';
import { useNow } from '../../../features/subscription/use-now';
import { useOrderHistory } from '../../../features/subscription/use-order-history';
import { useSubscriptionFormatters } from '../../../features/subscription/use-subscription-formatters';
import { useSubscriptionOffers } from '../../../features/subscription/use-subscription-offers';
import { useSiteLocale } from '../../../i18n/site-locale-context';
import { useIsOffline } from '../../../machines/connectivity-context';
import { useSignedInCustomer } from '../../../machines/session/use-signed-in-customer';
import { readLastSubscriptionPlan, saveLastSubscriptionPlan } from '../../../store/last-subscription-plan';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, maxWidth: '1024px' },
  buy: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

export default function ManageSubscriptionPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const { site, locale } = useSiteLocale();
  const format = useSubscriptionFormatters();
  const offline = useIsOffline();
  const customer = useSignedInCustomer();
  const customerId = customer?.customerId;
  const now = useNow();
  const [historyVersion, setHistoryVersion] = useState(0);
  const [chosen, setChosen] = useState<SubscriptionPeriod | undefined>();
  const [ordered, setOrdered] = useState<Order | undefined>();

  const endValue = customer?.c_epcSubscriptionEndDate;
  const summary = useMemo(() => summariseSubscription(endValue, now), [endValue, now]);
  const history = useOrderHistory(customerId, !offline, historyVersion);
  const readPlan = latestSubscriptionPeriod(history.orders);
  const plan = readPlan ?? (customerId === undefined ? undefined : readLastSubscriptionPlan(customerId));
  useEffect(() => {
    if (customerId !== undefined && readPlan !== undefined) saveLastSubscriptionPlan(customerId, readPlan);
  }, [customerId, readPlan]);

  const currency = useMarketCurrency(customer?.c_epcUserMarket, !offline);
  const offers = useSubscriptionOffers(currency.state === 'known' ? currency.currency : undefined, !offline);
  const offerList = offers.state === 'loaded' ? offers.offers : [];
  const offer = offerList.find((candidate) => candidate.period === chosen);

  const onOrdered = (order: Order) => {
    setOrdered(order);
    setChosen(undefined);
    setHistoryVersion((version) => version + 1);
    if (customer !== undefined)
      void refreshSignedInCustomer({
        siteId: site.id,
        locale: locale.id,
        customer,
        newEnd: order.c_subscriptionEndDate,
      });
  };

  return (
    <article className={styles.page}>
      <Title1 as="h1">{t('pages.manageSubscription.title', 'Manage Subscription')}</Title1>
      <Text as="p">
        {t(
          'subscription.purpose',
          'Buy access to the parts catalogue by the hour, day, month or year, and see your orders and receipts.',
        )}
      </Text>

      {ordered !== undefined && (
        <MessageBar intent="success" data-testid="subscription-ordered">
          <MessageBarBody>
            <MessageBarTitle>
              {t('subscription.ordered.title', 'Thank you: order {{orderNo}} is paid', { orderNo: ordered.orderNo })}
            </MessageBarTitle>
            {ordered.c_subscriptionEndDate !== undefined &&
              t('subscription.ordered.until', 'Your subscription now runs until {{end}}.', {
                end: format.moment(ordered.c_subscriptionEndDate),
              })}{' '}
            <AppLink to="/home">{t('subscription.ordered.browse', 'Open the catalogue')}</AppLink>
          </MessageBarBody>
        </MessageBar>
      )}

      <SubscriptionStatus summary={summary} plan={plan} />

      <section aria-labelledby="subscription-buy-title" className={styles.buy}>
        <h2 id="subscription-buy-title">{t('subscription.buy.title', 'Buy a period')}</h2>
        {offline && (
          <MessageBar intent="info" data-testid="subscription-offline">
            <MessageBarBody>
              {t(
                'subscription.buy.offline',
                'Buying needs a network. The end date and plan shown are the last known on this device.',
              )}
            </MessageBarBody>
          </MessageBar>
        )}
        {!offline && (offers.state === 'loading' || currency.state === 'loading') && (
          <Spinner size="small" label={t('subscription.buy.loading', 'Reading the prices…')} />
        )}
        {!offline && (offers.state === 'failed' || currency.state === 'unknown') && (
          <MessageBar intent="error">
            <MessageBarBody>
              {(offers.state === 'failed' ? offers.problem : undefined) ??
                t(
                  'subscription.buy.pricesFailed',
                  'The prices could not be read, so nothing can be bought now. Try again later.',
                )}
            </MessageBarBody>
          </MessageBar>
        )}
        {offerList.length > 0 && (
          <PeriodChoice
            offers={offerList}
            chosen={chosen}
            onChoose={setChosen}
            currentEnd={endValue}
            now={now}
            disabled={offline}
          />
        )}
        <CheckoutForm offer={offer} customer={customer} offline={offline} onOrdered={onOrdered} />
      </section>

      <OrderHistorySection history={history} offline={offline} />

      <OfflineNote>
        {t(
          'subscription.offlineNote',
          'Offline: the end date and plan last read on this device are shown, but buying a period and reading your orders need a network.',
        )}
      </OfflineNote>
    </article>
  );
}
