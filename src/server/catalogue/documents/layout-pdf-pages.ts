/**
 * Lays a document's blocks out on A4 pages: wraps each block's text to the margins, starts a
 * new page when the next line would cross the bottom margin (a heading moves on with the
 * first lines below it), and numbers the pages in a footer.
 */
import { a4, type PdfPage } from './pdf-writer';
import { textWidth, type PdfFont } from './pdf-text';

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
export function layoutPdfPages(blocks: readonly DocumentBlock[], footer: string): PdfPage[] {
  const pages: PdfPage[] = [{ lines: [], rules: [] }];
  let y = a4.height - margin;
  const currentPage = () => pages[pages.length - 1] ?? { lines: [], rules: [] };
  const newPage = () => {
    pages.push({ lines: [], rules: [] });
    y = a4.height - margin;
  };

  blocks.forEach((block, index) => {
    if (block.kind === 'rule') {
      y -= 6;
      currentPage().rules.push({ x1: margin, y1: y, x2: a4.width - margin, y2: y });
      y -= 4;
      return;
    }
    const style = styles[block.kind];
    const lines = wrapText(block.text, style);
    const next = blocks[index + 1];
    const keptLines = block.kind === 'heading' && next?.kind === 'paragraph' ? linesKeptWithHeading * styles.paragraph.leading : 0;
    if (y - style.spaceBefore - style.leading - keptLines < margin) newPage();
    else y -= style.spaceBefore;
    for (const text of lines) {
      if (y - style.leading < margin) newPage();
      y -= style.leading;
      currentPage().lines.push({ x: margin, y, size: style.size, font: style.font, text });
    }
  });

  pages.forEach((page, index) => {
    page.lines.push({ x: margin, y: footerBaseline, size: 8, font: 'regular', text: `${footer} | page ${index + 1} of ${pages.length}` });
  });
  return pages;
}

/** Greedy word wrap; a word wider than a line is cut where it overflows. */
export function wrapText(text: string, { font, size }: Pick<BlockStyle, 'font' | 'size'>, width = lineWidth): string[] {
  const fits = (candidate: string) => textWidth(candidate, size, font) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter((part) => part !== '')) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line !== '') lines.push(line);
    line = word;
    while (!fits(line)) {
      let cut = line.length - 1;
      while (cut > 1 && !fits(line.slice(0, cut))) cut -= 1;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}
