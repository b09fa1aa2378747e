/** Says a catalogue level could not be read, offline or after a failure (catalogue spec, section 8). */
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

/** A catalogue level that could not be read: never opened here and offline, or a failure. */
export function CatalogueUnavailable({ notOffline }: { notOffline: boolean }) {
  const { t } = useTranslation();
  return (
    <MessageBar intent={notOffline ? 'warning' : 'error'} data-testid="catalogue-unavailable">
      <MessageBarBody>
        {notOffline
          ? t(
              'catalogue.notOffline',
              'This page has not been opened on this device before, so it is not available offline.',
            )
          : t('catalogue.failed', 'Something went wrong. Try again!')}
      </MessageBarBody>
    </MessageBar>
  );
}
