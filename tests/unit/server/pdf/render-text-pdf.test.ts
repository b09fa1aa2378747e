/**
 * The PDFs print every script of the 29 languages (issue 18): a document in Japanese, Thai,
 * Greek, Russian or Hindi, read back by pdf.js as a reader's viewer does, carries its words,
 * title and language, in subsets of the Noto fonts embedded in the file.
 */
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { DocumentBlock } from '../../../../src/server/pdf/document-block';
import { renderTextPdf } from '../../../../src/server/pdf/render-text-pdf';
import { readPdf } from '../../../integration/support/pdf-reader';

function documentIn(language: string, title: string, words: string): Parameters<typeof renderTextPdf>[0] {
  const blocks: DocumentBlock[] = [
    { kind: 'title', text: title },
    { kind: 'subtitle', text: `${language} | ${words}` },
    { kind: 'rule' },
    { kind: 'heading', text: words },
    { kind: 'paragraph', text: `${words}. ${words}: A-1234567-B.` },
  ];
  return { title, language, blocks, footer: title };
}

/**
 * Devanagari is copied in the order its glyphs are drawn, not the order it is typed: the
 * short i (ि) stands before the consonant it follows, and a reph (र् before a consonant) after
 * the cluster it crowns. pdf.js reads each glyph's letters from the font's ToUnicode map in
 * drawing order, so a Hindi line reads back with the same letters, some of them moved.
 */
const sameLetters = (text: string) => [...text].sort().join('');
const withoutPreBaseMatra = (text: string) => text.replaceAll('\u093f', '');

const scripts = [
  { language: 'ja-JP', title: '日本語のテキスト', words: '部品カタログの説明', font: 'NotoSansJP' },
  { language: 'th', title: 'ภาษาไทย', words: 'แคตตาล็อกชิ้นส่วน', font: 'NotoSansThai' },
  { language: 'el', title: 'Ελληνικά', words: 'Κατάλογος ανταλλακτικών', font: 'NotoSans' },
  { language: 'ru-RU', title: 'Русский текст', words: 'Каталог запчастей', font: 'NotoSans' },
  { language: 'hi', title: 'हिन्दी पाठ', words: 'वाहन के पुर्ज़े', font: 'NotoSansDevanagari' },
] as const;

describe('a PDF in each script', () => {
  it.each(scripts)('$language: the title, headings and paragraphs read back as text', async (script) => {
    const pdf = await renderTextPdf(documentIn(script.language, script.title, script.words));
    const read = await readPdf(pdf);
    expect(read.title).toBe(script.title);
    expect(read.language).toBe(script.language);
    expect(read.pages).toHaveLength(1);
    const lines = read.text.split('\n');
    const comparable = (text: string) => (script.language === 'hi' ? sameLetters(text) : text);
    expect(comparable(lines[0] ?? '')).toBe(comparable(script.title));
    // The heading is a line of its own.
    expect(lines.map(comparable)).toContain(comparable(script.words));
    // The Latin part number inside the text is printed too, by a font that has it.
    expect(read.text).toContain('A-1234567-B');
    // Nothing was replaced: no question marks, replacement characters or empty glyphs.
    expect(read.text).not.toMatch(/[?\ufffd]/u);
    expect(read.text.replaceAll('\n', '')).not.toMatch(/\p{Cc}/u);
    expect(read.fontNames.some((name) => name.includes(`+${script.font}-`))).toBe(true);
  });

  it('Hindi reads back with every letter, the short i and a reph where they are drawn', async () => {
    const read = await readPdf(await renderTextPdf(documentIn('hi', 'हिन्दी', 'पुर्ज़ों')));
    const [title, , heading] = read.text.split('\n');
    expect(title).toBe('िहन्दी');
    expect(heading).toBe('पुज़ोर्ं');
    expect(sameLetters(heading ?? '')).toBe(sameLetters('पुर्ज़ों'));
  });

  it('copies a glyph that draws two letters as the one met first in the document (one ToUnicode entry a glyph)', async () => {
    // ो is drawn with the glyph of ा and a mark above it: after पाठ, पुर्ज़ों copies with ा.
    const read = await readPdf(await renderTextPdf(documentIn('hi', 'पाठ', 'पुर्ज़ों')));
    const [title, , heading] = read.text.split('\n');
    expect(title).toBe('पाठ');
    expect(heading).toBe('पुज़ार्ं');
  });
});

const literalEscapes: Readonly<Record<string, string>> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };

/** The /ActualText strings of a PDF's page contents (UTF-16BE literals, as pdfkit writes them). */
function actualTexts(pdf: Buffer): string[] {
  const streams = [...pdf.toString('latin1').matchAll(/stream\n([\s\S]*?)\nendstream/g)].flatMap(([, body]) => {
    try {
      return [inflateSync(Buffer.from(body ?? '', 'latin1')).toString('latin1')];
    } catch {
      return []; // a font file or another stream that is not deflated page content
    }
  });
  return streams.flatMap((content) =>
    [...content.matchAll(/\/ActualText \(((?:\\.|[^\\)])*)\)/g)].map(([, literal = '']) => {
      const bytes = Buffer.from(
        literal.replaceAll(/\\(.)/g, (_, char: string) => literalEscapes[char] ?? char),
        'latin1',
      );
      return bytes.subarray(2).swap16().toString('utf16le');
    }),
  );
}

