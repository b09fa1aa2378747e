/**
 * Lays a document's blocks out on A4 pages: wraps each block's text to the margins, starts a
 * new page when the next line would cross the bottom margin (a heading moves on with the
 * first lines below it), and numbers the pages in a footer, "<footer> | page n of m" in the document's language. Stops
 * at the bounds of pdfLimits and then says the document was cut short.
 *
 * Positions are in points from the top left corner, as pdfkit takes them; y is a baseline.
 */
import { cutShortNotice, pdfLimits, type DocumentBlock, type TextBlockKind } from './document-block';
import { facePicker, type FacePicker } from './font-runs';
import { pageOf } from './page-numbering';
import type { FontWeight } from './pdf-fonts';
import { createMeasure, wrapText, type Measure, type MeasuredRun } from './wrap-text';

/** pdfkit's A4, in points. */
export const a4 = { width: 595.28, height: 841.89 } as const;
export const pageMargin = 56;
export const lineWidth = a4.width - 2 * pageMargin;

export interface PlacedLine {
  x: number;
  baseline: number;
  size: number;
  runs: MeasuredRun[];
}

export interface PlacedRule {
  x1: number;
  x2: number;
  y: number;
}

export interface LaidOutPage {
  lines: PlacedLine[];
  rules: PlacedRule[];
}

interface BlockStyle {
  weight: FontWeight;
  size: number;
  leading: number;
  spaceBefore: number;
}

const styles: Readonly<Record<TextBlockKind, BlockStyle>> = {
  title: { weight: 'bold', size: 18, leading: 23, spaceBefore: 0 },
  subtitle: { weight: 'regular', size: 11, leading: 15, spaceBefore: 2 },
  heading: { weight: 'bold', size: 12, leading: 16, spaceBefore: 12 },
  paragraph: { weight: 'regular', size: 10.5, leading: 14, spaceBefore: 6 },
};

const footerSize = 8;
/** From the top of the page: 30 points above its foot, with the cut-short notice above it. */
const footerBaseline = a4.height - 30;
const noticeBaseline = a4.height - 44;
const bottom = a4.height - pageMargin;
/** Lines of the paragraph that must fit under a heading for the heading to stay on the page. */
const linesKeptWithHeading = 2;
/** No footer line holds more characters than this, so a long footer costs nothing to cut. */
const footerCharacters = 300;

interface Typesetter {
  measure: Measure;
  pickers: Readonly<Record<FontWeight, FacePicker>>;
  language: string;
}

function linesOf(text: string, weight: FontWeight, size: number, width: number, typesetter: Typesetter) {
  const { measure, pickers, language } = typesetter;
  return wrapText(text, { pick: pickers[weight], measure, size, width, language });
}

/** footer: the text before "page n of m" at the foot of every page. */
export function layoutPages(allBlocks: readonly DocumentBlock[], footer: string, language: string): LaidOutPage[] {
  const typesetter: Typesetter = {
    measure: createMeasure(),
    pickers: { regular: facePicker(language, 'regular'), bold: facePicker(language, 'bold') },
    language,
  };
  const blocks = withinCharacterLimit(allBlocks);
  const pages: LaidOutPage[] = [{ lines: [], rules: [] }];
  let y = pageMargin;
  let full = false;
  const currentPage = () => pages[pages.length - 1] ?? { lines: [], rules: [] };
  const newPage = () => {
    // The last allowed page keeps room for the notice; nothing is laid out after it.
    if (pages.length >= pdfLimits.maxPages) {
      full = true;
      return;
    }
    pages.push({ lines: [], rules: [] });
    y = pageMargin;
  };

  blocks.forEach((block, index) => {
    if (full) return;
    if (block.kind === 'rule') {
      y += 6;
      currentPage().rules.push({ x1: pageMargin, x2: a4.width - pageMargin, y });
      y += 4;
      return;
    }
    const style = styles[block.kind];
    const lines = linesOf(block.text, style.weight, style.size, lineWidth, typesetter);
    const next = blocks[index + 1];
    const keptLines =
      block.kind === 'heading' && next?.kind === 'paragraph' ? linesKeptWithHeading * styles.paragraph.leading : 0;
    if (y + style.spaceBefore + style.leading + keptLines > bottom) newPage();
    else y += style.spaceBefore;
    for (const line of lines) {
      if (y + style.leading > bottom) newPage();
      if (full) break;
      y += style.leading;
      currentPage().lines.push({ x: pageMargin, baseline: y, size: style.size, runs: line.runs });
    }
  });
  if (full) {
    const [notice] = linesOf(cutShortNotice, 'bold', footerSize, lineWidth, typesetter);
    if (notice !== undefined) {
      currentPage().lines.push({ x: pageMargin, baseline: noticeBaseline, size: footerSize, runs: notice.runs });
    }
  }

  const footerText = footerPrefix(footer, pageOf(language, pages.length, pages.length), typesetter);
  pages.forEach((page, index) => {
    const [line] = linesOf(
      `${footerText} | ${pageOf(language, index + 1, pages.length)}`,
      'regular',
      footerSize,
      Infinity,
      typesetter,
    );
    if (line !== undefined)
      page.lines.push({ x: pageMargin, baseline: footerBaseline, size: footerSize, runs: line.runs });
  });
  return pages;
}

/** The footer's text, cut with an ellipsis where it would push "page n of m" off the line. */
function footerPrefix(footer: string, widestPageLabel: string, typesetter: Typesetter): string {
  const [suffix] = linesOf(` | ${widestPageLabel}…`, 'regular', footerSize, Infinity, typesetter);
  const room = lineWidth - (suffix?.width ?? 0);
  const lines = linesOf(footer.slice(0, footerCharacters), 'regular', footerSize, room, typesetter);
  const first = lines[0]?.runs.map((run) => run.text).join('') ?? '';
  return lines.length > 1 || footer.length > footerCharacters ? `${first}…` : first;
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
