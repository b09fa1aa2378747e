/**
 * The subscription as it stands (catalogue spec, section 4): the plan, when it ends and
 * whether it has ended, the last in a message bar so the state is the first thing read.
 */
import { MessageBar, MessageBarBody, MessageBarTitle, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { SubscriptionPeriod } from '../../../domain/subscription/subscription-period';
import { usePeriodNames } from './use-period-names';
import { useSubscriptionFormatters } from './use-subscription-formatters';
import type { SubscriptionSummary } from './subscription-summary';

const useStyles = makeStyles({
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0 },
});

export function SubscriptionStatus({
  summary,
  plan,
}: {
  summary: SubscriptionSummary;
  /** undefined: no subscription order is known (none bought here, or the history not read). */
  plan: SubscriptionPeriod | undefined;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const periods = usePeriodNames();
  const format = useSubscriptionFormatters();
  const endText = summary.end.kind === 'none' ? undefined : format.end(summary.end);

  return (
    <section aria-labelledby="subscription-status-title">
      <h2 id="subscription-status-title">{t('subscription.status.title', 'Your subscription')}</h2>
      {summary.expired ? (
        <MessageBar intent="warning" data-testid="subscription-expired">
          <MessageBarBody>
            <MessageBarTitle>{t('subscription.status.expired', 'Your subscription has ended')}</MessageBarTitle>
            {t(
              'subscription.status.expiredBody',
              'Choose a period below and pay to open the catalogue again; access returns as soon as the payment is taken.',
            )}
          </MessageBarBody>
        </MessageBar>
      ) : (
        <MessageBar intent="success" data-testid="subscription-active">
          <MessageBarBody>
            <MessageBarTitle>{t('subscription.status.active', 'Your subscription is active')}</MessageBarTitle>
            {t('subscription.status.activeBody', 'Buying another period adds it after the current end.')}
          </MessageBarBody>
        </MessageBar>
      )}
      <dl className={styles.facts}>
        <dt className={styles.term}>{t('subscription.status.plan', 'Plan')}</dt>
        <dd className={styles.value} data-testid="subscription-plan">
          {plan === undefined ? t('subscription.status.noPlan', 'No period bought yet') : periods[plan]}
        </dd>
        <dt className={styles.term}>
          {summary.expired ? t('subscription.status.ended', 'Ended') : t('subscription.status.ends', 'Ends')}
        </dt>
        <dd className={styles.value}>
          <Text data-testid="subscription-end" data-ends-at={summary.endsAt?.toISOString() ?? ''}>
            {endText ?? t('subscription.status.noEnd', 'No end date: no subscription has been bought')}
          </Text>
        </dd>
      </dl>
    </section>
  );
}
