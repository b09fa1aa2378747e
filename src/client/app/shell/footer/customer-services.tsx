/** The footer's Customer Services column (shell spec, section 2). */
import { Link, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link';
import { useSiteLocale } from '../../../i18n/site-locale-context';
import { useMayOpen } from '../../../machines/session/use-may-open';
import { useShellSession } from '../../../machines/session/use-shell-session';
import { ComplianceLink } from './compliance-link';
import { FooterSection } from './footer-section';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  inactive: { color: tokens.colorNeutralForeground3 },
});

/**
 * Customer Services (shell spec, sections 2 and 6): Help in a new window; View Your Basket for
 * registered users only (a guest, or a user without catalogue access, sees it inactive, with
 * the reason); the EU2018/858 modal.
 */
export function CustomerServices() {
  const { t } = useTranslation();
  const styles = useStyles();
  const { hrefFor } = useSiteLocale();
  const { registered } = useShellSession();
  const mayOpen = useMayOpen();
  const basketLabel = t('footer.viewBasket', 'View Your Basket');
  return (
    <FooterSection title={t('footer.customerServices', 'Customer Services')}>
      <ul className={styles.list}>
        <li>
          <Link href={hrefFor('/help')} target="_blank" rel="noopener noreferrer">
            {t('footer.help', 'Help')}
          </Link>
        </li>
        <li>
          {registered && mayOpen('/shopping-list') && <AppLink to="/shopping-list">{basketLabel}</AppLink>}
          {!registered && (
            <Text className={styles.inactive} aria-disabled="true" data-testid="footer-basket-inactive">
              {t('footer.viewBasketGuest', '{{label}} (sign in to use)', { label: basketLabel })}
            </Text>
          )}
          {registered && !mayOpen('/shopping-list') && (
            <Text className={styles.inactive} aria-disabled="true" data-testid="footer-basket-inactive">
              {t('footer.viewBasketNoAccess', '{{label}} (needs catalogue access)', { label: basketLabel })}
            </Text>
          )}
        </li>
        <li>
          <ComplianceLink />
        </li>
      </ul>
    </FooterSection>
  );
}
