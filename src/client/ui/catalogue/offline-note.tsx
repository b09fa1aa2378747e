import { Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

/** What works offline on a catalogue level. */
export function CatalogueOfflineNote() {
  const { t } = useTranslation();
  return (
    <Text as="p" size={200}>
      {t('catalogue.offlineNote', 'Offline: catalogue pages you have opened on this device, and every page of a vehicle made available offline, open without a network; others need it.')}
    </Text>
  );
}
