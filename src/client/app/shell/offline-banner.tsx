/** Tells the user they are browsing offline (shell spec, section 2). */
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useIsOffline } from '../../machines/connectivity-context';

/** Offline is a normal state: pages seen before still open; the banner says so. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const offline = useIsOffline();
  if (!offline) return null;
  return (
    <MessageBar intent="warning" layout="singleline" role="status" data-testid="offline-banner">
      <MessageBarBody>{t('offline.banner', "You're currently browsing in offline mode")}</MessageBarBody>
    </MessageBar>
  );
}
