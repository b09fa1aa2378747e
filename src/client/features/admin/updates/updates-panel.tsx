/**
 * The Updates area of the admin page (EpcUpdates, the EPC news; catalogue spec, sections 3, 4
 * and 6; issue 16): the updates of every language, newest first; publish one (name, language,
 * PDF), change it, delete it with the section 4 outcomes in words. Only internal admins write
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
import { listUpdates, type AdminUpdate } from '../../../api/admin/admin-news';
import { useFormatters } from '../../../components/use-formatters';
import { useIsOffline } from '../../../machines/connectivity-context';
import { DeleteUpdateButton } from './delete-update-button';
import { useLanguageName } from './language-select';
import { UpdateForm } from './update-form';
import { shownList, useAdminList } from './use-admin-list';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    paddingTop: tokens.spacingVerticalM,
  },
  scroll: { overflowX: 'auto' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

export function UpdatesPanel() {
  const { t } = useTranslation();
  const styles = useStyles();
  const offline = useIsOffline();
  const { dateTime } = useFormatters();
  const languageName = useLanguageName();
  const [reloads, setReloads] = useState(0);
  const [editing, setEditing] = useState<AdminUpdate>();
  const [formKey, setFormKey] = useState(0);
  const [outcome, setOutcome] = useState<string>();
  const state = useAdminList(listUpdates, reloads);
  const list = shownList(state);

  const done = (message: string) => {
    setOutcome(message);
    setEditing(undefined);
    setFormKey((key) => key + 1);
    setReloads((count) => count + 1);
  };
  const edit = (update: AdminUpdate | undefined) => {
    setEditing(update);
    setOutcome(undefined);
    setFormKey((key) => key + 1);
  };

  return (
    <div className={styles.panel}>
      {offline && (
        <MessageBar intent="warning">
          <MessageBarBody>
            {t('admin.updates.offline', 'You are offline: publishing, changing and deleting updates needs a network.')}
          </MessageBarBody>
        </MessageBar>
      )}
      <section aria-labelledby="admin-update-form-title">
        <Subtitle2 as="h2" id="admin-update-form-title">
          {editing === undefined
            ? t('admin.updates.newTitle', 'Publish an update')
            : t('admin.updates.editTitle', "Change the update '{{name}}'", { name: editing.c_name })}
        </Subtitle2>
        <UpdateForm key={formKey} editing={editing} offline={offline} onSaved={done} onCancel={() => edit(undefined)} />
      </section>
      <div role="status" aria-live="polite">
        {outcome !== undefined && (
          <MessageBar intent="success" data-testid="admin-updates-outcome">
            <MessageBarBody>{outcome}</MessageBarBody>
          </MessageBar>
        )}
      </div>
      <section aria-labelledby="admin-updates-list-title">
        <Subtitle2 as="h2" id="admin-updates-list-title">
          {t('admin.updates.listTitle', 'Updates')}
        </Subtitle2>
        {state.kind === 'failed' && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{state.message}</MessageBarBody>
          </MessageBar>
        )}
        {state.kind === 'loading' && list === undefined && (
          <Spinner size="small" label={t('admin.updates.loading', 'Loading updates…')} />
        )}
        {list !== undefined && list.items.length === 0 && (
          <Text as="p">{t('admin.updates.none', 'There are no updates yet.')}</Text>
        )}
        {list !== undefined && list.items.length > 0 && (
          <div className={styles.scroll}>
            <Table aria-labelledby="admin-updates-list-title" data-testid="admin-updates-table">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t('admin.updates.name', 'Name')}</TableHeaderCell>
                  <TableHeaderCell>{t('admin.updates.language', 'Language')}</TableHeaderCell>
                  <TableHeaderCell>{t('admin.updates.fileColumn', 'PDF')}</TableHeaderCell>
                  <TableHeaderCell>{t('admin.updates.changedColumn', 'Last changed')}</TableHeaderCell>
                  <TableHeaderCell>{t('admin.updates.actions', 'Actions')}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {list.items.map((update) => (
                  <TableRow key={update.id}>
                    <TableCell>{update.c_name}</TableCell>
                    <TableCell>{languageName(update.c_languageCode)}</TableCell>
                    <TableCell>{update.c_fileName}</TableCell>
                    <TableCell>{dateTime(update.lastModified)}</TableCell>
                    <TableCell>
                      <div className={styles.actions}>
                        <Button
                          size="small"
                          disabledFocusable={offline}
                          onClick={() => edit(update)}
                          aria-label={t('admin.updates.editNamed', "Change the update '{{name}}'", {
                            name: update.c_name,
                          })}
                        >
                          {t('admin.updates.edit', 'Change')}
                        </Button>
                        <DeleteUpdateButton update={update} disabled={offline} onDone={done} />
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
