/**
 * An order's receipt as words (catalogue spec, section 7: customer orders and payment
 * instruments): order number, date, items, totals, billing address and the masked card. The
 * app's receipt dialog shows these rows and the server prints the same rows as the receipt's
 * PDF (in any script, with embedded fonts), so the two never differ. The wording comes through
 * the caller's translate function: i18next in the app, the same locale files on the server.
 */
import { periodOfProduct, subscriptionPeriods, type SubscriptionPeriod } from '../subscription/subscription-period';
import type { Order } from './basket';

/** i18next's t(key, English, values): the English is what shows where a translation is missing. */
export type Translate = (key: string, english: string, values?: Record<string, string | number>) => string;

export interface ReceiptFormatters {
  /** A moment (an ISO instant) as date and time. */
  moment: (at: string) => string;
  money: (amount: number, currency: string) => string;
}

export interface Receipt {
  title: string;
  facts: { label: string; value: string }[];
  items: { name: string; quantity: number; price: string }[];
  totals: { label: string; value: string }[];
  address: string[];
  card: string | undefined;
}

export interface ReceiptLine {
  text: string;
  /** Heading lines are set larger and bold. */
  heading?: boolean;
}

/** The words for the four periods a subscription is bought by (EU 2018/858, Art. 63). */
export function periodNames(t: Translate): Record<SubscriptionPeriod, string> {
  return {
    hour: t('subscription.period.hour', 'One hour'),
    day: t('subscription.period.day', 'One day'),
    month: t('subscription.period.month', 'One month'),
    year: t('subscription.period.year', 'One year'),
  };
}

function isPeriod(value: unknown): value is SubscriptionPeriod {
  return subscriptionPeriods.includes(value as SubscriptionPeriod);
}

/** The period a subscription order bought, or undefined when it bought none. */
export function periodOfOrder(order: Pick<Order, 'productItems'>): SubscriptionPeriod | undefined {
  for (const item of order.productItems) {
    const period = isPeriod(item.c_subscriptionPeriod) ? item.c_subscriptionPeriod : periodOfProduct(item.productId);
    if (period !== undefined) return period;
  }
  return undefined;
}

export function composeReceipt(order: Order, t: Translate, format: ReceiptFormatters): Receipt {
  const money = (amount: number) => format.money(amount, order.currency);
  const facts = [
    { label: t('subscription.receipt.orderNo', 'Order number'), value: order.orderNo },
    { label: t('subscription.receipt.date', 'Date'), value: format.moment(order.creationDate) },
  ];
  const period = periodOfOrder(order);
  if (period !== undefined)
    facts.push({ label: t('subscription.receipt.period', 'Period'), value: periodNames(t)[period] });
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
}

/** The same receipt as the lines of its PDF, top to bottom. */
export function receiptLines(receipt: Receipt, t: Translate): ReceiptLine[] {
  return [
    { text: receipt.title, heading: true },
    ...receipt.facts.map((fact) => ({ text: `${fact.label}: ${fact.value}` })),
    { text: t('subscription.receipt.items', 'Items'), heading: true },
    ...receipt.items.map((item) => ({ text: `${item.quantity} x ${item.name}: ${item.price}` })),
    ...receipt.totals.map((total) => ({ text: `${total.label}: ${total.value}` })),
    ...(receipt.address.length > 0
      ? [
          { text: t('subscription.receipt.billedTo', 'Billed to'), heading: true },
          ...receipt.address.map((text) => ({ text })),
        ]
      : []),
    ...(receipt.card === undefined
      ? []
      : [{ text: `${t('subscription.receipt.paidWith', 'Paid with')}: ${receipt.card}` }]),
  ];
}
