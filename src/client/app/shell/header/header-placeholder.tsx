/** Keeps the page from jumping while the full header's script loads (shell spec, section 2). */
import { BrandTitle } from './brand-title';
import { HeaderBar } from './header-bar';

/**
 * Stands in for the full header while its script loads: the same bar and title, and no
 * controls. A drawer or menu opened in a stand-in would vanish the moment the real header
 * replaced it, taking the user's half-made choice with it.
 */
export function HeaderPlaceholder() {
  return (
    <HeaderBar aria-busy="true" data-testid="header-placeholder">
      <BrandTitle />
    </HeaderBar>
  );
}
