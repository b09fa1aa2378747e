/**
 * A vehicle model's demo picture (issue 20: "distinct pictures per model"): a side view drawn
 * from the model's record. The body style, paint and wheels follow from the model code, the
 * colours and badge from the brand, so each model looks its own and the same on every
 * server. Real pictures would come from the catalogue service by URL the same way
 * (c_imageURL); this stands in for them and holds no personal data.
 */
import { escapeMarkup } from '../../../domain/text/escape-markup';
import { pick, seedOf } from './artwork-seed';

export interface PictureModel {
  modelCode: string;
  brand: string;
  modelName: string;
}

interface BodyStyle {
  name: string;
  /** The body's outline, facing right, on a 400 x 200 canvas with the ground at y 170. */
  body: string;
  /** The side windows. */
  glass: string;
}

const bodyStyles: readonly [BodyStyle, ...BodyStyle[]] = [
  {
    name: 'saloon',
    body: 'M30 146 L40 122 L95 112 L140 84 L250 82 L300 110 L364 120 L372 146 Z',
    glass: 'M148 90 L246 88 L288 112 L132 114 Z',
  },
  {
    name: 'estate',
    body: 'M30 146 L36 116 L90 108 L130 82 L330 80 L344 110 L368 118 L372 146 Z',
    glass: 'M138 88 L322 86 L332 112 L120 114 Z',
  },
  {
    name: 'suv',
    body: 'M28 146 L30 104 L78 96 L118 62 L306 60 L334 96 L370 104 L372 146 Z',
    glass: 'M126 68 L298 66 L322 98 L104 100 Z',
  },
  {
    name: 'coupe',
    body: 'M30 146 L44 126 L110 114 L172 86 L244 86 L312 114 L366 122 L372 146 Z',
    glass: 'M178 92 L240 92 L292 116 L140 118 Z',
  },
  {
    name: 'hatchback',
    body: 'M40 146 L42 110 L98 100 L138 72 L276 72 L304 104 L358 114 L364 146 Z',
    glass: 'M146 78 L270 78 L292 104 L124 106 Z',
  },
];

/** Each brand's paints and its badge colour. */
interface BrandColours {
  paints: readonly [string, ...string[]];
  badge: string;
  ground: string;
}

const brandColours: Record<string, BrandColours> = {
  arden: {
    paints: ['#1b5e20', '#7b1f2a', '#b0bec5', '#0d47a1', '#f5f5f0', '#4e342e'],
    badge: '#c9a227',
    ground: '#e8f0e8',
  },
  corvid: {
    paints: ['#212121', '#263238', '#1a237e', '#8d6e63', '#c62828', '#9e9e9e'],
    badge: '#6a1b9a',
    ground: '#ece8f2',
  },
};
const otherBrand: BrandColours = { paints: ['#546e7a', '#90a4ae'], badge: '#37474f', ground: '#eceff1' };
const wheelSpokes = [5, 6, 10] as const;

const wheelXs = [110, 300] as const;

function wheel(x: number, spokes: number): string {
  const lines = Array.from({ length: spokes }, (_, index) => {
    const angle = (index / spokes) * 2 * Math.PI;
    const endX = x + Math.cos(angle) * 13;
    const endY = 150 + Math.sin(angle) * 13;
    return `<line x1="${x}" y1="150" x2="${endX.toFixed(1)}" y2="${endY.toFixed(1)}"/>`;
  });
  return (
    `<circle cx="${x}" cy="150" r="24" fill="#263238"/>` +
    `<circle cx="${x}" cy="150" r="15" fill="#cfd8dc"/>` +
    `<g stroke="#607d8b" stroke-width="2.5">${lines.join('')}</g>`
  );
}

/** The picture's look for a model: which body, paint and wheels, as the SVG's data attributes say. */
export function modelLook(model: PictureModel): { style: BodyStyle; paint: string; spokes: number } {
  const colours = brandColours[model.brand] ?? otherBrand;
  // A hash each, so the paint and the wheels do not follow the body style.
  return {
    style: pick(bodyStyles, seedOf(`${model.modelCode}/look`)),
    paint: pick(colours.paints, seedOf(`${model.modelCode}/paint`)),
    spokes: pick(wheelSpokes, seedOf(`${model.modelCode}/wheels`)),
  };
}

export function drawModelPicture(model: PictureModel): string {
  const { style, paint, spokes } = modelLook(model);
  const colours = brandColours[model.brand] ?? otherBrand;
  const name = escapeMarkup(model.modelName);
  const initial = escapeMarkup(model.brand.slice(0, 1).toUpperCase());
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200" width="400" height="200" role="img"`,
    ` data-model="${escapeMarkup(model.modelCode)}" data-body-style="${style.name}" data-paint="${paint}">`,
    `<title>${name}</title>`,
    `<rect width="400" height="200" fill="${colours.ground}"/>`,
    '<rect y="170" width="400" height="30" fill="#cfd8dc"/>',
    `<path d="${style.body}" fill="${paint}" stroke="#263238" stroke-width="3" stroke-linejoin="round"/>`,
    `<path d="${style.glass}" fill="#b3e5fc" stroke="#263238" stroke-width="2" opacity="0.9"/>`,
    wheelXs.map((x) => wheel(x, spokes)).join(''),
    `<circle cx="352" cy="128" r="9" fill="${colours.badge}" stroke="#fff" stroke-width="2"/>`,
    `<text x="352" y="132" font-family="sans-serif" font-size="10" font-weight="bold" fill="#fff" text-anchor="middle">${initial}</text>`,
    `<text x="200" y="192" font-family="sans-serif" font-size="16" text-anchor="middle" fill="#263238">${name}</text>`,
    '</svg>',
  ].join('');
}
