/** The configuration selector's model branch, from a vehicle catalogue id (catalogue spec, section 2). */
import { Button } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useHierarchy } from '../../../api/catalogue/next-level-hierarchies';
import { isNotFound } from '../../../api/http-client';
import { PageSkeleton } from '../../../components/page-skeleton';
import { useModelQuery } from '../../../features/catalogue/vehicle/use-model-query';
import { useOpenVehicleCatalogue } from '../../../features/catalogue/vehicle/use-open-vehicle-catalogue';
import { VehicleSummary } from '../../../features/catalogue/vehicle/vehicle-summary';
import { CatalogueUnavailable } from '../../../features/catalogue/vehicle/catalogue-unavailable';
import { UnknownVehicleCatalogue } from '../../../features/catalogue/vehicle/unknown-vehicle-catalogue';

/** A model's configuration: picture, name and year, and Continue into its catalogue. */
export function ModelConfiguration({ catHieId }: { catHieId: string }) {
  const { t } = useTranslation();
  const state = useHierarchy(useModelQuery(catHieId));
  const openCatalogue = useOpenVehicleCatalogue();
  if (state.status === 'loading') return <PageSkeleton />;
  if (state.status === 'failed' && isNotFound(state.error)) return <UnknownVehicleCatalogue id={catHieId} />;
  if (state.status !== 'ready') return <CatalogueUnavailable notOffline={state.status === 'not-offline'} />;
  const { node } = state.hierarchy;
  if (!node?.c_epcIsVehicleCatalogue) return <UnknownVehicleCatalogue id={catHieId} />;
  return (
    <>
      <VehicleSummary modelName={node.c_modelName} modelYear={node.c_modelYear} imageUrl={node.c_imageURL} />
      <Button
        appearance="primary"
        onClick={() =>
          openCatalogue({
            catHieId: node.catHieId,
            modelName: node.c_modelName,
            modelYear: node.c_modelYear,
            modelCode: node.c_modelCode,
            imageUrl: node.c_imageURL,
          })
        }
      >
        {t('configSelector.continue', 'Continue')}
      </Button>
    </>
  );
}
