/** Tells the user whether the browser may evict the kept vehicles (catalogue spec, section 1, our addition). */
import { Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Persistence } from '../../../store/offline-catalogue/storage-persistence';

/** One line: whether the browser may clear the kept vehicles to free space. Nothing until it has said. */
export function StoragePersistenceNote({ persistence }: { persistence: Persistence | undefined }) {
  const { t } = useTranslation();
  if (persistence === undefined) return null;
  return (
    <Text as="p" size={200} data-testid="storage-persistence" data-persistence={persistence}>
      {persistence === 'persisted'
        ? t('offlineVehicle.persisted', 'Kept on this device: the browser will not clear it to free space.')
        : t('offlineVehicle.notPersisted', 'The browser may clear kept vehicles when the device runs low on space.')}
    </Text>
  );
}
