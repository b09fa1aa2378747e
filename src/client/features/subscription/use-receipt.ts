/**
 * An order's receipt as words (catalogue spec, section 7: customer orders and payment
 * instruments): order number, date, items, totals, billing address and the masked card. The
 * dialog shows these rows; the PDF prints the same rows, so the two never differ.
 */
import { useTranslation } from 'react-i18next';
import type { Order } from '../../../domain/commerce/basket';
import type { ReceiptPdfLine } from './receipt-pdf';
import { periodOfOrder } from './subscription-summary';
import { usePeriodNames } from './use-period-names';
import { useSubscriptionFormatters } from './use-subscription-formatters';

export interface Receipt {
  title: string;
  facts: { label: string; value: string }[];
  items: { name: string; quantity: number; price: string }[];
  totals: { label: string; value: string }[];
  address: string[];
  card: string | undefined;
}

export function useReceipt(): (order: Order) => Receipt {
  const { t } = useTranslation();
  const format = useSubscriptionFormatters();
  const periods = usePeriodNames();
  return (order) => {
    const money = (amount: number) => format.money(amount, order.currency);
    const facts = [
      { label: t('subscription.receipt.orderNo', 'Order number'), value: order.orderNo },
      { label: t('subscription.receipt.date', 'Date'), value: format.moment(order.creationDate) },
    ];
    const period = periodOfOrder(order);
    if (period !== undefined) facts.push({ label: t('subscription.receipt.period', 'Period'), value: periods[period] });
    if (order.c_subscriptionEndDate !== undefined)
      facts.push({
        label: t('subscription.receipt.until', 'Subscription until'),
        value: format.moment(order.c_subscriptionEndDate),
      });
    const card = order.paymentInstruments?.find((instrument) => instrument.paymentCard !== undefined)?.paymentCard;
    const billing = order.billingAddress;
    return {
      title: t('subscription.receipt.title', 'Receipt for order {{orderNo}}', { orderNo: order.orderNo }),
      facts,
      items: order.productItems.map((item) => ({
        name: item.productName ?? item.productId,
        quantity: item.quantity,
        price: money(item.price),
      })),
      totals: [
        { label: t('subscription.receipt.subtotal', 'Subtotal'), value: money(order.productTotal) },
        { label: t('subscription.receipt.tax', 'Tax'), value: money(order.taxTotal) },
        { label: t('subscription.receipt.total', 'Total paid'), value: money(order.orderTotal) },
      ],
      address:
        billing === undefined
          ? []
          : [
              `${billing.firstName} ${billing.lastName}`,
              billing.address1,
              billing.address2 ?? '',
              `${billing.postalCode} ${billing.city}`,
              billing.countryCode,
            ].filter((line) => line.trim() !== ''),
      card:
        card === undefined
          ? undefined
          : t('subscription.receipt.card', '{{type}} {{number}}', {
              type: card.cardType,
              number: card.maskedNumber ?? `************${card.numberLastDigits ?? ''}`,
            }),
    };
  };
}

/** The same receipt as PDF lines. */
export function useReceiptLines(): (receipt: Receipt) => ReceiptPdfLine[] {
  const { t } = useTranslation();
  return (receipt) => [
    { text: receipt.title, heading: true },
    ...receipt.facts.map((fact) => ({ text: `${fact.label}: ${fact.value}` })),
    { text: '' },
    { text: t('subscription.receipt.items', 'Items'), heading: true },
    ...receipt.items.map((item) => ({ text: `${item.quantity} x ${item.name}: ${item.price}` })),
    { text: '' },
    ...receipt.totals.map((total) => ({ text: `${total.label}: ${total.value}` })),
    ...(receipt.address.length > 0
      ? [
          { text: '' },
          { text: t('subscription.receipt.billedTo', 'Billed to'), heading: true },
          ...receipt.address.map((text) => ({ text })),
        ]
      : []),
    ...(receipt.card === undefined
      ? []
      : [{ text: '' }, { text: `${t('subscription.receipt.paidWith', 'Paid with')}: ${receipt.card}` }]),
  ];
}
