/**
 * A part's demo thumbnail for part details (issue 20: "a part thumbnail in part details"):
 * a small drawing of the kind of part its English description names (a bolt, a seal, a pump,
 * a sensor...), in its brand's colour, turned a little by its part number so neighbouring
 * parts differ. Real pictures would come from the catalogue service by URL; this stands in
 * for them and holds no personal data.
 */
import { escapeMarkup } from '../../../domain/text/escape-markup';
import { pick, seedOf } from './artwork-seed';

export interface ThumbnailPart {
  partNumber: string;
  brand: string;
  /** The English description, which names the kind of part. */
  englishDescription: string;
}

/** The kinds drawn, each with the words of a description that name it (first match wins). */
const kinds = [
  { kind: 'bolt', words: ['bolt', 'screw'] },
  { kind: 'nut', words: ['nut'] },
  { kind: 'ring', words: ['washer', 'seal', 'gasket'] },
  { kind: 'clip', words: ['clip'] },
  { kind: 'sensor', words: ['sensor', 'switch', 'injector'] },
  { kind: 'pump', words: ['pump', 'motor', 'alternator', 'compressor', 'servo', 'fan'] },
  { kind: 'disc', words: ['disc', 'wheel', 'tyre', 'pulley', 'trim', 'clutch'] },
  { kind: 'lamp', words: ['lamp', 'mirror', 'windscreen'] },
  { kind: 'line', words: ['hose', 'cable', 'shaft', 'harness', 'chain', 'belt', 'rail', 'strut', 'link'] },
  {
    kind: 'cylinder',
    words: ['filter', 'absorber', 'spring', 'cylinder', 'tank', 'converter', 'silencer', 'battery'],
  },
  { kind: 'bracket', words: ['bracket', 'mounting', 'arm', 'frame', 'bar', 'housing', 'caliper'] },
] as const;

export type ThumbnailKind = (typeof kinds)[number]['kind'] | 'panel';

export function thumbnailKind(englishDescription: string): ThumbnailKind {
  const words = englishDescription.toLowerCase().split(/[^a-z]+/);
  return kinds.find((entry) => entry.words.some((word) => words.includes(word)))?.kind ?? 'panel';
}

const brandInk: Record<string, readonly [string, ...string[]]> = {
  arden: ['#1b5e20', '#2e7d32', '#33691e'],
  corvid: ['#1a237e', '#311b92', '#263238'],
};
const otherInk = ['#37474f'] as const;

