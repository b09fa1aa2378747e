/** The footer's About Us column of company links (shell spec, section 2). */
import { useTranslation } from 'react-i18next';
import { aboutUsLinks } from '../../../../config/footer-links';
import { ExternalLinkList } from './external-link-list';
import { FooterSection } from './footer-section';

export function AboutUsLinks() {
  const { t } = useTranslation();
  return (
    <FooterSection title={t('footer.aboutUs', 'About Us')}>
      <ExternalLinkList
        links={[
          { label: t('footer.about.company', 'Our company'), href: aboutUsLinks.company },
          { label: t('footer.about.careers', 'Careers'), href: aboutUsLinks.careers },
          { label: t('footer.about.newsroom', 'Newsroom'), href: aboutUsLinks.newsroom },
          { label: t('footer.about.accessibility', 'Accessibility statement'), href: aboutUsLinks.accessibility },
        ]}
      />
    </FooterSection>
  );
}
