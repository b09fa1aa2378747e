/**
 * Delete an update after a confirmation; the answer is one of catalogue spec section 4's
 * outcomes, said in words: 'success' closes the dialog, 'iepc-error' (the record could not be
 * deleted), 'gcp-error' (its file could not be deleted) and 'error' stay in the dialog saying
 * nothing changed, so the admin can try again or cancel.
 */
import { Button, Text } from '@fluentui/react-components';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { UpdateDeletionOutcome } from '../../../../domain/shell/news-admin-rules';
import { deleteUpdate, type AdminUpdate } from '../../../api/admin/admin-news';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { adminFailure } from '../admin-failure';

export function deletionOutcomeText(t: TFunction, outcome: Exclude<UpdateDeletionOutcome, 'success'>): string {
  switch (outcome) {
    case 'iepc-error':
      return t(
        'admin.updates.iepcError',
        'The update record could not be deleted (iepc-error). Nothing changed; try again.',
      );
    case 'gcp-error':
      return t(
        'admin.updates.gcpError',
        "The update's PDF could not be deleted (gcp-error). Nothing changed; try again.",
      );
    case 'error':
      return t('admin.updates.deleteError', 'The update could not be deleted (error). Nothing changed.');
  }
}

export function DeleteUpdateButton({
  update,
  disabled,
  onDone,
}: {
  update: AdminUpdate;
  disabled: boolean;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const confirm = async (): Promise<string | null> => {
    try {
      const { outcome } = await deleteUpdate(update.id);
      return outcome === 'success' ? null : deletionOutcomeText(t, outcome);
    } catch (error) {
      return adminFailure(error, t);
    }
  };
  return (
    <ConfirmDialog
      trigger={
        <Button
          size="small"
          disabledFocusable={disabled}
          aria-label={t('admin.updates.deleteNamed', "Delete the update '{{name}}'", { name: update.c_name })}
        >
          {t('admin.updates.delete', 'Delete')}
        </Button>
      }
      title={t('admin.updates.deleteTitle', "Delete the update '{{name}}'?", { name: update.c_name })}
      confirmLabel={t('admin.updates.delete', 'Delete')}
      cancelLabel={t('admin.updates.cancelEdit', 'Cancel')}
      onConfirm={confirm}
      onDone={() =>
        onDone(t('admin.updates.deleted', "The update '{{name}}' and its PDF are deleted.", { name: update.c_name }))
      }
    >
      <Text as="p">
        {t(
          'admin.updates.deleteExplain',
          'The update and its PDF are deleted; readers no longer see it in EPC Updates. This cannot be undone.',
        )}
      </Text>
    </ConfirmDialog>
  );
}
