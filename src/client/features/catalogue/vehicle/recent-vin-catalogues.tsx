/** Reopens recent VINs' catalogues without decoding again, offline too (catalogue spec, section 9). */
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useVehicleLists } from '../../../store/recent-vins';
import { useOpenVehicleCatalogue } from './use-open-vehicle-catalogue';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    padding: 0,
    margin: 0,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalXS,
  },
});

/**
 * The catalogues of the user's recent VINs, opened from what was kept at decoding time, so
 * no decode (and no network) is needed: a catalogue opened before on this device opens offline.
 */
export function RecentVinCatalogues({ userKey }: { userKey: string }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const openCatalogue = useOpenVehicleCatalogue();
  const { recentVins } = useVehicleLists(userKey);
  if (recentVins.length === 0) return null;
  return (
    <section aria-label={t('vin.recentCatalogues.label', 'Catalogues of your recent VINs')}>
      <Text as="p">{t('vin.recentCatalogues.intro', 'You can open the catalogue of a VIN you decoded before:')}</Text>
      <ul className={styles.list}>
        {recentVins.map((vehicle) => (
          <li key={vehicle.vin}>
            <Button
              appearance="transparent"
              onClick={() =>
                openCatalogue({
                  ...vehicle,
                  imageUrl: null,
                  decoded: { vin: vehicle.vin, featureCodes: vehicle.featureCodes },
                })
              }
            >
              {t('vin.recentCatalogues.open', '{{model}} {{year}}, VIN {{vin}}', {
                model: vehicle.modelName,
                year: vehicle.modelYear,
                vin: vehicle.vin,
              })}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
