/** Offers a new version when the user is ready (no spec section: our addition for the service worker's updates). */
import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { reloadIntoNewVersion, useUpdateWaiting } from '../../pwa/service-worker-updates';

/** Offers the new version; the user chooses when, so no work in progress is lost. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const waiting = useUpdateWaiting();
  if (!waiting) return null;
  return (
    <MessageBar intent="info" data-testid="update-prompt">
      <MessageBarBody>{t('update.available', 'A new version of the catalogue is ready.')}</MessageBarBody>
      <MessageBarActions>
        <Button appearance="primary" onClick={reloadIntoNewVersion}>
          {t('update.reload', 'Reload to update')}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
