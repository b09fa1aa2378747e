/** The footer's Applications and Add-Ons column (shell spec, section 2). */
import { useTranslation } from 'react-i18next';
import { applicationLinks } from '../../../../config/footer-links';
import { ExternalLinkList } from './external-link-list';
import { FooterSection } from './footer-section';

export function ApplicationLinks() {
  const { t } = useTranslation();
  return (
    <FooterSection title={t('footer.applications', 'Applications and Add-Ons')}>
      <ExternalLinkList
        links={[
          { label: t('footer.apps.diagnostics', 'Diagnostics'), href: applicationLinks.diagnostics },
          {
            label: t('footer.apps.technicalInformation', 'Technical information'),
            href: applicationLinks.technicalInformation,
          },
          { label: t('footer.apps.partsOrdering', 'Retailer parts ordering'), href: applicationLinks.partsOrdering },
          { label: t('footer.apps.mobileApp', 'Parts Catalogue mobile app'), href: applicationLinks.mobileApp },
        ]}
      />
    </FooterSection>
  );
}
