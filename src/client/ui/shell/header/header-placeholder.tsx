import { useTranslation } from 'react-i18next';
import { BrandTitle } from './brand-title';
import { useHeaderStyles } from './header-styles';

/**
 * Stands in for the full header while its script loads: the same bar and title, and no
 * controls. A drawer or menu opened in a stand-in would vanish the moment the real header
 * replaced it, taking the user's half-made choice with it.
 */
export function HeaderPlaceholder() {
  const { t } = useTranslation();
  const styles = useHeaderStyles();
  return (
    <header className={styles.header} aria-label={t('header.label', 'Site header')} aria-busy="true" data-testid="header-placeholder">
      <BrandTitle />
    </header>
  );
}
