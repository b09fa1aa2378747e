/** The drawer the market and language button opens (shell spec, section 2), loaded on first use. */
import { OverlayDrawer } from '@fluentui/react-components';
import { MarketLanguageForm } from './market-language-form';

export function MarketLanguageDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <OverlayDrawer position="end" open={open} onOpenChange={(_event, data) => !data.open && onClose()}>
      {open && <MarketLanguageForm onClose={onClose} />}
    </OverlayDrawer>
  );
}
