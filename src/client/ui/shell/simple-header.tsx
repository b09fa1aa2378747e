import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../components/app-link';
import { useSiteLocale } from '../routing/site-locale-context';
import { SessionMenu } from '../session/session-menu';
import { LanguagePicker } from './language-picker';
import { SyncBadge } from './sync-badge';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalL,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  logo: { height: '32px', display: 'block' },
  title: { flexGrow: 1 },
});

export function SimpleHeader() {
  const { t } = useTranslation();
  const styles = useStyles();
  const { brand } = useSiteLocale();
  return (
    <header className={styles.header}>
      <AppLink to="/home">
        <img className={styles.logo} src={brand.logoUrl} alt={t('header.logoAlt', '{{brand}} home', { brand: brand.name })} />
      </AppLink>
      <Text className={styles.title} weight="semibold" size={500}>
        {t('header.title', 'Parts Catalogue')}
      </Text>
      <LanguagePicker />
      <SyncBadge />
      <SessionMenu />
    </header>
  );
}
