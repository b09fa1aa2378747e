/** Opens a vehicle catalogue someone shared by link (catalogue spec, section 2). */
import { Spinner, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useHierarchy } from '../../../api/catalogue/next-level-hierarchies';
import { isNotFound } from '../../../api/http-client';
import { OfflineNote } from '../../../components/offline-note';
import { CatalogueUnavailable } from '../../../features/catalogue/vehicle/catalogue-unavailable';
import { UnknownVehicleCatalogue } from '../../../features/catalogue/vehicle/unknown-vehicle-catalogue';
import { useModelQuery } from '../../../features/catalogue/vehicle/use-model-query';
import { useOpenVehicleCatalogue } from '../../../features/catalogue/vehicle/use-open-vehicle-catalogue';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalL,
    maxWidth: '1024px',
  },
});

/**
 * /shared-catalogue/:id, a vehicle catalogue shared by link: once the catalogue is found, the
 * browsing context is written as a shared catalogue by model and the catalogue replaces this
 * page in the history (so Back does not bounce here again). An unknown id says so.
 */
export default function SharedCataloguePage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const { id = '' } = useParams();
  const state = useHierarchy(useModelQuery(id));
  const openCatalogue = useOpenVehicleCatalogue();
  const hierarchy = state.status === 'ready' ? state.hierarchy : null;
  const node = hierarchy?.node?.c_epcIsVehicleCatalogue ? hierarchy.node : null;
  const brand = hierarchy?.breadcrumb[0]?.catHieId;

  useEffect(() => {
    if (!node) return;
    openCatalogue(
      {
        catHieId: node.catHieId,
        brand,
        modelName: node.c_modelName,
        modelYear: node.c_modelYear,
        modelCode: node.c_modelCode,
        imageUrl: node.c_imageURL,
        isSharedCatalogue: true,
      },
      { replace: true },
    );
  }, [node, brand, openCatalogue]);

  let content;
  if (state.status === 'loading' || node) {
    content = (
      <Spinner
        size="small"
        labelPosition="after"
        label={t('sharedCatalogue.opening', 'Opening the shared catalogue…')}
      />
    );
  } else if (hierarchy || (state.status === 'failed' && isNotFound(state.error))) {
    content = <UnknownVehicleCatalogue id={id} />;
  } else {
    content = <CatalogueUnavailable notOffline={state.status === 'not-offline'} />;
  }
  return (
    <article className={styles.page}>
      <Title1 as="h1">{t('pages.sharedCatalogue.title', 'Shared catalogue')}</Title1>
      {content}
      <OfflineNote>
        {t(
          'sharedCatalogue.offlineNote',
          'Offline: a shared catalogue opens if it was opened on this device before; otherwise it needs a network.',
        )}
      </OfflineNote>
    </article>
  );
}
