/**
 * The fonts of the PDFs (catalogue spec, section 9: "some languages need a special PDF
 * font"): Noto Sans for Latin, Greek, Cyrillic and Vietnamese, and a Noto family for each
 * script it lacks, in regular and bold, from the @expo-google-fonts packages (OFL-1.1).
 *
 * A font file is read from node_modules the first time a document needs it and kept for the
 * life of the process: the CJK files are 5 to 10 MB each, and a server that only ever prints
 * English never reads them. pdfkit embeds only the glyphs a document uses (a subset).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';

export type FontFamily =
  | 'NotoSans'
  | 'NotoSansThai'
  | 'NotoSansDevanagari'
  | 'NotoSansJP'
  | 'NotoSansKR'
  | 'NotoSansSC'
  | 'NotoSansTC'
  | 'NotoSansHK';

export type FontWeight = 'regular' | 'bold';

export interface FontFace {
  /** Unique per family and weight: the name the face is registered under in a document. */
  key: string;
  font: Font;
}

const packageNames: Readonly<Record<FontFamily, string>> = {
  NotoSans: 'noto-sans',
  NotoSansThai: 'noto-sans-thai',
  NotoSansDevanagari: 'noto-sans-devanagari',
  NotoSansJP: 'noto-sans-jp',
  NotoSansKR: 'noto-sans-kr',
  NotoSansSC: 'noto-sans-sc',
  NotoSansTC: 'noto-sans-tc',
  NotoSansHK: 'noto-sans-hk',
};

const weightFolders: Readonly<Record<FontWeight, string>> = { regular: '400Regular', bold: '700Bold' };

const require = createRequire(import.meta.url);
const loadedFaces = new Map<string, FontFace>();

/** The path of a font file in node_modules, e.g. …/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf. */
export function fontFilePath(family: FontFamily, weight: FontWeight): string {
  const folder = weightFolders[weight];
  return require.resolve(`@expo-google-fonts/${packageNames[family]}/${folder}/${family}_${folder}.ttf`);
}

/** The face of a family and weight, read and parsed on first use. */
export function fontFace(family: FontFamily, weight: FontWeight): FontFace {
  const key = `${family}-${weight}`;
  const loaded = loadedFaces.get(key);
  if (loaded !== undefined) return loaded;
  const font = create(readFileSync(fontFilePath(family, weight)));
  if (!('layout' in font)) throw new Error(`${key} is a font collection, not a font`);
  keepCodePointsPerRequest(font);
  const face = { key, font };
  loadedFaces.set(key, face);
  return face;
}

/**
 * One parsed font serves every document (parsing a font's shaping tables again for each
 * would cost up to a tenth of a second a document). But fontkit keeps one glyph object per
 * glyph, with the code points of its first request, in any document; pdfkit writes those
 * into the document's ToUnicode map, which says what text a glyph copies as. A glyph that
 * stands for different letters (Devanagari's ो is drawn with the glyph of ा), or one first
 * met as part of an accented letter while subsetting, would then copy as whatever an
 * earlier document made of it, and the same document would differ from one request to the
 * next. So a glyph asked for with other code points than it holds is handed out as a view
 * of it carrying the code points of this request.
 */
function keepCodePointsPerRequest(font: Font): void {
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (glyphId: number, codePoints?: number[]) => {
    const glyph = getGlyph(glyphId, codePoints);
    if (codePoints === undefined || sameNumbers(glyph.codePoints, codePoints)) return glyph;
    return Object.create(glyph, { codePoints: { value: codePoints } }) as typeof glyph;
  };
}

function sameNumbers(left: readonly number[], right: readonly number[]): boolean {
  return left.length === right.length && left.every((value, index) => value === right[index]);
}

/** The family whose letters a language is written in, by its language code (case-insensitive). */
export function familyForLanguage(language: string): FontFamily {
  const code = language.toLowerCase().replace('_', '-');
  const primary = code.split('-')[0];
  if (primary === 'ja') return 'NotoSansJP';
  if (primary === 'ko') return 'NotoSansKR';
  if (primary === 'th') return 'NotoSansThai';
  if (primary === 'hi' || primary === 'mr' || primary === 'ne') return 'NotoSansDevanagari';
  if (primary !== 'zh') return 'NotoSans';
  if (code === 'zh-tw' || code.startsWith('zh-hant')) return 'NotoSansTC';
  if (code === 'zh-hk' || code === 'zh-mo') return 'NotoSansHK';
  return 'NotoSansSC';
}

/**
 * The families tried, in order, for a character of a document in this language: the
 * language's own first, so its script looks as its readers expect (Han characters in a
 * Chinese document take the Chinese forms), then Noto Sans for Latin, Greek and Cyrillic,
 * then the others for a word of another script (a Japanese title in an English news item).
 */
export function familiesForLanguage(language: string): FontFamily[] {
  const order: FontFamily[] = [
    familyForLanguage(language),
    'NotoSans',
    'NotoSansJP',
    'NotoSansKR',
    'NotoSansSC',
    'NotoSansTC',
    'NotoSansHK',
    'NotoSansThai',
    'NotoSansDevanagari',
  ];
  return [...new Set(order)];
}
