/** The side drawer that holds the bookmarks, opened from the header's bookmarks icon (shell spec, section 2). */
import { OverlayDrawer } from '@fluentui/react-components';
import { BookmarksDrawerContent } from './bookmarks-drawer-content';

/**
 * The drawer with its contents, loaded together on the first opening (bookmarks-button.tsx):
 * a lazy part inside an open dialog would leave the dialog hidden from assistive technology
 * (its focus trap starts before the part is there).
 */
export default function BookmarksDrawer({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <OverlayDrawer position="end" size="medium" open={open} onOpenChange={(_event, data) => onOpenChange(data.open)}>
      {open && <BookmarksDrawerContent onClose={() => onOpenChange(false)} />}
    </OverlayDrawer>
  );
}
