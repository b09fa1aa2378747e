/** Tells the user what of a catalogue level works offline (catalogue spec, section 1, our addition). */
import { useTranslation } from 'react-i18next';

/**
 * What works offline on a catalogue level (a vehicle's catalogue, its major, minor and page
 * sections, the illustration): levels read before are kept by the service worker, and a
 * vehicle made available offline is read from this device in full.
 */
export function useCatalogueOfflineSentence(): string {
  const { t } = useTranslation();
  return t(
    'catalogue.offlineNote',
    'Offline: catalogue pages you have opened on this device, and every page of a vehicle made available offline, open without a network; others need it.',
  );
}
