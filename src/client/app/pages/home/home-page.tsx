/** Home, where a user picks a vehicle by VIN, registration or model (catalogue spec, section 2). */
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { brands } from '../../../../config/sites';
import { useHierarchy } from '../../../api/catalogue/next-level-hierarchies';
import { HierarchyView } from '../../../features/catalogue/hierarchy-view';
import { ModelCards } from '../../../features/catalogue/model-cards';
import { useCatalogueQuery } from '../../../features/catalogue/use-catalogue-query';
import { AppLink } from '../../../components/app-link';
import { OfflineNote } from '../../../components/offline-note';
import { useSiteLocale } from '../../../i18n/site-locale-context';
import { VehicleFinder } from './vehicle-finder';

const useStyles = makeStyles({
  brands: { display: 'flex', gap: tokens.spacingHorizontalL, alignItems: 'center' },
  models: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * Home: a vehicle by VIN or registration number, or the brand's models. Each brand is a site,
 * so switching brand switches the URL. When the models cannot be shown (offline, never opened
 * here) the VIN entry and the recent VINs still are. The page ends with what works offline,
 * whichever of the two it shows.
 */
export default function HomePage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const { site } = useSiteLocale();
  const state = useHierarchy(useCatalogueQuery(site.id));
  const otherBrands = brands.filter((brand) => brand.siteId !== site.id);
  return (
    <>
      <HierarchyView
        state={state}
        offlineNote={null}
        title={t('pages.home.title', 'Home')}
        fallbackTitle={t('pages.home.title', 'Home')}
      >
        {(hierarchy) => (
          <>
            <VehicleFinder />
            <section className={styles.models} aria-labelledby="models-heading">
              <Text as="h2" id="models-heading" weight="semibold" size={500}>
                {t('home.byModel', 'Find a vehicle by model')}
              </Text>
              <div className={styles.brands}>
                <Text>{t('home.otherBrands', 'Other brands:')}</Text>
                {otherBrands.map((brand) => (
                  <AppLink key={brand.siteId} to="/home" site={brand.siteId}>
                    {brand.name}
                  </AppLink>
                ))}
              </div>
              <ModelCards models={hierarchy.children} />
            </section>
          </>
        )}
      </HierarchyView>
      {state.status !== 'ready' && state.status !== 'loading' && <VehicleFinder />}
      {/* Not under the skeleton: the models would push it down the page as they arrive (layout shift, issue 19). */}
      {state.status !== 'loading' && (
        <OfflineNote>
          {t(
            'home.offlineNote',
            'Offline: the models and catalogue pages you have opened on this device, and every page of a vehicle made available offline, open without a network. Decoding a VIN or a registration number needs one; your recent and favourite VINs stay on this device.',
          )}
        </OfflineNote>
      )}
    </>
  );
}
