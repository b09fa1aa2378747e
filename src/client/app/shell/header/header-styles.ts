/** Shared header layout, so switching header variants does not move the page (shell spec, section 2). */
import { makeStyles, tokens } from '@fluentui/react-components';

/** The bar every header variant shares, so switching between them does not move the page. */
export const useHeaderStyles = makeStyles({
  header: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalL,
    minHeight: '48px',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  spacer: { flexGrow: 1 },
  tools: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});
