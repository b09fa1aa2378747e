/**
 * Draws a page's exploded-view illustration from its parts: one numbered callout per
 * callout code, each with a leader line to a shape. Deterministic for a page id (the
 * shapes' layout comes from a seeded generator), and it holds no personal data.
 */
import { escapeMarkup } from '../../../domain/text/escape-markup';
import { mulberry32 } from '../../db/demo-data/mulberry32';
import { seedOf } from './artwork-seed';

const size = 800;

export function drawPageIllustration(pageId: string, callOutCodes: readonly string[]): string {
  const random = mulberry32(seedOf(pageId));
  const centre = size / 2;
  const shapes: string[] = [];
  const callouts: string[] = [];
  callOutCodes.forEach((code, index) => {
    const angle = (index / callOutCodes.length) * 2 * Math.PI - Math.PI / 2;
    const partX = centre + Math.cos(angle) * (90 + random() * 110);
    const partY = centre + Math.sin(angle) * (90 + random() * 110);
    const labelX = centre + Math.cos(angle) * 340;
    const labelY = centre + Math.sin(angle) * 340;
    const width = 30 + random() * 50;
    const height = 20 + random() * 40;
    shapes.push(
      random() < 0.5
        ? `<ellipse cx="${partX.toFixed(1)}" cy="${partY.toFixed(1)}" rx="${(width / 2).toFixed(1)}" ry="${(height / 2).toFixed(1)}"/>`
        : `<rect x="${(partX - width / 2).toFixed(1)}" y="${(partY - height / 2).toFixed(1)}" width="${width.toFixed(1)}" height="${height.toFixed(1)}" rx="6"/>`,
    );
    const label = escapeMarkup(code);
    callouts.push(
      `<g class="callout" id="callout-${label}" data-callout="${label}" role="button" tabindex="0" aria-label="Callout ${label}">` +
        `<line x1="${partX.toFixed(1)}" y1="${partY.toFixed(1)}" x2="${labelX.toFixed(1)}" y2="${labelY.toFixed(1)}"/>` +
        `<circle cx="${labelX.toFixed(1)}" cy="${labelY.toFixed(1)}" r="22"/>` +
        `<text x="${labelX.toFixed(1)}" y="${(labelY + 7).toFixed(1)}">${label}</text></g>`,
    );
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}" data-page-id="${escapeMarkup(pageId)}">`,
    `<title>${escapeMarkup(pageId)}</title>`,
    '<style>.shapes{fill:#e8ecef;stroke:#37474f;stroke-width:2}.callout line{stroke:#37474f;stroke-width:1.5}',
    '.callout circle{fill:#fff;stroke:#0b3d91;stroke-width:2}.callout text{font:bold 20px sans-serif;text-anchor:middle;fill:#0b3d91}</style>',
    `<circle cx="${centre}" cy="${centre}" r="60" class="shapes"/>`,
    `<g class="shapes">${shapes.join('')}</g>`,
    callouts.join(''),
    '</svg>',
  ].join('');
}
