/**
 * The form of an update (EpcUpdates: name, language, PDF): checked beside each field by the
 * rules the server writes by (src/domain/shell/news-admin-rules.ts). Saving uploads the PDF
 * through POST /uploadFile, then creates or changes the update; a new update needs a PDF, an
 * edit keeps its PDF unless another is chosen. The outcome is said in words.
 */
import { Button, Field, Input, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkLanguageCode, checkUpdateName } from '../../../../domain/shell/news-admin-rules';
import { createUpdate, replaceUpdate, uploadUpdatePdf, type AdminUpdate } from '../../../api/admin/admin-news';
import { adminFailure } from '../admin-failure';
import { LanguageSelect } from './language-select';

/** The server's limit for /uploadFile. */
const maxPdfBytes = 20 * 1024 * 1024;

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '560px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM },
});

interface Problems {
  name?: string;
  language?: string;
  file?: string;
}

export function UpdateForm({
  editing,
  offline,
  onSaved,
  onCancel,
}: {
  editing: AdminUpdate | undefined;
  offline: boolean;
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [name, setName] = useState(editing?.c_name ?? '');
  const [language, setLanguage] = useState(editing?.c_languageCode ?? 'en-GB');
  const [file, setFile] = useState<File>();
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string>();
  const [saving, setSaving] = useState(false);

  const checkFile = (chosen: File | undefined): string | undefined => {
    if (chosen === undefined) {
      return editing === undefined ? t('admin.updates.fileRequired', 'Choose the PDF of the update.') : undefined;
    }
    if (!/\.pdf$/i.test(chosen.name) && chosen.type !== 'application/pdf') {
      return t('admin.updates.fileNotPdf', 'The file must be a PDF.');
    }
    if (chosen.size > maxPdfBytes) return t('admin.updates.fileTooLarge', 'The PDF must be at most 20 MB.');
    if (chosen.size === 0) return t('admin.updates.fileEmpty', 'The file is empty.');
    return undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const nameProblem = checkUpdateName(name);
    const found: Problems = {
      ...(nameProblem === undefined
        ? {}
        : {
            name:
              name.trim() === ''
                ? t('admin.updates.nameEmpty', 'Enter a name.')
                : t('admin.updates.nameTooLong', 'A name is at most 200 characters.'),
          }),
      ...(checkLanguageCode(language) === undefined
        ? {}
        : { language: t('admin.updates.languageProblem', 'Choose one of the supported languages.') }),
    };
    const fileProblem = checkFile(file);
    if (fileProblem !== undefined) found.file = fileProblem;
    setProblems(found);
    setFailure(undefined);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const filePath = file === undefined ? editing?.c_filePath : await uploadUpdatePdf(file);
      if (filePath === undefined) {
        setProblems({ file: t('admin.updates.fileRequired', 'Choose the PDF of the update.') });
        return;
      }
      const fields = {
        c_name: name.trim(),
        c_languageCode: language,
        c_filePath: filePath,
        ...(file === undefined
          ? editing === undefined
            ? {}
            : { c_fileName: editing.c_fileName }
          : { c_fileName: file.name }),
      };
      if (editing === undefined) {
        await createUpdate(fields);
        onSaved(
          t('admin.updates.created', "The update '{{name}}' is published; readers see it in EPC Updates.", {
            name: fields.c_name,
          }),
        );
      } else {
        await replaceUpdate(editing.id, fields);
        onSaved(t('admin.updates.changed', "The update '{{name}}' is changed.", { name: fields.c_name }));
      }
    } catch (error) {
      setFailure(adminFailure(error, t));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate data-testid="update-form">
      <Field
        label={t('admin.updates.name', 'Name')}
        required
        validationMessage={problems.name}
        validationState={problems.name === undefined ? 'none' : 'error'}
      >
        <Input value={name} onChange={(_, data) => setName(data.value)} maxLength={200} />
      </Field>
      <Field
        label={t('admin.updates.language', 'Language')}
        required
        validationMessage={problems.language}
        validationState={problems.language === undefined ? 'none' : 'error'}
      >
        <LanguageSelect value={language} onChange={(_, data) => setLanguage(data.value)} />
      </Field>
      <Field
        label={
          editing === undefined
            ? t('admin.updates.file', 'PDF file')
            : t('admin.updates.replaceFile', 'New PDF file (leave empty to keep {{fileName}})', {
                fileName: editing.c_fileName,
              })
        }
        required={editing === undefined}
        validationMessage={problems.file}
        validationState={problems.file === undefined ? 'none' : 'error'}
        hint={t('admin.updates.fileHint', 'A PDF of at most 20 MB.')}
      >
        {(fieldProps) => (
          <input
            {...fieldProps}
            type="file"
            accept="application/pdf,.pdf"
            onChange={(event) => setFile(event.currentTarget.files?.[0])}
          />
        )}
      </Field>
      {failure !== undefined && (
        <MessageBar intent="error" role="alert" data-testid="update-form-failure">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabledFocusable={offline || saving}>
          {editing === undefined
            ? t('admin.updates.publish', 'Publish update')
            : t('admin.updates.save', 'Save changes')}
        </Button>
        {editing !== undefined && (
          <Button type="button" onClick={onCancel}>
            {t('admin.updates.cancelEdit', 'Cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
