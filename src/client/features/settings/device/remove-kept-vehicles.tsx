/**
 * Removes every vehicle kept offline after a confirmation (catalogue spec, section 1, our
 * offline addition): one at a time through the download queue, so a download under way
 * stops first instead of writing into a vehicle being removed.
 */
import { Button } from '@fluentui/react-components';
import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { removeKeptDownload } from '../../../machines/offline-download/keep-vehicle-offline';
import { offlineCatalogueDb } from '../../../store/offline-catalogue/offline-catalogue-db';
import { listVehicles } from '../../../store/offline-catalogue/offline-vehicles';

export function RemoveKeptVehicles() {
  const { t } = useTranslation();
  const vehicles = useLiveQuery(() => listVehicles(offlineCatalogueDb()), []);
  if (!vehicles || vehicles.length === 0) return null;

  const removeAll = async (): Promise<string | null> => {
    try {
      const db = offlineCatalogueDb();
      for (const vehicle of vehicles) {
        await removeKeptDownload(db, {
          catHieId: vehicle.catHieId,
          langCode: vehicle.langCode,
          marketCode: vehicle.marketCode ?? '',
        });
      }
      return null;
    } catch (error) {
      console.warn('Could not remove the kept vehicles', error);
      return t('settings.device.clearFailed', 'Something went wrong. Try again!');
    }
  };

  return (
    <ConfirmDialog
      trigger={<Button>{t('settings.device.removeVehicles', 'Remove all kept vehicles')}</Button>}
      title={t('settings.device.removeVehiclesTitle', 'Remove all {{count}} kept vehicles from this device?', {
        count: vehicles.length,
      })}
      confirmLabel={t('settings.device.removeVehiclesConfirm', 'Remove')}
      cancelLabel={t('settings.device.cancel', 'Cancel')}
      onConfirm={removeAll}
    >
      {t(
        'settings.device.removeVehiclesText',
        'They will no longer open offline; any of them can be made available offline again with a network. Your shopping list, notes and bookmarks stay.',
      )}
    </ConfirmDialog>
  );
}
