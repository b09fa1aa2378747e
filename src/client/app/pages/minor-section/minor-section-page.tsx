/** One level of the catalogue hierarchy, leading to page sections (catalogue spec, section 2). */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { SectionLevelView } from '../../../features/catalogue/section-level-view';
import { NodeLinks } from '../../../features/catalogue/node-links';
import { VehicleSearch } from '../../../features/catalogue/search/vehicle-search';

/** A minor section: its page sections. */
export default function MinorSectionPage() {
  const { t } = useTranslation();
  const { catId = '', minorCatHeiId = '' } = useParams();
  const base = `/major-section/${encodeURIComponent(catId)}/minor-section/${encodeURIComponent(minorCatHeiId)}`;
  return (
    <SectionLevelView catHieId={minorCatHeiId} fallbackTitle={t('pages.minorSection.title', 'Minor section')}>
      {(hierarchy) => (
        <>
          <VehicleSearch node={hierarchy.node} />
          <NodeLinks
            nodes={hierarchy.children}
            hrefFor={(page) => `${base}/page-section/${encodeURIComponent(page.catHieId)}`}
          />
        </>
      )}
    </SectionLevelView>
  );
}
