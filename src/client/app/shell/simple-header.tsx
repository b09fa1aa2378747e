/** The header for guests and off the catalogue paths (shell spec, section 2). */
import { SessionMenu } from '../../features/session/session-menu';
import { BrandTitle } from './header/brand-title';
import { HeaderBar } from './header/header-bar';
import { useHeaderStyles } from './header/header-styles';
import { MarketLanguageButton } from './market-language/market-language-button';
import { SyncBadge } from './sync-badge';

/**
 * The header off the catalogue paths and for guests (shell spec, section 2): logo, title, the
 * market and language selector, the sync state and who is signed in.
 */
export function SimpleHeader() {
  const styles = useHeaderStyles();
  return (
    <HeaderBar>
      <BrandTitle />
      <span className={styles.spacer} />
      <div className={styles.tools}>
        <MarketLanguageButton />
        <SyncBadge />
        <SessionMenu />
      </div>
    </HeaderBar>
  );
}
