// The catalogue in other languages and scripts (issue 18): after choosing Czech, Korean, Thai or
// Chinese (Taiwan), the header, a vehicle catalogue's sections and one of its documents (the PDF
// drawn by the server with that script's font) are in that language. Mei Tanaka, whom no other
// test signs in, changes her saved language here; each test chooses its language first, so a
// retry starts from wherever the last attempt left her.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { documentWordsIn } from '../../src/server/catalogue/documents/words';
import { vocabularies } from '../../src/server/db/demo-data/catalogue/vocabulary';
import { expectNoAccessibilityViolations, openPage } from './support/browser';
import { chooseLanguage } from './support/choose-language';
import { startSignIn } from './support/sign-in';

const languages = ['cs', 'ko-KP', 'th', 'zh-TW'] as const;

/** Text as pdf.js lays it out in the text layer: compared without white space. */
const squeezed = (text: string | null) => (text ?? '').replaceAll(/\s+/g, '');
const escaped = (text: string) => text.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the catalogue in another language and script', () => {
  it.each(languages)('%s: the header, a catalogue page and a document PDF', async (localeId) => {
    const messages = JSON.parse(readFileSync(`locales/${localeId}.json`, 'utf8')) as { header: { title: string } };
    const vocabulary = vocabularies[localeId];
    const { words } = documentWordsIn(localeId);
    const page = await openPage();
    await startSignIn(page, 'corporate', 'mtanaka');
    await expect.poll(() => page.getByTestId('user-full-name').textContent(), { timeout: 20_000 }).toBe('Mei Tanaka');
    await chooseLanguage(page, localeId);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(localeId);
    await expect.poll(() => page.getByRole('banner').textContent()).toContain(messages.header.title);

    await page.goto(`/${localeId}/catalogue/arden-sb21-2024`);
    const firstSection = page.getByRole('link', { name: new RegExp(escaped(vocabulary.majorSections[0].name)) });
    await expect.poll(() => firstSection.first().isVisible(), { timeout: 20_000 }).toBe(true);

    await page.getByRole('button', { name: new RegExp(escaped(vocabulary.documentTitles.commonPreface)) }).click();
    const textLayer = page.getByRole('dialog').locator('.react-pdf__Page__textContent');
    await expect
      .poll(async () => squeezed(await textLayer.textContent().catch(() => null)), { timeout: 30_000 })
      .toContain(squeezed(words.commonPreface[0][0]));
    await expectNoAccessibilityViolations(page);
    await page.context().close();
  });
});
