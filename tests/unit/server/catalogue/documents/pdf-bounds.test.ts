import { describe, expect, it } from 'vitest';
import {
  cutShortNotice,
  layoutPdfPages,
  pdfLimits,
  wrapText,
} from '../../../../../src/server/catalogue/documents/layout-pdf-pages';
import { textWidth } from '../../../../../src/server/catalogue/documents/pdf-text';

const style = { font: 'regular', size: 10.5 } as const;

describe('wrapText with a word wider than a line', () => {
  it('cuts the word greedily: every line fits, each but the last is full, and together they are the word', () => {
    const word = 'Kurbelgehäuseentlüftungsventil'.repeat(40);
    const lines = wrapText(`short ${word}`, style, 300);
    expect(lines[0]).toBe('short');
    const cut = lines.slice(1);
    expect(cut.join('')).toBe(word);
    for (const line of cut) expect(textWidth(line, style.size)).toBeLessThanOrEqual(300);
    for (const line of cut.slice(0, -1)) expect(textWidth(`${line}W`, style.size)).toBeGreaterThan(300);
  });

  it('keeps words together when they fit, as before', () => {
    expect(wrapText('one two three', style, 1000)).toEqual(['one two three']);
    expect(wrapText('a'.repeat(20), style, 60)).toEqual(['a'.repeat(10), 'a'.repeat(10)]);
    expect(wrapText(`${'a'.repeat(15)} end`, style, 60)).toEqual(['a'.repeat(10), 'aaaaa end']);
    expect(wrapText('  ', style, 1000)).toEqual([]);
  });
});

describe('layoutPdfPages bounds', () => {
  it(`stops at ${pdfLimits.maxPages} pages with a notice`, () => {
    const pages = layoutPdfPages([{ kind: 'paragraph', text: 'x'.repeat(pdfLimits.maxCharacters) }], 'Footer');
    expect(pages.length).toBeLessThanOrEqual(pdfLimits.maxPages);
    const texts = pages.flatMap((page) => page.lines.map((line) => line.text));
    const cutShort = pages.length === pdfLimits.maxPages;
    expect(texts.includes(cutShortNotice)).toBe(cutShort);
  });

  it('keeps at most the character limit of text and says what was left out', () => {
    const pages = layoutPdfPages(
      [
        { kind: 'paragraph', text: 'a'.repeat(pdfLimits.maxCharacters - 10) },
        { kind: 'paragraph', text: 'b'.repeat(100) },
        { kind: 'paragraph', text: 'never shown' },
      ],
      'Footer',
    );
    const text = pages.flatMap((page) => page.lines.map((line) => line.text)).join('');
    expect(text).not.toContain('never shown');
    expect(text).toContain(cutShortNotice);
    expect(text.split('b').length - 1).toBeLessThanOrEqual(10);
  });
});
