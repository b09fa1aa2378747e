/** The names of a list line's fields (catalogue spec, section 3) as headers and export columns show them. */
import { useTranslation } from 'react-i18next';
import type { PricedLine } from '../../../domain/shopping-list/shopping-list-contracts';

export type LineField = Exclude<keyof PricedLine, 'productId'>;

/** The list-line fields in the spec's order. */
export const lineFields: readonly LineField[] = [
  'partNumber',
  'partDescription',
  'quantity',
  'priceAmmend',
  'unitPrice',
  'price',
  'discountCode',
  'discountRate',
  'discountedPrice',
  'taxRate',
  'taxCode',
  'tax',
  'total',
];

/** The fields a list without prices shows (a viewer without price access, issue 20). */
export const unpricedLineFields: readonly LineField[] = ['partNumber', 'partDescription', 'quantity'];

export function useLineFieldLabels(): Record<LineField, string> {
  const { t } = useTranslation();
  return {
    partNumber: t('shoppingList.field.partNumber', 'Part number'),
    partDescription: t('shoppingList.field.partDescription', 'Description'),
    quantity: t('shoppingList.field.quantity', 'Quantity'),
    priceAmmend: t('shoppingList.field.priceAmmend', 'Price adjustment %'),
    unitPrice: t('shoppingList.field.unitPrice', 'Unit price'),
    price: t('shoppingList.field.price', 'Price'),
    discountCode: t('shoppingList.field.discountCode', 'Discount code'),
    discountRate: t('shoppingList.field.discountRate', 'Discount %'),
    discountedPrice: t('shoppingList.field.discountedPrice', 'Discounted price'),
    taxRate: t('shoppingList.field.taxRate', 'Tax %'),
    taxCode: t('shoppingList.field.taxCode', 'Tax code'),
    tax: t('shoppingList.field.tax', 'Tax'),
    total: t('shoppingList.field.total', 'Total'),
  };
}
