/** The quantity popover itself, loaded when first opened (add-to-list-popover.tsx; catalogue spec, section 4). */
import { Popover, PopoverSurface, makeStyles, tokens } from '@fluentui/react-components';
import type { SyntheticEvent } from 'react';
import { AddToListForm } from './add-to-list-form';
import type { AddToListRequest } from './add-to-list-popover';

const useStyles = makeStyles({
  surface: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '20rem' },
});

// The popover is rendered elsewhere in the page but its events bubble through the React tree,
// into whatever list it is rendered in: keep its clicks and keys to itself.
const stayInPopover = (event: SyntheticEvent) => event.stopPropagation();

export interface AddToListPopoverSurfaceProps {
  open: boolean;
  request: AddToListRequest;
  /** Closes it; returnFocus when the user left with Escape or a done form, not a click elsewhere. */
  onClose: (returnFocus: boolean) => void;
}

/** The quantity form in a popover pointing at the button that asked. */
export function AddToListPopoverSurface({ open, request, onClose }: AddToListPopoverSurfaceProps) {
  const styles = useStyles();
  return (
    <Popover
      open={open}
      positioning={{ target: request.target }}
      // Escape gives the focus back to the button; a click elsewhere leaves it where it went.
      onOpenChange={(event, data) => {
        if (!data.open) onClose(event.type === 'keydown');
      }}
      trapFocus
      withArrow
    >
      <PopoverSurface className={styles.surface} onClick={stayInPopover} onKeyDown={stayInPopover}>
        <AddToListForm
          key={request.partNumber}
          partNumber={request.partNumber}
          description={request.description}
          quantityInList={request.quantityInList}
          onDone={() => onClose(true)}
        />
      </PopoverSurface>
    </Popover>
  );
}
