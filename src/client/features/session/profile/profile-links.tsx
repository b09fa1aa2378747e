/** Which pages the profile popover offers to which users (shell spec, sections 2 and 6). */
import { Link, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { profileLinks, type ProfileLink } from '../../../../domain/shell/profile-menu';
import type { Customer } from '../../../../domain/commerce/customer';
import { useSiteLocale } from '../../../i18n/site-locale-context';
import { useMayOpen } from '../../../machines/session/use-may-open';
import { localToday } from '../../../machines/session/use-viewer';
import { ProfileLinkItem } from './profile-link-item';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
});

/**
 * The popover's links, in the spec's order, each only for the users it is meant for: a page
 * the user may not open (the shopping list of an expired subscriber) is not offered.
 */
export function ProfileLinks({ customer, onNavigate }: { customer: Customer; onNavigate: () => void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { hrefFor } = useSiteLocale();
  const mayOpen = useMayOpen();
  const appLinks: Record<Exclude<ProfileLink, 'help'>, { to: string; label: string }> = {
    'shopping-list': { to: '/shopping-list', label: t('profile.shoppingList', 'Manage Shopping List') },
    notes: { to: '/notes', label: t('profile.notes', 'My Notes') },
    settings: { to: '/settings', label: t('profile.settings', 'Settings') },
    'manage-subscription': {
      to: '/manage-subscription',
      label: t('profile.manageSubscription', 'Manage Subscription'),
    },
    'search-history': { to: '/search-history', label: t('profile.searchHistory', 'Search History') },
    'data-download': { to: '/eu-legislation', label: t('profile.dataDownload', 'Data Download Platform') },
  };

  const offered = profileLinks(customer, localToday()).filter((link) => link === 'help' || mayOpen(appLinks[link].to));

  return (
    <ul className={styles.list}>
      {offered.map((link) => (
        <li key={link}>
          {link === 'help' ? (
            // "Help (new window)": the help page opens beside the catalogue, not instead of it.
            <Link href={hrefFor('/help')} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
              {t('profile.help', 'Help')}
            </Link>
          ) : (
            <ProfileLinkItem to={appLinks[link].to} label={appLinks[link].label} onNavigate={onNavigate} />
          )}
        </li>
      ))}
    </ul>
  );
}
