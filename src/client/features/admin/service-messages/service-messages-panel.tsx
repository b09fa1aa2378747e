/**
 * The Service messages area of the admin page (EpcServiceMessages; catalogue spec, sections 3,
 * 4 and 6; issue 16): every message with its language, status, dates and whether the banner
 * shows it now; create, change and delete after a confirmation. Only internal admins write
 * (the server refuses others with its reason). Admin work needs a network: offline the list
 * shown stays and the actions are disabled with the reason.
 */
import {
  Button,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteServiceMessage, listServiceMessages, type AdminServiceMessage } from '../../../api/admin/admin-news';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useFormatters } from '../../../components/use-formatters';
import { useIsOffline } from '../../../machines/connectivity-context';
import { adminFailure } from '../admin-failure';
import { useLanguageName } from '../updates/language-select';
import { shownList, useAdminList } from '../updates/use-admin-list';
import { ServiceMessageForm } from './service-message-form';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    paddingTop: tokens.spacingVerticalM,
  },
  scroll: { overflowX: 'auto' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
  text: { maxWidth: '32em', overflowWrap: 'anywhere' },
});

export function ServiceMessagesPanel() {
  const { t } = useTranslation();
  const styles = useStyles();
  const offline = useIsOffline();
  const { dateTime } = useFormatters();
  const languageName = useLanguageName();
  const [reloads, setReloads] = useState(0);
  const [editing, setEditing] = useState<AdminServiceMessage>();
  const [formKey, setFormKey] = useState(0);
  const [outcome, setOutcome] = useState<string>();
  const state = useAdminList(listServiceMessages, reloads);
  const list = shownList(state);

  const done = (message: string) => {
    setOutcome(message);
    setEditing(undefined);
    setFormKey((key) => key + 1);
    setReloads((count) => count + 1);
  };
  const edit = (message: AdminServiceMessage | undefined) => {
    setEditing(message);
    setOutcome(undefined);
    setFormKey((key) => key + 1);
  };
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
    <div className={styles.panel}>
      {offline && (
        <MessageBar intent="warning">
          <MessageBarBody>
            {t(
              'admin.messages.offline',
              'You are offline: creating, changing and deleting service messages needs a network.',
            )}
          </MessageBarBody>
        </MessageBar>
      )}
      <section aria-labelledby="admin-message-form-title">
        <Subtitle2 as="h2" id="admin-message-form-title">
          {editing === undefined
            ? t('admin.messages.newTitle', 'Create a service message')
            : t('admin.messages.editTitle', 'Change the service message')}
        </Subtitle2>
        <ServiceMessageForm
          key={formKey}
          editing={editing}
          offline={offline}
          onSaved={done}
          onCancel={() => edit(undefined)}
        />
      </section>
      <div role="status" aria-live="polite">
        {outcome !== undefined && (
          <MessageBar intent="success" data-testid="admin-messages-outcome">
            <MessageBarBody>{outcome}</MessageBarBody>
          </MessageBar>
        )}
      </div>
      <section aria-labelledby="admin-messages-list-title">
        <Subtitle2 as="h2" id="admin-messages-list-title">
          {t('admin.messages.listTitle', 'Service messages')}
        </Subtitle2>
        {state.kind === 'failed' && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{state.message}</MessageBarBody>
          </MessageBar>
        )}
        {state.kind === 'loading' && list === undefined && (
          <Spinner size="small" label={t('admin.messages.loading', 'Loading service messages…')} />
        )}
        {list !== undefined && list.items.length === 0 && (
          <Text as="p">{t('admin.messages.none', 'There are no service messages.')}</Text>
        )}
        {list !== undefined && list.items.length > 0 && (
          <div className={styles.scroll}>
            <Table aria-labelledby="admin-messages-list-title" data-testid="admin-messages-table">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t('admin.messages.content', 'Message')}</TableHeaderCell>
                  <TableHeaderCell>{t('admin.messages.language', 'Language')}</TableHeaderCell>
                  <TableHeaderCell>{t('admin.messages.statusColumn', 'Status')}</TableHeaderCell>
                  <TableHeaderCell>{t('admin.messages.startColumn', 'Start')}</TableHeaderCell>
                  <TableHeaderCell>{t('admin.messages.endColumn', 'End')}</TableHeaderCell>
                  <TableHeaderCell>{t('admin.messages.shownColumn', 'Shown now')}</TableHeaderCell>
                  <TableHeaderCell>{t('admin.messages.actions', 'Actions')}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {list.items.map((message) => (
                  <TableRow key={message.id}>
                    <TableCell className={styles.text}>{message.c_messageContent}</TableCell>
                    <TableCell>{languageName(message.c_languageCode)}</TableCell>
                    <TableCell>
                      {message.c_status ? t('admin.messages.on', 'On') : t('admin.messages.off', 'Off')}
                    </TableCell>
                    <TableCell>{when(message.c_startDate)}</TableCell>
                    <TableCell>{when(message.c_endDate)}</TableCell>
                    <TableCell>
                      {message.active ? t('admin.messages.yes', 'Yes') : t('admin.messages.no', 'No')}
                    </TableCell>
                    <TableCell>
                      <div className={styles.actions}>
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
                      </div>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </section>
    </div>
  );
}
