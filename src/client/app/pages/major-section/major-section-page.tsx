/** One level of the catalogue hierarchy, leading to minor sections (catalogue spec, section 2). */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { SectionLevelView } from '../../../features/catalogue/section-level-view';
import { NodeLinks } from '../../../features/catalogue/node-links';
import { VehicleSearch } from '../../../features/catalogue/search/vehicle-search';

/** A major section: its minor sections. */
export default function MajorSectionPage() {
  const { t } = useTranslation();
  const { catId = '' } = useParams();
  return (
    <SectionLevelView catHieId={catId} fallbackTitle={t('pages.majorSection.title', 'Major section')}>
      {(hierarchy) => (
        <>
          <VehicleSearch node={hierarchy.node} />
          <NodeLinks
            nodes={hierarchy.children}
            hrefFor={(minor) =>
              `/major-section/${encodeURIComponent(catId)}/minor-section/${encodeURIComponent(minor.catHieId)}`
            }
          />
        </>
      )}
    </SectionLevelView>
  );
}
