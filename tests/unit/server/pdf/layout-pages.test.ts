/**
 * Every line stays inside the page: text wraps to the margins in every script, a word wider
 * than a line is cut where it overflows, a heading never ends a page, the pages are numbered
 * in the footer, and a document stops at the bounds of pdfLimits and says so.
 */
import { describe, expect, it } from 'vitest';
import { cutShortNotice, pdfLimits, type DocumentBlock } from '../../../../src/server/pdf/document-block';
import { a4, layoutPages, lineWidth, pageMargin, type LaidOutPage } from '../../../../src/server/pdf/layout-pages';
import { renderTextPdf } from '../../../../src/server/pdf/render-text-pdf';
import { readPdf } from '../../../integration/support/pdf-reader';

const lineText = (line: LaidOutPage['lines'][number]) => line.runs.map((run) => run.text).join('');
const pageTexts = (page: LaidOutPage) => page.lines.map(lineText);
/** Pieces a line is drawn in may kern a hair narrower or wider than measured apart. */
const tolerance = 0.5;

describe('lines inside the margins', () => {
  it.each([
    ['en-GB', 'The parts below have revised fitting instructions; follow them at the next service. '],
    ['ja-JP', '部品は次回の点検時に新しい取付手順に従って交換してください。締付トルクは修理書を参照。'],
    ['th', 'ชิ้นส่วนด้านล่างมีคำแนะนำการติดตั้งที่แก้ไขแล้ว โปรดปฏิบัติตามในการบำรุงรักษาครั้งถัดไป '],
    ['hi', 'नीचे दिए गए पुर्ज़ों के लगाने के निर्देश बदल गए हैं; अगली सर्विस पर उनका पालन करें। '],
  ])(
    '%s: a long paragraph, drawn and read back, keeps every piece of text inside the margins',
    async (language, sentence) => {
      const paragraph = sentence.repeat(12);
      const pdf = await renderTextPdf({
        title: 'Bounds',
        language,
        footer: 'Bounds',
        blocks: [{ kind: 'paragraph', text: paragraph }],
      });
      const [page] = (await readPdf(pdf)).pages;
      expect(page?.width).toBeCloseTo(a4.width);
      const body = page?.items.filter((item) => item.y > 40) ?? [];
      expect(new Set(body.map((item) => item.y)).size).toBeGreaterThan(3);
      for (const item of page?.items ?? []) {
        expect(item.x).toBeGreaterThanOrEqual(pageMargin - tolerance);
        expect(item.x + item.width).toBeLessThanOrEqual(a4.width - pageMargin + tolerance);
        expect(item.y).toBeGreaterThanOrEqual(30 - tolerance);
        expect(item.y).toBeLessThanOrEqual(a4.height - pageMargin);
      }
    },
  );

  it('measures every laid-out line within the line width, and loses no text', () => {
    const paragraph = 'Brake caliper 0123-456, torque 35 Nm; 日本語の部品名 and ภาษาไทย. '.repeat(20);
    const [page] = layoutPages([{ kind: 'paragraph', text: paragraph }], 'Footer', 'en-GB');
    const body = page?.lines.slice(0, -1) ?? [];
    for (const line of body) expect(line.runs.reduce((sum, run) => sum + run.width, 0)).toBeLessThanOrEqual(lineWidth);
    expect(body.map(lineText).join(' ').replaceAll(/\s+/g, '')).toBe(paragraph.replaceAll(/\s+/g, ''));
  });

  it('never starts a Japanese line with a full stop or comma', () => {
    const paragraph = '部品は次回の点検時に、新しい取付手順に従って交換してください。'.repeat(10);
    const [page] = layoutPages([{ kind: 'paragraph', text: paragraph }], 'Footer', 'ja-JP');
    const body = page?.lines.slice(0, -1).map(lineText) ?? [];
    expect(body.length).toBeGreaterThan(2);
    for (const line of body) expect(line).not.toMatch(/^[。、]/u);
    expect(body.join('')).toBe(paragraph);
  });
});

