/**
 * The Updates area of the admin page (EpcUpdates, the EPC news; catalogue spec, sections 3, 4
 * and 6; issue 16): the updates of every language, newest first; publish one (name, language,
 * PDF), change it, delete it with the section 4 outcomes in words. Only internal admins write
 * (the server refuses others with its reason). Admin work needs a network: offline the list
 * shown stays and the actions are disabled with the reason.
 */
import { Button, TableCell } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { listUpdates, type AdminUpdate } from '../../../api/admin/admin-news';
import { useFormatters } from '../../../components/use-formatters';
import { EditableListPanel } from '../editable-list/editable-list-panel';
import { useEditableList } from '../editable-list/use-editable-list';
import { DeleteUpdateButton } from './delete-update-button';
import { useLanguageName } from './language-select';
import { UpdateForm } from './update-form';

export function UpdatesPanel() {
  const { t } = useTranslation();
  const { dateTime } = useFormatters();
  const languageName = useLanguageName();
  const updates = useEditableList(listUpdates);
  const { editing, edit, done } = updates;

  return (
    <EditableListPanel
      name="updates"
      list={updates}
      texts={{
        offline: t(
          'admin.updates.offline',
          'You are offline: publishing, changing and deleting updates needs a network.',
        ),
        formTitle:
          editing === undefined
            ? t('admin.updates.newTitle', 'Publish an update')
            : t('admin.updates.editTitle', "Change the update '{{name}}'", { name: editing.c_name }),
        listTitle: t('admin.updates.listTitle', 'Updates'),
        loading: t('admin.updates.loading', 'Loading updates…'),
        none: t('admin.updates.none', 'There are no updates yet.'),
        columns: [
          t('admin.updates.name', 'Name'),
          t('admin.updates.language', 'Language'),
          t('admin.updates.fileColumn', 'PDF'),
          t('admin.updates.changedColumn', 'Last changed'),
          t('admin.updates.actions', 'Actions'),
        ],
      }}
      Form={UpdateForm}
      cells={(update: AdminUpdate) => (
        <>
          <TableCell>{update.c_name}</TableCell>
          <TableCell>{languageName(update.c_languageCode)}</TableCell>
          <TableCell>{update.c_fileName}</TableCell>
          <TableCell>{dateTime(update.lastModified)}</TableCell>
        </>
      )}
      actions={(update, offline) => (
        <>
          <Button
            size="small"
            disabledFocusable={offline}
            onClick={() => edit(update)}
            aria-label={t('admin.updates.editNamed', "Change the update '{{name}}'", { name: update.c_name })}
          >
            {t('admin.updates.edit', 'Change')}
          </Button>
          <DeleteUpdateButton update={update} disabled={offline} onDone={done} />
        </>
      )}
    />
  );
}
