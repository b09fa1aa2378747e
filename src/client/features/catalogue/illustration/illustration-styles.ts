/** How a page section's illustration looks once its own styles are stripped (catalogue spec, section 2). */
import { makeStyles, tokens } from '@fluentui/react-components';

const shapes = ':is(circle, ellipse, rect, path, polygon, polyline)';

/**
 * The viewer's look. The sanitiser drops the illustration's own <style>, so shapes, leader
 * lines and callouts are styled here; presentation attributes in the SVG still win, because
 * these rules only reach elements that have none.
 */
export const useIllustrationStyles = makeStyles({
  viewer: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXS,
    '@media print': { display: 'none' },
  },
  viewport: {
    position: 'relative',
    overflow: 'hidden',
    width: '100%',
    aspectRatio: '1 / 1',
    maxHeight: '80vh',
    touchAction: 'none',
    cursor: 'grab',
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
    '@media print': { border: 'none', maxHeight: 'none', breakInside: 'avoid' },
  },
  stage: {
    width: '100%',
    height: '100%',
    transformOrigin: '0 0',
    '@media print': { transform: 'none !important' },
    '& svg': { display: 'block', width: '100%', height: '100%' },
    [`& svg ${shapes}:not([fill])`]: { fill: tokens.colorNeutralBackground3 },
    [`& svg ${shapes}:not([stroke])`]: { stroke: tokens.colorNeutralForeground2, strokeWidth: '2px' },
    '& svg line:not([stroke])': { stroke: tokens.colorNeutralForeground2, strokeWidth: '1.5px' },
    '& svg text:not([fill])': { fill: tokens.colorNeutralForeground1 },
    '& svg g[data-callout]': { cursor: 'pointer', outline: 'none' },
    '& svg g[data-callout] circle': {
      fill: tokens.colorNeutralBackground1,
      stroke: tokens.colorBrandForeground1,
      strokeWidth: '2px',
    },
    '& svg g[data-callout] text': {
      fill: tokens.colorBrandForeground1,
      fontFamily: tokens.fontFamilyBase,
      fontSize: '20px',
      fontWeight: tokens.fontWeightBold,
      textAnchor: 'middle',
    },
    '& svg g[data-callout]:focus-visible circle': { stroke: tokens.colorStrokeFocus2, strokeWidth: '5px' },
    '& svg g[data-callout][aria-pressed="true"] circle': { fill: tokens.colorBrandBackground },
    '& svg g[data-callout][aria-pressed="true"] text': { fill: tokens.colorNeutralForegroundOnBrand },
    '& svg g[data-callout][aria-pressed="true"] line': { stroke: tokens.colorBrandBackground, strokeWidth: '3px' },
  },
  status: {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: tokens.spacingHorizontalL,
  },
});
