/**
 * An order's receipt as words in the user's language and formats (src/domain/commerce/receipt.ts):
 * the dialog shows these rows, and the server prints the same rows as the receipt's PDF.
 */
import { composeReceipt, type Receipt } from '../../../domain/commerce/receipt';
import type { Order } from '../../../domain/commerce/basket';
import { useTranslate } from '../../i18n/use-translate';
import { useSubscriptionFormatters } from './use-subscription-formatters';

export type { Receipt } from '../../../domain/commerce/receipt';

export function useReceipt(): (order: Order) => Receipt {
  const translate = useTranslate();
  const format = useSubscriptionFormatters();
  return (order) => composeReceipt(order, translate, { moment: format.moment, money: format.money });
}
