/**
 * Lays a document's blocks out on A4 pages: wraps each block's text to the margins, starts a
 * new page when the next line would cross the bottom margin (a heading moves on with the
 * first lines below it), and numbers the pages in a footer.
 *
 * Documents are drawn from stored text (news items an administrator wrote), so the work is
 * linear in the text and bounded: at most pdfLimits.maxCharacters of text and
 * pdfLimits.maxPages pages, after which the document says it was cut short. A PDF request
 * then costs milliseconds whatever was stored, and never holds up the other requests.
 */
import { a4, type PdfPage } from './pdf-writer';
import { measuredCharacters, textWidth, type PdfFont } from './pdf-text';

export const pdfLimits = { maxCharacters: 500_000, maxPages: 200 } as const;

export const cutShortNotice = `This document is cut short here: a document may hold at most ${pdfLimits.maxCharacters.toLocaleString('en-GB')} characters on ${pdfLimits.maxPages} pages.`;

export type DocumentBlock = { kind: 'title' | 'subtitle' | 'heading' | 'paragraph'; text: string } | { kind: 'rule' };

interface BlockStyle {
  font: PdfFont;
  size: number;
  leading: number;
  spaceBefore: number;
}

const styles: Readonly<Record<Exclude<DocumentBlock['kind'], 'rule'>, BlockStyle>> = {
  title: { font: 'bold', size: 18, leading: 23, spaceBefore: 0 },
  subtitle: { font: 'regular', size: 11, leading: 15, spaceBefore: 2 },
  heading: { font: 'bold', size: 12, leading: 16, spaceBefore: 12 },
  paragraph: { font: 'regular', size: 10.5, leading: 14, spaceBefore: 6 },
};

const margin = 56;
const footerBaseline = 30;
const lineWidth = a4.width - 2 * margin;
/** Lines of the paragraph that must fit under a heading for the heading to stay on the page. */
const linesKeptWithHeading = 2;

/** footer: the text before "page n of m" at the foot of every page. */
export function layoutPdfPages(allBlocks: readonly DocumentBlock[], footer: string): PdfPage[] {
  const blocks = withinCharacterLimit(allBlocks);
  const pages: PdfPage[] = [{ lines: [], rules: [] }];
  let y = a4.height - margin;
  let full = false;
  const currentPage = () => pages[pages.length - 1] ?? { lines: [], rules: [] };
  const newPage = () => {
    // The last allowed page keeps room for the notice; nothing is laid out after it.
    if (pages.length >= pdfLimits.maxPages) {
      full = true;
      return;
    }
    pages.push({ lines: [], rules: [] });
    y = a4.height - margin;
  };

  blocks.forEach((block, index) => {
    if (full) return;
    if (block.kind === 'rule') {
      y -= 6;
      currentPage().rules.push({ x1: margin, y1: y, x2: a4.width - margin, y2: y });
      y -= 4;
      return;
    }
    const style = styles[block.kind];
    const lines = wrapText(block.text, style);
    const next = blocks[index + 1];
    const keptLines =
      block.kind === 'heading' && next?.kind === 'paragraph' ? linesKeptWithHeading * styles.paragraph.leading : 0;
    if (y - style.spaceBefore - style.leading - keptLines < margin) newPage();
    else y -= style.spaceBefore;
    for (const text of lines) {
      if (y - style.leading < margin) newPage();
      if (full) break;
      y -= style.leading;
      currentPage().lines.push({ x: margin, y, size: style.size, font: style.font, text });
    }
  });
  if (full) {
    currentPage().lines.push({ x: margin, y: footerBaseline + 14, size: 8, font: 'bold', text: cutShortNotice });
  }

  pages.forEach((page, index) => {
    page.lines.push({
      x: margin,
      y: footerBaseline,
      size: 8,
      font: 'regular',
      text: `${footer} | page ${index + 1} of ${pages.length}`,
    });
  });
  return pages;
}

/** The blocks up to pdfLimits.maxCharacters of text, then a notice if any were left out. */
function withinCharacterLimit(blocks: readonly DocumentBlock[]): DocumentBlock[] {
  let left: number = pdfLimits.maxCharacters;
  const kept: DocumentBlock[] = [];
  for (const block of blocks) {
    if (block.kind === 'rule') {
      kept.push(block);
      continue;
    }
    if (block.text.length > left) {
      kept.push({ ...block, text: block.text.slice(0, left) }, { kind: 'paragraph', text: cutShortNotice });
      return kept;
    }
    left -= block.text.length;
    kept.push(block);
  }
  return kept;
}

/**
 * Greedy word wrap in one pass: each word is measured once and a line's width is kept as it
 * grows. A word wider than a line is cut greedily, character by character, where it
 * overflows (measuring candidate prefixes again made a long word cost the cube of its length).
 */
export function wrapText(text: string, { font, size }: Pick<BlockStyle, 'font' | 'size'>, width = lineWidth): string[] {
  const spaceWidth = textWidth(' ', size, font);
  const lines: string[] = [];
  let line = '';
  let used = 0;
  for (const word of text.split(/\s+/)) {
    if (word === '') continue;
    const characters = measuredCharacters(word, size, font);
    const wordWidth = characters.reduce((sum, { width: each }) => sum + each, 0);
    const joinedWidth = line === '' ? wordWidth : used + spaceWidth + wordWidth;
    if (joinedWidth <= width) {
      line = line === '' ? word : `${line} ${word}`;
      used = joinedWidth;
      continue;
    }
    if (line !== '') lines.push(line);
    line = '';
    used = 0;
    if (wordWidth <= width) {
      line = word;
      used = wordWidth;
      continue;
    }
    for (const { char, width: charWidth } of characters) {
      if (line !== '' && used + charWidth > width) {
        lines.push(line);
        line = '';
        used = 0;
      }
      line += char;
      used += charWidth;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}