describe('Hindi for viewers that copy /ActualText', () => {
  it('carries the typed text of each Devanagari run, and nothing for other scripts', async () => {
    const hindi = await renderTextPdf(documentIn('hi', 'हिन्दी पाठ', 'पुर्ज़ों'));
    const texts = actualTexts(hindi);
    expect(texts).toContain('हिन्दी पाठ');
    expect(texts).toContain('पुर्ज़ों');
    expect(actualTexts(await renderTextPdf(documentIn('el', 'Ελληνικά', 'Κατάλογος')))).toEqual([]);
  });
});

describe('letters a font draws as two glyphs', () => {
  it.each([
    ['th', 'คำนำหลัก ทำความสะอาด'],
    ['vi', 'Sử dụng danh mục phụ tùng'],
  ])('%s: copy as the same text, decomposed, never as control characters', async (language, words) => {
    const read = await readPdf(await renderTextPdf(documentIn(language, words, words)));
    expect(read.text.split('\n')[0]).not.toBe(words);
    expect(read.text.split('\n')[0]?.normalize('NFKD')).toBe(words.normalize('NFKD'));
    expect(read.text.replaceAll('\n', '')).not.toMatch(/\p{Cc}/u);
  });
});

describe('fonts', () => {
  it('embeds subsets of the fonts a document uses: a one-page Japanese PDF is a few kilobytes', async () => {
    const pdf = await renderTextPdf(documentIn('ja-JP', '日本語のテキスト', '部品カタログの説明'));
    const { fontNames } = await readPdf(pdf);
    expect(fontNames.length).toBeGreaterThan(0);
    for (const name of fontNames) expect(name).toMatch(/^[A-Z]{6}\+NotoSans/);
    // The full regular and bold Noto Sans JP files are 5 MB each.
    expect(pdf.length).toBeLessThan(60_000);
  });

  it('draws a word of another script in a font that has it: Japanese and Thai in an English item', async () => {
    const title = 'EPC update: 新しい部品 and ชิ้นส่วนใหม่';
    const pdf = await renderTextPdf({
      title,
      language: 'en-GB',
      blocks: [
        { kind: 'title', text: title },
        { kind: 'paragraph', text: 'Greek Ελληνικά, Russian Русский, Hindi हिन्दी, Korean 한국어, Chinese 中文.' },
      ],
      footer: 'EPC Updates',
    });
    const read = await readPdf(pdf);
    expect(read.text.split('\n')[0]).toBe(title);
    for (const word of ['Ελληνικά', 'Русский', '한국어', '中文']) expect(read.text).toContain(word);
    expect(withoutPreBaseMatra(read.text)).toContain(withoutPreBaseMatra('हिन्दी'));
    // Noto Sans has Latin, Greek, Cyrillic and Devanagari; the others come from the families that have them.
    const families = read.fontNames.map((name) => name.replace(/^[A-Z]{6}\+/, '').replace(/-\w+$/, ''));
    expect(new Set(families)).toEqual(new Set(['NotoSans', 'NotoSansJP', 'NotoSansThai', 'NotoSansKR']));
  });

  it('draws a character no font has (an emoji, a lone surrogate, private use) as the replacement character', async () => {
    const text = 'Brake 🚗 pads \ud800 and \ue000 end';
    const read = await readPdf(
      await renderTextPdf({ title: text, language: 'en-GB', footer: 'F', blocks: [{ kind: 'paragraph', text }] }),
    );
    expect(read.text.split('\n')[0]).toBe('Brake \ufffd pads \ufffd and \ufffd end');
    // In the document's own font, which has the replacement character.
    expect(read.fontNames.map((name) => name.replace(/^[A-Z]{6}\+/, ''))).toEqual(['NotoSans-Regular']);
  });

  it.each([
    ['zh-CN', 'NotoSansSC'],
    ['zh-TW', 'NotoSansTC'],
    ['zh-HK', 'NotoSansHK'],
    ['ko-KP', 'NotoSansKR'],
    ['ja-JP', 'NotoSansJP'],
  ])('draws Han characters of a %s document in %s, the forms its readers expect', async (language, family) => {
    const read = await readPdf(await renderTextPdf(documentIn(language, '零件目录', '零件目录')));
    expect(read.text).toContain('零件目录');
    expect(read.fontNames.some((name) => name.endsWith(`+${family}-Bold`))).toBe(true);
  });
});

describe('the file', () => {
  it('is the same bytes for the same document, whatever was drawn before it', async () => {
    // The fonts are shared by all documents of the process: what one draws (ो with the glyph
    // of ा) must not change what another copies as.
    const document = documentIn('hi', 'पाठ', 'वाहन के पुर्ज़े');
    const first = await renderTextPdf(document);
    await renderTextPdf(documentIn('hi', 'पुर्ज़ों', 'कों'));
    const second = await renderTextPdf(document);
    expect(second.equals(first)).toBe(true);
  });

  it('carries a creation date only when given one', async () => {
    const document = documentIn('en-GB', 'News', 'Words');
    expect((await renderTextPdf(document)).toString('latin1')).not.toContain('/CreationDate');
    const dated = await renderTextPdf({ ...document, created: new Date('2026-11-02T09:30:00Z') });
    expect(dated.toString('latin1')).toContain('(D:20261102093000Z)');
  });
});
