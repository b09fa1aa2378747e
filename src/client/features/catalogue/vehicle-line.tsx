/** Reminds the user which vehicle, and which VIN, they are browsing (catalogue spec, section 2). */
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { CatalogueNode } from '../../api/catalogue/next-level-hierarchies';
import { useBrowsingContext } from '../../store/browsing-context-storage';

const useStyles = makeStyles({
  line: { margin: 0, fontWeight: tokens.fontWeightSemibold },
});

/**
 * The vehicle being browsed, from the browsing context: model, year and, when the catalogue
 * was entered by VIN, the VIN. Shown only once the context is about this level's vehicle.
 */
export function VehicleLine({ node }: { node: CatalogueNode | null }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const context = useBrowsingContext();
  const car = context?.carDetails;
  if (!node || !car || car.modelCode !== node.c_modelCode || car.modelYear !== String(node.c_modelYear)) return null;
  return (
    <Text as="p" size={300} className={styles.line} data-testid="vehicle-line">
      {context.type === 'vin' && context.vin
        ? t('catalogue.vehicleByVin', '{{model}} {{year}}, VIN {{vin}}', {
            model: car.modelName,
            year: car.modelYear,
            vin: context.vin,
          })
        : t('catalogue.vehicle', '{{model}} {{year}}', { model: car.modelName, year: car.modelYear })}
    </Text>
  );
}
