/**
 * The Service messages area of the admin page (EpcServiceMessages; catalogue spec, sections 3,
 * 4 and 6; issue 16): every message with its language, status, dates and whether the banner
 * shows it now; create, change and delete after a confirmation. Only internal admins write
 * (the server refuses others with its reason). Admin work needs a network: offline the list
 * shown stays and the actions are disabled with the reason.
 */
import { Button, TableCell, Text, makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { deleteServiceMessage, listServiceMessages, type AdminServiceMessage } from '../../../api/admin/admin-news';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useFormatters } from '../../../components/use-formatters';
import { adminFailure } from '../admin-failure';
import { EditableListPanel } from '../editable-list/editable-list-panel';
import { useEditableList } from '../editable-list/use-editable-list';
import { useLanguageName } from '../updates/language-select';
import { ServiceMessageForm } from './service-message-form';

const useStyles = makeStyles({
  text: { maxWidth: '32em', overflowWrap: 'anywhere' },
});

export function ServiceMessagesPanel() {
  const { t } = useTranslation();
  const styles = useStyles();
  const { dateTime } = useFormatters();
  const languageName = useLanguageName();
  const messages = useEditableList(listServiceMessages);
  const { editing, edit, done } = messages;

  const remove = async (message: AdminServiceMessage): Promise<string | null> => {
    try {
      await deleteServiceMessage(message.id);
      return null;
    } catch (error) {
      return adminFailure(error, t);
    }
  };
  const when = (iso: string | undefined) => (iso === undefined ? t('admin.messages.open', 'Not set') : dateTime(iso));

  return (
    <EditableListPanel
      name="messages"
      list={messages}
      texts={{
        offline: t(
          'admin.messages.offline',
          'You are offline: creating, changing and deleting service messages needs a network.',
        ),
        formTitle:
          editing === undefined
            ? t('admin.messages.newTitle', 'Create a service message')
            : t('admin.messages.editTitle', 'Change the service message'),
        listTitle: t('admin.messages.listTitle', 'Service messages'),
        loading: t('admin.messages.loading', 'Loading service messages…'),
        none: t('admin.messages.none', 'There are no service messages.'),
        columns: [
          t('admin.messages.content', 'Message'),
          t('admin.messages.language', 'Language'),
          t('admin.messages.statusColumn', 'Status'),
          t('admin.messages.startColumn', 'Start'),
          t('admin.messages.endColumn', 'End'),
          t('admin.messages.shownColumn', 'Shown now'),
          t('admin.messages.actions', 'Actions'),
        ],
      }}
      Form={ServiceMessageForm}
      cells={(message: AdminServiceMessage) => (
        <>
          <TableCell className={styles.text}>{message.c_messageContent}</TableCell>
          <TableCell>{languageName(message.c_languageCode)}</TableCell>
          <TableCell>{message.c_status ? t('admin.messages.on', 'On') : t('admin.messages.off', 'Off')}</TableCell>
          <TableCell>{when(message.c_startDate)}</TableCell>
          <TableCell>{when(message.c_endDate)}</TableCell>
          <TableCell>{message.active ? t('admin.messages.yes', 'Yes') : t('admin.messages.no', 'No')}</TableCell>
        </>
      )}
      actions={(message, offline) => (
        <>
          <Button size="small" disabledFocusable={offline} onClick={() => edit(message)}>
            {t('admin.messages.edit', 'Change')}
          </Button>
          <ConfirmDialog
            trigger={
              <Button size="small" disabledFocusable={offline}>
                {t('admin.messages.delete', 'Delete')}
              </Button>
            }
            title={t('admin.messages.deleteTitle', 'Delete this service message?')}
            confirmLabel={t('admin.messages.delete', 'Delete')}
            cancelLabel={t('admin.messages.cancel', 'Cancel')}
            onConfirm={() => remove(message)}
            onDone={() => done(t('admin.messages.deleted', 'The service message is deleted.'))}
          >
            <Text as="p">
              {t(
                'admin.messages.deleteExplain',
                'The message is deleted and the banner no longer shows it. This cannot be undone.',
              )}
            </Text>
          </ConfirmDialog>
        </>
      )}
    />
  );
}
