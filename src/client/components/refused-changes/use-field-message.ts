/**
 * The line checks' messages (domain/shopping-list/line-validation.ts) in the user's language.
 * The checks answer English sentences shared with the server; each known one is matched to
 * its translation here, and any other is shown as it came.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { maxPriceAmmend, maxQuantity } from '../../../domain/shopping-list/line-validation';

export function useFieldMessage(): (message: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (message: string) => {
      switch (message) {
        case 'Enter a quantity.':
          return t('shoppingList.check.quantityMissing', 'Enter a quantity.');
        case 'The quantity cannot be negative.':
          return t('shoppingList.check.quantityNegative', 'The quantity cannot be negative.');
        case 'The quantity must be a whole number.':
          return t('shoppingList.check.quantityWhole', 'The quantity must be a whole number.');
        case 'The quantity must be a whole number or A/R.':
          return t('shoppingList.check.quantityNumber', 'The quantity must be a whole number or A/R.');
        case 'The quantity must be at least 1.':
          return t('shoppingList.check.quantityTooSmall', 'The quantity must be at least 1.');
        case `The quantity cannot be more than ${maxQuantity}.`:
          return t('shoppingList.check.quantityTooLarge', 'The quantity cannot be more than {{max}}.', {
            max: maxQuantity,
          });
        case 'The price adjustment cannot be negative.':
          return t('shoppingList.check.ammendNegative', 'The price adjustment cannot be negative.');
        case 'The price adjustment must be a number from 0 to 100.':
          return t('shoppingList.check.ammendNumber', 'The price adjustment must be a number from 0 to 100.');
        case 'The price adjustment can have at most two decimals.':
          return t('shoppingList.check.ammendDecimals', 'The price adjustment can have at most two decimals.');
        case `The price adjustment cannot be more than ${maxPriceAmmend}.`:
          return t('shoppingList.check.ammendTooLarge', 'The price adjustment cannot be more than {{max}}.', {
            max: maxPriceAmmend,
          });
        default:
          return message;
      }
    },
    [t],
  );
}
