/** Shows what a VIN decodes to and leads into its catalogue (catalogue spec, section 2). */
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { DecodedVehicle } from '../../../api/catalogue/vin-decode';
import { FavouriteVinToggle } from '../../../features/catalogue/vehicle/favourite-vin-toggle';
import { FeatureCodesTable } from '../../../features/catalogue/vehicle/feature-codes-table';
import { useOpenVehicleCatalogue } from '../../../features/catalogue/vehicle/use-open-vehicle-catalogue';
import { VehicleSummary } from '../../../features/catalogue/vehicle/vehicle-summary';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalM },
  favourite: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/**
 * A decoded vehicle: model, model year and feature codes, a favourite star, and the way into
 * its catalogue. The page has already put it first in the user's recent VINs as it arrived.
 */
export function DecodedVehicleView({ vehicle, userKey }: { vehicle: DecodedVehicle; userKey: string }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const openCatalogue = useOpenVehicleCatalogue();
  const featureCodes = vehicle.featureCodes.map((feature) => feature.code);

  return (
    <section className={styles.section} aria-labelledby="decoded-vehicle-heading">
      <Text as="h2" id="decoded-vehicle-heading" weight="semibold" size={500}>
        {t('vin.decoded.title', 'Decoded vehicle')}
      </Text>
      <VehicleSummary
        modelName={vehicle.modelName}
        modelYear={vehicle.modelYear}
        vin={vehicle.vin}
        registrationNumber={vehicle.registrationNumber}
        checkDigitValid={vehicle.checkDigitValid}
      />
      <div className={styles.favourite}>
        <FavouriteVinToggle userKey={userKey} vin={vehicle.vin} />
        <Text>{t('vin.favourite.hint', 'Star this VIN to keep it among your favourites.')}</Text>
      </div>
      <Text as="h3" weight="semibold" size={400}>
        {t('vin.featureCodes.title', 'Feature codes')}
      </Text>
      <FeatureCodesTable featureCodes={vehicle.featureCodes} />
      <Button
        appearance="primary"
        onClick={() => openCatalogue({ ...vehicle, imageUrl: null, decoded: { vin: vehicle.vin, featureCodes } })}
      >
        {t('vin.openCatalogue', 'Open catalogue')}
      </Button>
    </section>
  );
}
