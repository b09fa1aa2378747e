import { OverlayDrawer } from '@fluentui/react-components';
import { MarketLanguageForm } from './market-language-form';

/**
 * The drawer itself, loaded on the first click (its dropdowns are large and most visits never
 * open it). Loaded whole, drawer included: a part loaded later inside an open drawer would be
 * left outside its focus trap.
 */
export default function MarketLanguageDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <OverlayDrawer position="end" open={open} onOpenChange={(_event, data) => onOpenChange(data.open)}>
      {open && <MarketLanguageForm onClose={() => onOpenChange(false)} />}
    </OverlayDrawer>
  );
}
