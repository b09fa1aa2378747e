/** Home's way to a vehicle by VIN or registration number (catalogue spec, section 2). */
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { RecentVinLists } from '../../../features/catalogue/vehicle/recent-vin-lists';
import { useCatalogueUser } from '../../../features/catalogue/vehicle/use-catalogue-user';
import { VinEntryForm } from '../../../features/catalogue/vehicle/vin-entry-form';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** Home's way to a vehicle by VIN or registration number, with the user's recent and favourite VINs. */
export function VehicleFinder() {
  const { t } = useTranslation();
  const styles = useStyles();
  const { userKey } = useCatalogueUser();
  return (
    <section className={styles.section} aria-labelledby="vehicle-finder-heading">
      <Text as="h2" id="vehicle-finder-heading" weight="semibold" size={500}>
        {t('home.findByVin', 'Find a vehicle by VIN or registration number')}
      </Text>
      <VinEntryForm />
      <RecentVinLists userKey={userKey} />
    </section>
  );
}
