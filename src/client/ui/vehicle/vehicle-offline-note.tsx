import { Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

/** What works offline where VINs are entered and decoded. */
export function VehicleOfflineNote() {
  const { t } = useTranslation();
  return (
    <Text as="p" size={200}>
      {t('vin.offlineNote', 'Offline: decoding a VIN or a registration needs a network; your recent and favourite VINs are kept on this device, and the catalogues of recent VINs open again if you opened them here before.')}
    </Text>
  );
}
