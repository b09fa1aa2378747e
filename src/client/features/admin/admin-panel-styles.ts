/**
 * The layout the admin page's rates and price areas share: a column of parts with room above
 * and below, and a row of fields that wraps on a narrow screen.
 */
import { makeStyles, tokens } from '@fluentui/react-components';

export const useAdminPanelStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    paddingBlock: tokens.spacingVerticalM,
  },
  fields: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
});
