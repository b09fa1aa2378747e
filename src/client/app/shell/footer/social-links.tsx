/** The footer's social network links for both brands (shell spec, section 2). */
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { brandSocialLinks, type SocialNetwork } from '../../../../config/footer-links';
import { brands } from '../../../../config/sites';
import { ExternalLinkList } from './external-link-list';
import { FooterSection } from './footer-section';

const useStyles = makeStyles({
  brands: { display: 'flex', gap: tokens.spacingHorizontalXXL, flexWrap: 'wrap' },
  brand: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

const socialNetworks: readonly SocialNetwork[] = ['facebook', 'instagram', 'youtube', 'x', 'linkedin'];

/** "Social links for both brands", whichever brand's site is showing. */
export function SocialLinks() {
  const { t } = useTranslation();
  const styles = useStyles();
  const networkNames: Record<SocialNetwork, string> = {
    facebook: t('footer.social.facebook', 'Facebook'),
    instagram: t('footer.social.instagram', 'Instagram'),
    youtube: t('footer.social.youtube', 'YouTube'),
    x: t('footer.social.x', 'X'),
    linkedin: t('footer.social.linkedin', 'LinkedIn'),
  };
  return (
    <FooterSection title={t('footer.followUs', 'Follow us')}>
      <div className={styles.brands}>
        {brands.map((brand) => {
          const links = brandSocialLinks[brand.siteId];
          return (
            <div key={brand.siteId} className={styles.brand}>
              <Text weight="semibold">{brand.name}</Text>
              <ExternalLinkList
                links={socialNetworks.flatMap((network) => {
                  const href = links?.[network];
                  if (href === undefined) return [];
                  const label = t('footer.social.link', '{{brand}} on {{network}}', {
                    brand: brand.name,
                    network: networkNames[network],
                  });
                  return [{ href, label }];
                })}
              />
            </div>
          );
        })}
      </div>
    </FooterSection>
  );
}
