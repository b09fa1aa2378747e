/** The bar every header variant is drawn in (shell spec, section 2). */
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useHeaderStyles } from './header-styles';

/** The header element of every header variant: the shared bar, labelled 'Site header'. */
export function HeaderBar({ children, ...attributes }: HTMLAttributes<HTMLElement> & { 'data-testid'?: string }) {
  const { t } = useTranslation();
  const styles = useHeaderStyles();
  return (
    <header className={styles.header} aria-label={t('header.label', 'Site header')} {...attributes}>
      {children}
    </header>
  );
}