describe('a word wider than a line', () => {
  it('is cut where it overflows: every line fits, each but the last is full, and together they are the word', () => {
    const word = 'Kurbelgehäuseentlüftungsventil'.repeat(40);
    const [page] = layoutPages([{ kind: 'paragraph', text: `short ${word}` }], 'Footer', 'de-DE');
    const body = page?.lines.slice(0, -1) ?? [];
    expect(lineText(body[0] ?? { x: 0, baseline: 0, size: 0, runs: [] })).toBe('short');
    const cut = body.slice(1);
    expect(cut.map(lineText).join('')).toBe(word);
    const widths = cut.map((line) => line.runs.reduce((sum, run) => sum + run.width, 0));
    for (const width of widths) expect(width).toBeLessThanOrEqual(lineWidth);
    // Full: no room left for another letter.
    for (const width of widths.slice(0, -1)) expect(width).toBeGreaterThan(lineWidth - 10);
  });
});

describe('pages', () => {
  const paragraph = 'The parts below have revised fitting instructions; follow them at the next service. '.repeat(8);
  const bulletin: DocumentBlock[] = [
    { kind: 'title', text: 'Technical bulletin' },
    ...Array.from({ length: 30 }, (_, index): DocumentBlock[] => [
      { kind: 'heading', text: `Item ${index + 1}` },
      { kind: 'paragraph', text: paragraph },
    ]).flat(),
  ];

  it('continue on new pages, numbered in the footer, and a heading never ends a page', () => {
    const pages = layoutPages(bulletin, 'Bulletin', 'en-GB');
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page, index) => {
      expect(pageTexts(page).at(-1)).toBe(`Bulletin | page ${index + 1} of ${pages.length}`);
      const body = page.lines.slice(0, -1);
      for (const line of body) expect(line.baseline).toBeLessThanOrEqual(a4.height - pageMargin);
      expect(body.at(-1)?.runs[0]?.face.key).toMatch(/-regular$/);
    });
  });

  it('shorten a footer too long for its line with an ellipsis, keeping the page number', () => {
    const [page] = layoutPages([{ kind: 'paragraph', text: 'Text' }], 'A very long news title '.repeat(40), 'en-GB');
    const footer = page?.lines.at(-1);
    expect(lineText(footer ?? { x: 0, baseline: 0, size: 0, runs: [] })).toMatch(/… \| page 1 of 1$/u);
    expect(footer?.runs.reduce((sum, run) => sum + run.width, 0)).toBeLessThanOrEqual(lineWidth);
  });

  it(`stop at ${pdfLimits.maxPages} with a notice`, () => {
    const pages = layoutPages([{ kind: 'paragraph', text: 'x'.repeat(pdfLimits.maxCharacters) }], 'Footer', 'en-GB');
    expect(pages.length).toBeLessThanOrEqual(pdfLimits.maxPages);
    const texts = pages.flatMap(pageTexts);
    expect(texts.includes(cutShortNotice)).toBe(pages.length === pdfLimits.maxPages);
  });

  it('keep at most the character limit of text and say what was left out', () => {
    const pages = layoutPages(
      [
        { kind: 'paragraph', text: 'a'.repeat(pdfLimits.maxCharacters - 10) },
        { kind: 'paragraph', text: 'b'.repeat(100) },
        { kind: 'paragraph', text: 'never shown' },
      ],
      'Footer',
      'en-GB',
    );
    const text = pages.flatMap(pageTexts).join('');
    expect(text).not.toContain('never shown');
    expect(text).toContain(cutShortNotice.slice(0, 40));
    expect(text.split('b').length - 1).toBeLessThanOrEqual(10);
  });
});

describe('page numbers', () => {
  it('number the pages in the document’s language, English for any other', () => {
    const blocks = [{ kind: 'paragraph' as const, text: 'x' }];
    const footerOf = (language: string) => {
      const [page] = layoutPages(blocks, 'Footer', language);
      const lines = page?.lines ?? [];
      return lineText(lines[lines.length - 1] ?? { x: 0, baseline: 0, size: 0, runs: [] });
    };
    expect(footerOf('de-DE')).toBe('Footer | Seite 1 von 1');
    expect(footerOf('ja-JP')).toBe('Footer | 1 / 1 ページ');
    expect(footerOf('zh-tw')).toBe('Footer | 第 1 頁，共 1 頁');
    expect(footerOf('fi-FI')).toBe('Footer | page 1 of 1');
  });
});
