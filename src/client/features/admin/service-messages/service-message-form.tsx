/**
 * The form of a service message (EpcServiceMessages: text, language, status, start and end;
 * catalogue spec, sections 3 and 4), checked beside each field by the rules the server writes
 * by (src/domain/shell/news-admin-rules.ts). Dates are the admin's own clock; the banner shows
 * the message while it is switched on and now lies between them.
 */
import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Switch,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkMessageContent, checkMessageDates, maxMessageLength } from '../../../../domain/shell/news-admin-rules';
import { createServiceMessage, replaceServiceMessage, type AdminServiceMessage } from '../../../api/admin/admin-news';
import { adminFailure } from '../admin-failure';
import { LanguageSelect } from '../updates/language-select';
import { isoToLocalInput, localInputToIso } from './local-date-time';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '560px' },
  dates: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM },
});

interface Problems {
  content?: string;
  start?: string;
  end?: string;
}

export function ServiceMessageForm({
  editing,
  offline,
  onSaved,
  onCancel,
}: {
  editing: AdminServiceMessage | undefined;
  offline: boolean;
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [content, setContent] = useState(editing?.c_messageContent ?? '');
  const [language, setLanguage] = useState(editing?.c_languageCode ?? 'en-GB');
  const [status, setStatus] = useState(editing?.c_status ?? true);
  const [start, setStart] = useState(isoToLocalInput(editing?.c_startDate));
  const [end, setEnd] = useState(isoToLocalInput(editing?.c_endDate));
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string>();
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const startIso = localInputToIso(start);
    const endIso = localInputToIso(end);
    const dates = checkMessageDates(startIso, endIso);
    const found: Problems = {};
    if (checkMessageContent(content) !== undefined) {
      found.content =
        content.trim() === ''
          ? t('admin.messages.contentEmpty', 'Enter the message.')
          : t('admin.messages.contentTooLong', 'A message is at most {{max}} characters.', { max: maxMessageLength });
    }
    if (dates.c_startDate !== undefined)
      found.start = t('admin.messages.startInvalid', 'Enter a valid start date and time.');
    if (dates.c_endDate !== undefined) {
      found.end =
        endIso === 'invalid'
          ? t('admin.messages.endInvalid', 'Enter a valid end date and time.')
          : t('admin.messages.endBeforeStart', 'The end must be after the start.');
    }
    setProblems(found);
    setFailure(undefined);
    if (Object.keys(found).length > 0) return;
    const fields = {
      c_status: status,
      c_languageCode: language,
      c_messageContent: content.trim(),
      ...(startIso === undefined ? {} : { c_startDate: startIso }),
      ...(endIso === undefined ? {} : { c_endDate: endIso }),
    };
    setSaving(true);
    try {
      const saved =
        editing === undefined ? await createServiceMessage(fields) : await replaceServiceMessage(editing.id, fields);
      onSaved(
        saved.active
          ? t('admin.messages.savedActive', 'The service message is saved and the banner shows it now.')
          : t(
              'admin.messages.savedInactive',
              'The service message is saved; the banner does not show it now (switched off or outside its dates).',
            ),
      );
    } catch (error) {
      setFailure(adminFailure(error, t));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="service-message-form"
    >
      <Field
        label={t('admin.messages.content', 'Message')}
        required
        validationMessage={problems.content}
        validationState={problems.content === undefined ? 'none' : 'error'}
        hint={t('admin.messages.contentHint', 'Plain text, at most {{max}} characters.', { max: maxMessageLength })}
      >
        <Textarea value={content} onChange={(_, data) => setContent(data.value)} resize="vertical" />
      </Field>
      <Field label={t('admin.messages.language', 'Language')} required>
        <LanguageSelect value={language} onChange={(_, data) => setLanguage(data.value)} />
      </Field>
      <Switch
        checked={status}
        onChange={(_, data) => setStatus(data.checked)}
        label={t('admin.messages.status', 'Switched on')}
      />
      <div className={styles.dates}>
        <Field
          label={t('admin.messages.start', 'Start (optional)')}
          validationMessage={problems.start}
          validationState={problems.start === undefined ? 'none' : 'error'}
        >
          <Input type="datetime-local" step={1} value={start} onChange={(_, data) => setStart(data.value)} />
        </Field>
        <Field
          label={t('admin.messages.end', 'End (optional)')}
          validationMessage={problems.end}
          validationState={problems.end === undefined ? 'none' : 'error'}
        >
          <Input type="datetime-local" step={1} value={end} onChange={(_, data) => setEnd(data.value)} />
        </Field>
      </div>
      {failure !== undefined && (
        <MessageBar intent="error" role="alert" data-testid="service-message-form-failure">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabledFocusable={offline || saving}>
          {editing === undefined
            ? t('admin.messages.create', 'Create service message')
            : t('admin.messages.save', 'Save changes')}
        </Button>
        {editing !== undefined && (
          <Button type="button" onClick={onCancel}>
            {t('admin.messages.cancel', 'Cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
