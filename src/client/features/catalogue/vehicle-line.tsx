/** Reminds the user which vehicle, and which VIN, they are browsing (catalogue spec, section 2). */
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { CatalogueNode } from '../../api/catalogue/next-level-hierarchies';
import { useBrowsingContext } from '../../store/browsing-context-storage';

const useStyles = makeStyles({
  line: { margin: 0, fontWeight: tokens.fontWeightSemibold },
});

/**
 * The vehicle being browsed: model and year from the level itself, so the line is there in the
 * page's first drawing (it used to wait for the browsing context the page writes once loaded,
 * and pushed the heading and everything under it down: layout shift, issue 19), and the VIN
 * when the catalogue was entered by VIN for this same vehicle (same model code and year).
 */
export function VehicleLine({ node }: { node: CatalogueNode | null }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const context = useBrowsingContext();
  if (!node) return null;
  const model = node.c_modelName;
  const year = String(node.c_modelYear);
  const car = context?.carDetails;
  const sameVehicle = car?.modelCode === node.c_modelCode && car.modelYear === year;
  const vin = sameVehicle && context?.type === 'vin' ? context.vin : null;
  return (
    <Text as="p" size={300} className={styles.line} data-testid="vehicle-line">
      {vin
        ? t('catalogue.vehicleByVin', '{{model}} {{year}}, VIN {{vin}}', { model, year, vin })
        : t('catalogue.vehicle', '{{model}} {{year}}', { model, year })}
    </Text>
  );
}