/** The shapes of each kind on a 160 x 160 canvas, in the part's colour (fill) and a steel grey. */
const shapes: Record<ThumbnailKind, (ink: string) => string> = {
  bolt: (ink) =>
    `<polygon points="50,40 70,28 90,40 90,62 70,74 50,62" fill="${ink}"/>` +
    `<rect x="62" y="70" width="16" height="66" fill="#90a4ae"/>` +
    [82, 92, 102, 112, 122].map((y) => `<line x1="60" y1="${y}" x2="80" y2="${y + 6}" stroke="#546e7a"/>`).join(''),
  nut: (ink) =>
    `<polygon points="80,30 123,55 123,105 80,130 37,105 37,55" fill="${ink}"/>` +
    `<circle cx="80" cy="80" r="22" fill="#fff" stroke="#546e7a" stroke-width="3"/>`,
  ring: (ink) =>
    `<circle cx="80" cy="80" r="50" fill="${ink}"/><circle cx="80" cy="80" r="30" fill="#fff"/>` +
    `<circle cx="80" cy="80" r="40" fill="none" stroke="#cfd8dc" stroke-width="2" stroke-dasharray="6 4"/>`,
  clip: (ink) =>
    `<path d="M40 120 L40 50 Q40 30 60 30 L100 30 Q120 30 120 50 L120 90" fill="none" stroke="${ink}" stroke-width="12" stroke-linecap="round"/>` +
    `<circle cx="120" cy="104" r="8" fill="#90a4ae"/>`,
  sensor: (ink) =>
    `<rect x="36" y="62" width="56" height="36" rx="6" fill="${ink}"/>` +
    `<rect x="92" y="72" width="36" height="16" fill="#90a4ae"/><circle cx="134" cy="80" r="6" fill="#546e7a"/>` +
    `<rect x="44" y="98" width="12" height="22" fill="#263238"/><rect x="72" y="98" width="12" height="22" fill="#263238"/>`,
  pump: (ink) =>
    `<rect x="30" y="50" width="80" height="60" rx="10" fill="${ink}"/>` +
    `<circle cx="118" cy="80" r="24" fill="#90a4ae"/><circle cx="118" cy="80" r="8" fill="#263238"/>` +
    `<rect x="44" y="110" width="12" height="18" fill="#546e7a"/><rect x="84" y="110" width="12" height="18" fill="#546e7a"/>`,
  disc: (ink) =>
    `<circle cx="80" cy="80" r="56" fill="#b0bec5"/><circle cx="80" cy="80" r="30" fill="${ink}"/>` +
    [0, 72, 144, 216, 288]
      .map((degrees) => {
        const angle = (degrees * Math.PI) / 180;
        return `<circle cx="${(80 + Math.cos(angle) * 18).toFixed(1)}" cy="${(80 + Math.sin(angle) * 18).toFixed(1)}" r="4" fill="#eceff1"/>`;
      })
      .join(''),
  lamp: (ink) =>
    `<path d="M30 50 Q80 20 130 50 L130 110 Q80 140 30 110 Z" fill="${ink}"/>` +
    `<ellipse cx="80" cy="80" rx="36" ry="26" fill="#fff59d" stroke="#f9a825" stroke-width="3"/>`,
  line: (ink) =>
    `<path d="M24 120 C60 120 60 40 100 40 S136 80 136 80" fill="none" stroke="${ink}" stroke-width="14" stroke-linecap="round"/>` +
    `<rect x="14" y="112" width="20" height="16" fill="#90a4ae"/><rect x="128" y="72" width="20" height="16" fill="#90a4ae"/>`,
  cylinder: (ink) =>
    `<rect x="50" y="34" width="60" height="92" rx="8" fill="${ink}"/>` +
    `<ellipse cx="80" cy="34" rx="30" ry="10" fill="#90a4ae"/>` +
    [58, 76, 94, 112]
      .map((y) => `<line x1="50" y1="${y}" x2="110" y2="${y}" stroke="#cfd8dc" stroke-width="2"/>`)
      .join(''),
  bracket: (ink) =>
    `<path d="M34 34 L64 34 L64 96 L126 96 L126 126 L34 126 Z" fill="${ink}"/>` +
    `<circle cx="49" cy="54" r="7" fill="#fff"/><circle cx="49" cy="84" r="7" fill="#fff"/><circle cx="106" cy="111" r="7" fill="#fff"/>`,
  panel: (ink) =>
    `<path d="M26 60 Q80 24 134 60 L126 124 L34 124 Z" fill="${ink}"/>` +
    `<path d="M44 70 Q80 46 116 70" fill="none" stroke="#cfd8dc" stroke-width="4"/>`,
};

export function drawPartThumbnail(part: ThumbnailPart): string {
  const seed = seedOf(part.partNumber);
  const kind = thumbnailKind(part.englishDescription);
  const ink = pick(brandInk[part.brand] ?? otherInk, seed);
  // Turned by up to 30 degrees either way, so two parts of one kind are told apart.
  const turn = (seed % 61) - 30;
  const title = escapeMarkup(`${part.englishDescription} (${part.partNumber})`);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160" role="img"`,
    ` data-part="${escapeMarkup(part.partNumber)}" data-kind="${kind}">`,
    `<title>${title}</title>`,
    '<rect width="160" height="160" rx="12" fill="#f5f7f8"/>',
    `<g transform="rotate(${turn} 80 80)">${shapes[kind](ink)}</g>`,
    '</svg>',
  ].join('');
}
