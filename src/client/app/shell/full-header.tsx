/** The header registered users see on catalogue paths, in the spec's order (shell spec, section 2). */
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { showsAdminTab } from '../../../domain/shell/profile-menu';
import type { Customer } from '../../../domain/commerce/customer';
import { BookmarksButton } from '../../features/bookmarks/bookmarks-button';
import { AdminTab } from './header/admin-tab';
import { BasketLink } from './header/basket-link';
import { BrandTitle } from './header/brand-title';
import { HeaderBar } from './header/header-bar';
import { useHeaderStyles } from './header/header-styles';
import { NewSessionButton } from './header/new-session-button';
import { MarketLanguageButton } from './market-language/market-language-button';
import { EpcUpdatesButton } from './news/epc-updates-button';
import { ProfileButton } from '../../features/session/profile/profile-button';
import { fullNameOf } from '../../machines/session/use-shell-session';
import { ServiceMessageBanner } from './service-message/service-message-banner';
import { SyncBadge } from './sync-badge';

const useStyles = makeStyles({
  nav: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  fullName: { paddingInline: tokens.spacingHorizontalS },
});

/**
 * The header for registered users on catalogue paths, left to right as the shell spec
 * (section 2) lists it: the system notification banner above, then logo, title and the nav.
 * Memoised: the shell renders again on every navigation, the header's own state does not change.
 */
export const FullHeader = memo(function FullHeader({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const headerStyles = useHeaderStyles();
  return (
    <>
      <ServiceMessageBanner />
      <HeaderBar data-testid="full-header">
        <BrandTitle />
        <span className={headerStyles.spacer} />
        <nav className={styles.nav} aria-label={t('header.navLabel', 'Catalogue tools')}>
          {showsAdminTab(customer) && <AdminTab />}
          <EpcUpdatesButton />
          <NewSessionButton />
          <Text className={styles.fullName} weight="semibold" data-testid="user-full-name">
            {fullNameOf(customer)}
          </Text>
          <MarketLanguageButton />
          <BookmarksButton />
          <SyncBadge />
          <ProfileButton customer={customer} />
          <BasketLink />
        </nav>
      </HeaderBar>
    </>
  );
});
