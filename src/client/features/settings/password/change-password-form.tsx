/**
 * Change password for a password customer (catalogue spec, section 5): the new password and
 * the current password, both required. It needs the network: offline the form says so and its
 * button is disabled with that reason. What is wrong shows beside the field it concerns, the
 * server's refusals included (a wrong current password beside the current password).
 */
import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isFlaggedError } from '../../../../domain/commerce/commerce-reply';
import {
  fieldOfRefusal,
  maxPasswordLength,
  minPasswordLength,
  passwordChangeProblems,
  type PasswordChange,
  type PasswordChangeProblem,
} from '../../../../domain/commerce/password-change';
import { changePassword } from '../../../api/commerce/customer-password';
import { isNetworkFailure } from '../../../api/http-client';
import { useIsOffline } from '../../../machines/connectivity-context';
import { useSiteLocale } from '../../../i18n/site-locale-context';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '28rem' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

type Messages = Partial<Record<keyof PasswordChange, string>>;

const empty: PasswordChange = { password: '', currentPassword: '' };

function useProblemText() {
  const { t } = useTranslation();
  return (problem: PasswordChangeProblem): string => {
    switch (problem.problem) {
      case 'missing': {
        return problem.field === 'password'
          ? t('settings.password.newMissing', 'Enter the new password.')
          : t('settings.password.currentMissing', 'Enter your current password.');
      }
      case 'too-short': {
        return t('settings.password.tooShort', 'The new password needs at least {{min}} characters.', {
          min: minPasswordLength,
        });
      }
      case 'too-long': {
        return t('settings.password.tooLong', 'A password has at most {{max}} characters.', {
          max: maxPasswordLength,
        });
      }
    }
  };
}

export function ChangePasswordForm({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { site, locale } = useSiteLocale();
  const offline = useIsOffline();
  const problemText = useProblemText();
  const offlineReasonId = useId();
  const [change, setChange] = useState<PasswordChange>(empty);
  const [messages, setMessages] = useState<Messages>({});
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);

  const edit = (field: keyof PasswordChange, value: string) => {
    setChange((current) => ({ ...current, [field]: value }));
    setMessages((current) => ({ ...current, [field]: undefined }));
    setDone(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (offline || saving) return;
    const problems = passwordChangeProblems(change);
    setMessages(Object.fromEntries(problems.map((problem) => [problem.field, problemText(problem)])));
    setDone(false);
    if (problems.length > 0) return;
    setSaving(true);
    try {
      const refusal = await changePassword({ siteId: site.id, locale: locale.id, customerId, ...change });
      if (isFlaggedError(refusal)) {
        setMessages({ [fieldOfRefusal(refusal.message)]: refusal.message });
        return;
      }
      setChange(empty);
      setDone(true);
    } catch (error) {
      console.warn('Could not change the password', error);
      setMessages({
        password: isNetworkFailure(error)
          ? t('settings.password.networkFailed', 'The network is not available, so the password was not changed.')
          : t('settings.password.failed', 'Something went wrong. Try again!'),
      });
    } finally {
      setSaving(false);
    }
  };

  const field = (name: keyof PasswordChange, label: string, autoComplete: string) => (
    <Field
      label={label}
      required
      validationMessage={messages[name]}
      validationState={messages[name] ? 'error' : 'none'}
    >
      <Input
        type="password"
        autoComplete={autoComplete}
        value={change[name]}
        onChange={(_, data) => edit(name, data.value)}
        data-testid={`password-${name}`}
      />
    </Field>
  );

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {field('password', t('settings.password.new', 'New password'), 'new-password')}
      {field('currentPassword', t('settings.password.current', 'Current password'), 'current-password')}
      <div className={styles.actions}>
        <Button
          appearance="primary"
          type="submit"
          disabledFocusable={offline || saving}
          aria-describedby={offline ? offlineReasonId : undefined}
          icon={saving ? <Spinner size="tiny" /> : undefined}
        >
          {t('settings.password.change', 'Change password')}
        </Button>
      </div>
      {offline && (
        <MessageBar intent="info">
          <MessageBarBody id={offlineReasonId}>
            {t('settings.password.offline', 'You are offline: the password can be changed only with a network.')}
          </MessageBarBody>
        </MessageBar>
      )}
      {done && (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{t('settings.password.changed', 'Your password was changed.')}</MessageBarBody>
        </MessageBar>
      )}
    </form>
  );
}
