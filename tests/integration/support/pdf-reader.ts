/**
 * Reads a PDF as a reader's viewer does, with pdf.js (react-pdf brings it; the app shows PDFs
 * with it): the pages, the text of each with where each piece of it is drawn, the title and
 * language of the document, and the fonts it embeds. Text is what a reader can copy or
 * search, so finding a word here means the PDF both shows and carries it.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfTextItem {
  text: string;
  /** Of the start of the baseline, in points from the bottom left corner of the page. */
  x: number;
  y: number;
  width: number;
}

export interface PdfPageText {
  width: number;
  height: number;
  items: PdfTextItem[];
  /** The page's text, a line break after each line. */
  text: string;
}

export interface ReadPdf {
  pages: PdfPageText[];
  /** All pages' text. */
  text: string;
  title: string | undefined;
  language: string | undefined;
  /** The /FontName of each embedded font, e.g. BAAAAA+NotoSansJP-Regular. */
  fontNames: string[];
}

function infoString(info: object, key: string): string | undefined {
  const value: unknown = (info as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
}

export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const document = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  try {
    const pages: PdfPageText[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const [, , width = 0, height = 0] = page.view;
      const content = await page.getTextContent();
      const items: PdfTextItem[] = [];
      let text = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str + (item.hasEOL ? '\n' : '');
        if (item.str !== '')
          items.push({ text: item.str, x: item.transform[4], y: item.transform[5], width: item.width });
      }
      pages.push({ width, height, items, text });
    }
    const { info } = await document.getMetadata();
    const fontNames = [
      ...Buffer.from(bytes)
        .toString('latin1')
        .matchAll(/\/FontName \/([\w+-]+)/g),
    ].map(([, name]) => name ?? '');
    return {
      pages,
      text: pages.map((page) => page.text).join('\n'),
      title: infoString(info, 'Title'),
      language: infoString(info, 'Language'),
      fontNames: [...new Set(fontNames)],
    };
  } finally {
    await document.destroy();
  }
}

/**
 * Text as it can be compared with what a PDF copies. Devanagari copies in drawing order (pdf.js
 * may even see a gap where the short i stands before its consonant), and a glyph shared by two
 * vowel signs copies as the one met first (docs/pdf.md): Hindi is compared by its letters,
 * without vowel signs or spaces. Other scripts compare as the same text (NFKD: a letter some
 * fonts draw as two glyphs is drawn, and copied, decomposed).
 */
export function comparableText(language: string, text: string): string {
  return language === 'hi' ? [...text.replaceAll(/[\p{M}\s]/gu, '')].sort().join('') : text.normalize('NFKD');
}
