/** The configuration selector's VIN branch, from a decoded vehicle (catalogue spec, section 2). */
import { Button, MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useHierarchy } from '../../../api/catalogue/next-level-hierarchies';
import { useVinDecode, type DecodedVehicle } from '../../../api/catalogue/vin-decode';
import { useSiteLocale } from '../../../i18n/site-locale-context';
import { DecodeProblem } from '../../../features/catalogue/vehicle/decode-problem';
import { FeatureCodesTable } from '../../../features/catalogue/vehicle/feature-codes-table';
import { useCatalogueUser } from '../../../features/catalogue/vehicle/use-catalogue-user';
import { useModelQuery } from '../../../features/catalogue/vehicle/use-model-query';
import { useOpenVehicleCatalogue } from '../../../features/catalogue/vehicle/use-open-vehicle-catalogue';
import { useVinProblemText } from '../../../features/catalogue/vehicle/use-vin-problem-text';
import { VehicleSummary } from '../../../features/catalogue/vehicle/vehicle-summary';
import { decodeKeyOf, parseVinTerm } from '../../../features/catalogue/vehicle/vin-term';

function DecodedConfiguration({ vehicle }: { vehicle: DecodedVehicle }) {
  const { t } = useTranslation();
  const openCatalogue = useOpenVehicleCatalogue();
  // The picture belongs to the model's catalogue node; without it the summary shows none.
  const catalogue = useHierarchy(useModelQuery(vehicle.catHieId));
  const imageUrl = catalogue.status === 'ready' ? (catalogue.hierarchy.node?.c_imageURL ?? null) : null;
  const featureCodes = vehicle.featureCodes.map((feature) => feature.code);
  return (
    <>
      <VehicleSummary
        modelName={vehicle.modelName}
        modelYear={vehicle.modelYear}
        imageUrl={imageUrl}
        vin={vehicle.vin}
        registrationNumber={vehicle.registrationNumber}
        checkDigitValid={vehicle.checkDigitValid}
      />
      <Text as="h2" weight="semibold" size={500}>
        {t('vin.featureCodes.title', 'Feature codes')}
      </Text>
      <FeatureCodesTable featureCodes={vehicle.featureCodes} />
      <Button
        appearance="primary"
        onClick={() => openCatalogue({ ...vehicle, imageUrl, decoded: { vin: vehicle.vin, featureCodes } })}
      >
        {t('configSelector.continue', 'Continue')}
      </Button>
    </>
  );
}

/**
 * A VIN's configuration: the vehicle decoded (network needed), its feature codes, and
 * Continue. A registration number in place of the VIN is decoded as on the VIN decoder.
 */
export function VinConfiguration({ vin }: { vin: string }) {
  const { locale } = useSiteLocale();
  const user = useCatalogueUser();
  const problemText = useVinProblemText();
  const term = parseVinTerm(vin, user.checkDigitRequired);
  const key = decodeKeyOf(term);
  const outcome = useVinDecode(
    key && { ...key, langCode: locale.id, marketCode: user.marketCode, userId: user.userId, userType: user.userType },
  );
  if (term.kind === 'vin' && !term.check.ok) {
    return (
      <MessageBar intent="error" data-testid="vin-problem">
        <MessageBarBody>{problemText(term.check, vin)}</MessageBarBody>
      </MessageBar>
    );
  }
  if (outcome.status === 'decoded') return <DecodedConfiguration vehicle={outcome.vehicle} />;
  return <DecodeProblem outcome={outcome} term={term} userKey={user.userKey} />;
}
