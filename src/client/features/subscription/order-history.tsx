/**
 * The customer's orders (catalogue spec, sections 7 and 9: customer orders, offset 0, limit
 * 10), newest first, each with its receipt; Show more reads the next page of 10. Online only:
 * offline the section says the history needs a network.
 */
import { Button, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../../domain/commerce/basket';
import { periodOfOrder } from './subscription-summary';
import { ReceiptDialog } from './receipt-dialog';
import { usePeriodNames } from './use-period-names';
import { useSubscriptionFormatters } from './use-subscription-formatters';
import type { OrderHistory } from './use-order-history';

const useStyles = makeStyles({
  table: { borderCollapse: 'collapse', width: '100%' },
  cell: {
    textAlign: 'start',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  number: {
    textAlign: 'end',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  more: { marginTop: tokens.spacingVerticalM },
});

export function OrderHistorySection({ history, offline }: { history: OrderHistory; offline: boolean }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const format = useSubscriptionFormatters();
  const periods = usePeriodNames();
  const [receiptOf, setReceiptOf] = useState<Order | undefined>();

  const describe = (order: Order) => {
    const period = periodOfOrder(order);
    return period === undefined
      ? order.productItems.map((item) => item.productName ?? item.productId).join(', ')
      : periods[period];
  };

  return (
    <section aria-labelledby="order-history-title">
      <h2 id="order-history-title">{t('subscription.history.title', 'Order history')}</h2>
      {history.state === 'loading' && (
        <Spinner size="small" label={t('subscription.history.loading', 'Reading your orders…')} />
      )}
      {history.state === 'failed' && (
        <MessageBar intent={offline ? 'info' : 'error'}>
          <MessageBarBody>
            {offline
              ? t('subscription.history.offline', 'Your orders are read from your account, which needs a network.')
              : (history.problem ??
                t('subscription.history.failed', 'Your orders could not be read. Try again later.'))}
          </MessageBarBody>
        </MessageBar>
      )}
      {history.state === 'loaded' && history.orders.length === 0 && (
        <p data-testid="order-history-empty">{t('subscription.history.empty', 'You have no orders yet.')}</p>
      )}
      {history.orders.length > 0 && (
        <table className={styles.table} data-testid="order-history">
          <thead>
            <tr>
              <th scope="col" className={styles.cell}>
                {t('subscription.history.orderNo', 'Order number')}
              </th>
              <th scope="col" className={styles.cell}>
                {t('subscription.history.date', 'Date')}
              </th>
              <th scope="col" className={styles.cell}>
                {t('subscription.history.bought', 'Bought')}
              </th>
              <th scope="col" className={styles.number}>
                {t('subscription.history.total', 'Total')}
              </th>
              <th scope="col" className={styles.cell}>
                {t('subscription.history.receipt', 'Receipt')}
              </th>
            </tr>
          </thead>
          <tbody>
            {history.orders.map((order) => (
              <tr key={order.orderNo} data-testid="order-row" data-order-no={order.orderNo}>
                <td className={styles.cell}>{order.orderNo}</td>
                <td className={styles.cell}>{format.moment(order.creationDate)}</td>
                <td className={styles.cell}>{describe(order)}</td>
                <td className={styles.number}>{format.money(order.orderTotal, order.currency)}</td>
                <td className={styles.cell}>
                  <Button
                    size="small"
                    onClick={() => setReceiptOf(order)}
                    aria-label={t('subscription.history.openReceipt', 'Receipt for order {{orderNo}}', {
                      orderNo: order.orderNo,
                    })}
                  >
                    {t('subscription.history.receipt', 'Receipt')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {history.hasMore && (
        <Button
          className={styles.more}
          onClick={history.showMore}
          disabledFocusable={history.state === 'loading' || offline}
        >
          {t('subscription.history.showMore', 'Show more')}
        </Button>
      )}
      {receiptOf !== undefined && <ReceiptDialog order={receiptOf} onClose={() => setReceiptOf(undefined)} />}
    </section>
  );
}
