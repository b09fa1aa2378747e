/** Counts an ended session's unsent changes and offers to sign in again (shell spec, section 4, our addition). */
import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useWaitingChangeCount } from '../../store/user-db/use-waiting-change-count';
import { useSiteLocale } from '../../i18n/site-locale-context';

/**
 * "Your session has ended": how many of the ended user's changes wait on this device, and the
 * way to sign in again to send them. Nothing here says they reached the server; with none
 * waiting there is nothing to tell.
 */
export default function WaitingChangesNotice({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const { locale, hrefFor } = useSiteLocale();
  const navigate = useNavigate();
  const count = useWaitingChangeCount(customerId);
  if (!count) return null;
  const waiting = new Intl.NumberFormat(locale.id).format(count);
  // The plural form the user's language needs for this count (English: one, other).
  const message =
    new Intl.PluralRules(locale.id).select(count) === 'one'
      ? t(
          'sessionEnded.waitingOne',
          'Sign in again to send the change waiting on this device. It stays on this device until you do.',
        )
      : t(
          'sessionEnded.waitingOther',
          'Sign in again to send the {{waiting}} changes waiting on this device. They stay on this device until you do.',
          { waiting },
        );
  return (
    <MessageBar intent="warning" layout="multiline" data-testid="session-ended-notice" data-waiting={count}>
      <MessageBarBody>
        <MessageBarTitle>{t('sessionEnded.title', 'Your session has ended.')}</MessageBarTitle> {message}
      </MessageBarBody>
      <MessageBarActions>
        <Button appearance="primary" onClick={() => navigate(hrefFor('/'))}>
          {t('sessionEnded.signIn', 'Sign in again')}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
