/** Lets a user empty the shopping list once they confirm (catalogue spec, section 4). */
import { Button, Text } from '@fluentui/react-components';
import { ArrowReset20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { ChangeList } from './use-change-shopping-list';

/** 'Reset list' empties the list after asking; offline the reset is kept and synced like any change. */
export function ResetListButton({ lineCount, changeList }: { lineCount: number; changeList: ChangeList }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      trigger={
        <Button icon={<ArrowReset20Regular />} disabled={lineCount === 0}>
          {t('shoppingList.reset.open', 'Reset list')}
        </Button>
      }
      title={t('shoppingList.reset.title', 'Reset the shopping list?')}
      confirmLabel={t('shoppingList.reset.confirm', 'Reset list')}
      cancelLabel={t('shoppingList.reset.cancel', 'Keep the list')}
      onConfirm={() => changeList({ action: 'reset' })}
    >
      <Text as="p">
        {t(
          'shoppingList.reset.body',
          'All {{count}} lines are removed from your list, on this device and, once synced, on your other devices.',
          { count: lineCount },
        )}
      </Text>
    </ConfirmDialog>
  );
}
