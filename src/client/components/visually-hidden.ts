/** Text for screen readers alone (no spec section: accessibility plumbing shared by the features). */
import { makeStyles } from '@fluentui/react-components';

/** Text for screen readers only: kept in the accessibility tree, not drawn. */
export const useVisuallyHiddenStyles = makeStyles({
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: 0,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: 0,
  },
});
