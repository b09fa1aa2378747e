/** A part row's way to put the part on the shopping list, saying when it is there (catalogue spec, section 4). */
import { Badge, Button, makeStyles, tokens } from '@fluentui/react-components';
import { Cart20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { preloadAddToListPopover, type AddToListRequest } from './add-to-list-popover';

const useStyles = makeStyles({
  wrapper: {
    display: 'inline-flex',
    alignItems: 'center',
    // The 'In list' badge goes under the button when the table is narrow (1366 px with the
    // illustration beside it), so the last column is never cut off.
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalXS,
    rowGap: tokens.spacingVerticalXXS,
    '@media print': { display: 'none' },
  },
});

export interface AddToListButtonProps {
  partNumber: string;
  description: string;
  /** The quantity the part already has in the list, if it is there. */
  quantityInList: string | undefined;
  /** Opens the list's one quantity popover (useAddToListPopover) at this button. */
  onOpen: (request: AddToListRequest) => void;
  /** The popover is open for this part. */
  expanded: boolean;
}

/**
 * A part's 'Add to list' and, when the part is in the shopping list already, its quantity
 * there. The button only asks for the popover: a list of parts shares one, since mounting a
 * popover per row was most of the time a parts list took to show.
 */
export function AddToListButton({ partNumber, description, quantityInList, onOpen, expanded }: AddToListButtonProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <span className={styles.wrapper}>
      <Button
        size="small"
        icon={<Cart20Regular />}
        aria-haspopup="dialog"
        aria-expanded={expanded}
        aria-label={t('shoppingList.add.openFor', 'Add to list, {{partNumber}}', { partNumber })}
        onClick={(event) => onOpen({ partNumber, description, quantityInList, target: event.currentTarget })}
        onPointerEnter={preloadAddToListPopover}
        onFocus={preloadAddToListPopover}
      >
        {t('shoppingList.add.open', 'Add to list')}
      </Button>
      <span role="status">
        {quantityInList !== undefined && (
          <Badge appearance="tint" color="brand" size="small">
            {t('shoppingList.add.inList', 'In list: {{quantity}}', { quantity: quantityInList })}
          </Badge>
        )}
      </span>
    </span>
  );
}
