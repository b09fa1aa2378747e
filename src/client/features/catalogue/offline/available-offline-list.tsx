/** Shows which vehicles this device keeps for offline use and what they cost in space (catalogue spec, section 1). */
import {
  Button,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { offlineCatalogueDb } from '../../../store/offline-catalogue/offline-catalogue-db';
import { removeVehicle } from '../../../store/offline-catalogue/offline-vehicles';
import { AppLink } from '../../../components/app-link';
import { useFormatters } from '../../../components/use-formatters';
import { StoragePersistenceNote } from './storage-persistence-note';
import { useKeptVehicles } from './use-kept-vehicles';
import { useStoragePersistence } from './use-storage-persistence';
import { useStorageUse } from './use-storage-use';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** The 'Available offline' list: what is kept on this device, how much space it takes, removal. */
export function AvailableOfflineList() {
  const { t } = useTranslation();
  const styles = useStyles();
  const format = useFormatters();
  const vehicles = useKeptVehicles();
  const total = (vehicles ?? []).reduce((sum, vehicle) => sum + vehicle.bytes, 0);
  const { persistence } = useStoragePersistence();
  // Asked again when the kept vehicles change, so it follows a removal.
  const use = useStorageUse(total);

  return (
    <section className={styles.section} aria-labelledby="available-offline-heading">
      <Title2 as="h2" id="available-offline-heading">
        {t('availableOffline.title', 'Available offline')}
      </Title2>
      {vehicles !== undefined && vehicles.length === 0 ? (
        <Text as="p">
          {t(
            'availableOffline.none',
            'No vehicle is kept on this device. Open a vehicle catalogue and choose Make available offline.',
          )}
        </Text>
      ) : (
        <>
          <Table aria-labelledby="available-offline-heading" data-testid="available-offline">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('availableOffline.vehicle', 'Vehicle')}</TableHeaderCell>
                <TableHeaderCell>{t('availableOffline.language', 'Language')}</TableHeaderCell>
                <TableHeaderCell>{t('availableOffline.pages', 'Pages')}</TableHeaderCell>
                <TableHeaderCell>{t('availableOffline.size', 'Size')}</TableHeaderCell>
                <TableHeaderCell>{t('availableOffline.saved', 'Saved')}</TableHeaderCell>
                <TableHeaderCell>{t('availableOffline.actions', 'Actions')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {(vehicles ?? []).map((vehicle) => (
                <TableRow key={vehicle.key}>
                  <TableCell>
                    <AppLink to={`/catalogue/${encodeURIComponent(vehicle.catHieId)}`}>
                      {t('availableOffline.model', '{{model}} {{year}}', {
                        model: vehicle.modelName,
                        year: vehicle.modelYear,
                      })}
                    </AppLink>
                  </TableCell>
                  <TableCell>{vehicle.langCode}</TableCell>
                  <TableCell>
                    {vehicle.status === 'complete'
                      ? vehicle.pageCount
                      : t('availableOffline.incomplete', 'Incomplete download')}
                  </TableCell>
                  <TableCell>{format.bytes(vehicle.bytes)}</TableCell>
                  <TableCell>{format.dateTime(vehicle.savedAt)}</TableCell>
                  <TableCell>
                    <Button
                      aria-label={t('availableOffline.removeVehicle', 'Remove {{model}} {{year}} from this device', {
                        model: vehicle.modelName,
                        year: vehicle.modelYear,
                      })}
                      onClick={() => void removeVehicle(offlineCatalogueDb(), vehicle.key)}
                    >
                      {t('availableOffline.remove', 'Remove')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Text as="p">
            {t('availableOffline.total', 'Space used on this device: {{size}}', { size: format.bytes(total) })}
          </Text>
          <StoragePersistenceNote persistence={persistence} />
          {use !== undefined && (
            <Text as="p" size={200} data-testid="storage-use">
              {t(
                'availableOffline.storageUse',
                'This site stores {{usage}} in all; the browser lets it store up to {{quota}} on this device.',
                {
                  usage: format.bytes(use.usageBytes),
                  quota: format.bytes(use.quotaBytes),
                },
              )}
            </Text>
          )}
        </>
      )}
      <Text as="p" size={200}>
        {t(
          'availableOffline.offlineNote',
          'Offline: vehicles listed here open, with their illustrations and documents, and can be searched without a network.',
        )}
      </Text>
    </section>
  );
}
