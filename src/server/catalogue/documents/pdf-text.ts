/**
 * Text for the PDF's standard Helvetica fonts, which know only the WinAnsi character set: a
 * string becomes WinAnsi codes (Latin-1 plus typographic quotes, dashes and the euro sign),
 * with accents dropped from letters outside it and '?' for anything else, then a PDF string
 * literal that escapes ( ) \ and writes every code above 126 in octal, so the file stays ASCII.
 * Widths come from Helvetica's font metrics, for wrapping lines.
 */

/** The WinAnsi codes 128-159 that are not Latin-1, by Unicode character. */
const winAnsiExtras: ReadonlyMap<string, number> = new Map([
  ['€', 0x80],
  ['‚', 0x82],
  ['ƒ', 0x83],
  ['„', 0x84],
  ['…', 0x85],
  ['†', 0x86],
  ['‡', 0x87],
  ['ˆ', 0x88],
  ['‰', 0x89],
  ['Š', 0x8a],
  ['‹', 0x8b],
  ['Œ', 0x8c],
  ['Ž', 0x8e],
  ['‘', 0x91],
  ['’', 0x92],
  ['“', 0x93],
  ['”', 0x94],
  ['•', 0x95],
  ['–', 0x96],
  ['—', 0x97],
  ['˜', 0x98],
  ['™', 0x99],
  ['š', 0x9a],
  ['›', 0x9b],
  ['œ', 0x9c],
  ['ž', 0x9e],
  ['Ÿ', 0x9f],
]);

const replacementCode = 0x3f; // '?'

function winAnsiCodeOf(char: string): number | undefined {
  const code = char.codePointAt(0) ?? replacementCode;
  if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) return code;
  return winAnsiExtras.get(char);
}

/** The WinAnsi codes of text; whitespace of any kind becomes a space. */
export function toWinAnsiCodes(text: string): number[] {
  return [...text.normalize('NFC')].map((char) => {
    if (/\s/.test(char)) return 0x20;
    const direct = winAnsiCodeOf(char);
    if (direct !== undefined) return direct;
    // 'č' becomes 'c': a readable letter beats a question mark.
    const base = char.normalize('NFD').charAt(0);
    return base !== char ? (winAnsiCodeOf(base) ?? replacementCode) : replacementCode;
  });
}

/** A PDF string literal, "(...)", for text in a WinAnsi-encoded font. */
export function pdfString(text: string): string {
  const body = toWinAnsiCodes(text)
    .map((code) => {
      if (code === 0x28 || code === 0x29 || code === 0x5c) return `\\${String.fromCharCode(code)}`;
      return code > 0x7e ? `\\${code.toString(8).padStart(3, '0')}` : String.fromCharCode(code);
    })
    .join('');
  return `(${body})`;
}

// Helvetica advance widths in thousandths of the font size (Adobe's AFM), codes 32 to 126.
const asciiWidths = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
  556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
  260, 334, 584,
];

/** For the codes above 126 without a letter of their own to measure: wider than most glyphs. */
const upperCodeWidth = 667;

function codeWidth(code: number): number {
  const ascii = asciiWidths[code - 0x20];
  if (ascii !== undefined) return ascii;
  // An accented Latin-1 letter is as wide as its base letter ('é' as 'e').
  const base = String.fromCharCode(code).normalize('NFD').charCodeAt(0);
  return base < 0x7f ? (asciiWidths[base - 0x20] ?? upperCodeWidth) : upperCodeWidth;
}

export type PdfFont = 'regular' | 'bold';

/** Bold glyphs are up to a tenth wider than regular ones; measuring them so keeps lines inside the margin. */
const boldFactor = 1.1;

export function textWidth(text: string, size: number, font: PdfFont = 'regular'): number {
  const units = toWinAnsiCodes(text).reduce((sum, code) => sum + codeWidth(code), 0);
  return (units * size * (font === 'bold' ? boldFactor : 1)) / 1000;
}

/**
 * The characters of text (NFC) each with its width, so a line can be measured as it grows
 * instead of measuring every candidate line again from its start.
 */
export function measuredCharacters(
  text: string,
  size: number,
  font: PdfFont = 'regular',
): { char: string; width: number }[] {
  const scale = (size * (font === 'bold' ? boldFactor : 1)) / 1000;
  const chars = [...text.normalize('NFC')];
  const codes = toWinAnsiCodes(chars.join(''));
  return chars.map((char, index) => ({ char, width: codeWidth(codes[index] ?? replacementCode) * scale }));
}
