/**
 * The layout container every page sits in (shell spec, section 9: "Layout container widths:
 * 640, 768, 1024, 1200, 1440, 1560 px"). Its maximum width steps up with the viewport, each
 * width from the viewport that first holds it, and it is centred, so a page never runs edge
 * to edge on a wide screen. The container's padding is inside its width.
 */
import { makeStyles, tokens } from '@fluentui/react-components';

/** The spec's container widths, narrowest first. */
export const layoutContainerWidths = [640, 768, 1024, 1200, 1440, 1560] as const;

// One range per step, none overlapping: Griffel orders media queries by their text, not by
// width, so open-ended min-width queries would let '(min-width: 768px)' win over 1560.
const steps = Object.fromEntries(
  layoutContainerWidths.map((width, index) => {
    const next = layoutContainerWidths[index + 1];
    const range =
      next === undefined ? `(min-width: ${width}px)` : `(min-width: ${width}px) and (max-width: ${next - 0.02}px)`;
    return [`@media ${range}`, { maxWidth: `${width}px` }];
  }),
);

export const useLayoutContainerStyles = makeStyles({
  container: {
    boxSizing: 'border-box',
    // Never wider than the space it is in (a scroll bar takes some of the viewport).
    width: '100%',
    marginInline: 'auto',
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXL}`,
    ...steps,
  },
});
