/** The header's logo and title, the way home (shell spec, section 2). */
import { Text, makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link';
import { useSiteLocale } from '../../../i18n/site-locale-context';

const logoHeight = 32;

const useStyles = makeStyles({
  logo: { display: 'block' },
  title: { whiteSpace: 'nowrap' },
});

/** The brand logo, leading to /home, and the title 'Parts Catalogue' (shell spec, section 2). */
export function BrandTitle() {
  const { t } = useTranslation();
  const styles = useStyles();
  const { brand } = useSiteLocale();
  return (
    <>
      <AppLink to="/home">
        {/* Sized before it loads, so the header does not move when it arrives. */}
        <img
          className={styles.logo}
          width={Math.round(logoHeight * brand.logoAspectRatio)}
          height={logoHeight}
          src={brand.logoUrl}
          alt={t('header.logoAlt', '{{brand}} home', { brand: brand.name })}
        />
      </AppLink>
      <Text className={styles.title} weight="semibold" size={500}>
        {t('header.title', 'Parts Catalogue')}
      </Text>
    </>
  );
}
