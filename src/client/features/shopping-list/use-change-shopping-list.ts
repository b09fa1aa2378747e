/**
 * Changing the list from a screen: the device's repository, which works offline and queues
 * the change for sync (store/user-db/shopping-list-repository.ts), with its refusals and
 * storage failures turned into a sentence in the user's language to show next to the control
 * that asked. Undefined when no registered user is signed in.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShoppingListAction } from '../../../domain/shopping-list/shopping-list-contracts';
import { isQuotaError } from '../../store/storage-errors';
import { useCurrentUserDb } from '../../store/user-db/current-user-db';
import { changeShoppingList, changeShoppingListTogether } from '../../store/user-db/shopping-list-repository';
import { useFieldMessage } from '../../components/refused-changes/use-field-message';

/**
 * Answers null when the change was made, else what to tell the user. Several actions (an
 * uploaded parts list) are kept together or not at all.
 */
export type ChangeList = (action: ShoppingListAction | readonly ShoppingListAction[]) => Promise<string | null>;

export function useChangeShoppingList(): ChangeList | undefined {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const db = useCurrentUserDb();
  return useMemo(() => {
    if (!db) return undefined;
    return async (action: ShoppingListAction | readonly ShoppingListAction[]) => {
      try {
        const outcome = isActionList(action)
          ? await changeShoppingListTogether(db, action)
          : await changeShoppingList(db, action);
        return outcome.ok ? null : fieldMessage(outcome.message);
      } catch (error) {
        console.warn('Could not change the shopping list', error);
        return isQuotaError(error)
          ? t(
              'shoppingList.quotaExceeded',
              'This device has no room left to keep the change, so nothing was changed. Free some space and try again.',
            )
          : t(
              'shoppingList.storeFailed',
              'The change could not be kept on this device, so nothing was changed. Try again.',
            );
      }
    };
  }, [db, t, fieldMessage]);
}

function isActionList(
  action: ShoppingListAction | readonly ShoppingListAction[],
): action is readonly ShoppingListAction[] {
  return Array.isArray(action);
}
