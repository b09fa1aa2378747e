/** The system notification above the full header (shell spec, section 2). */
import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemNotification } from '../../../api/shell/service-message';
import { useSiteLocale } from '../../../i18n/site-locale-context';
import { dismissServiceMessage, isServiceMessageDismissed } from './service-message-dismissal';

/**
 * The system notification at the head of the full header (shell spec, section 2): the active
 * service message of the user's language, as plain text (React escapes it; never HTML),
 * until the user closes it for the rest of the browser session. Offline it shows the last
 * message seen while that message lasts, or nothing.
 */
export function ServiceMessageBanner() {
  const { t } = useTranslation();
  const { locale } = useSiteLocale();
  const text = useSystemNotification(locale.id);
  const [dismissed, setDismissed] = useState(isServiceMessageDismissed);

  if (dismissed || text === undefined) return null;

  const close = () => {
    dismissServiceMessage();
    setDismissed(true);
  };

  return (
    <MessageBar
      intent="info"
      layout="multiline"
      data-testid="service-message-banner"
      aria-label={t('serviceMessage.label', 'System notification')}
    >
      <MessageBarBody>{text}</MessageBarBody>
      <MessageBarActions
        containerAction={
          <Button
            appearance="transparent"
            icon={<DismissRegular />}
            aria-label={t('serviceMessage.close', 'Close the system notification')}
            onClick={close}
          />
        }
      />
    </MessageBar>
  );
}
