import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { brands } from '../../../../config/sites';
import { useHierarchy } from '../../../api/catalogue/next-level-hierarchies';
import { HierarchyView } from '../../catalogue/hierarchy-view';
import { ModelCards } from '../../catalogue/model-cards';
import { CatalogueOfflineNote } from '../../catalogue/offline-note';
import { useCatalogueQuery } from '../../catalogue/use-catalogue-query';
import { AppLink } from '../../components/app-link';
import { useSiteLocale } from '../../routing/site-locale-context';

const useStyles = makeStyles({
  brands: { display: 'flex', gap: tokens.spacingHorizontalL, alignItems: 'center' },
});

/** Home: the brand's models. Each brand is a site, so switching brand switches the URL. */
export default function HomePage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const { site } = useSiteLocale();
  const state = useHierarchy(useCatalogueQuery(site.id));
  const otherBrands = brands.filter((brand) => brand.siteId !== site.id);
  return (
    <HierarchyView state={state} title={t('pages.home.title', 'Home')} fallbackTitle={t('pages.home.title', 'Home')}>
      {(hierarchy) => (
        <>
          <div className={styles.brands}>
            <Text>{t('home.otherBrands', 'Other brands:')}</Text>
            {otherBrands.map((brand) => (
              <AppLink key={brand.siteId} to="/home" site={brand.siteId}>
                {brand.name}
              </AppLink>
            ))}
          </div>
          <ModelCards models={hierarchy.children} />
          <CatalogueOfflineNote />
        </>
      )}
    </HierarchyView>
  );
}
