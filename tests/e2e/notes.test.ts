import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { expectNoAccessibilityViolations, openPage, waitForServiceWorkerControl } from './support/browser';
import { signIn } from './support/sign-in';

const catalogueId = 'arden-sb21-2024';
const major = `${catalogueId}-m03`;
const minor = `${major}-n02`;
const pageId = `${minor}-p1`;
const minorPath = `/major-section/${major}/minor-section/${minor}`;
const pagePath = `${minorPath}/page-section/${pageId}`;

/** As in illustration.test.ts: tabster's focus sentinels in an open dialog are an axe false positive (microsoft/tabster#288). */
async function expectNoViolationsWithDialogOpen(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('[data-tabster-dummy]')
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

async function openPageSection(page: Page): Promise<void> {
  await expect
    .poll(() => page.getByTestId('parts-table').locator('tbody tr').count(), { timeout: 20_000 })
    .toBeGreaterThan(0);
}

const notesButton = (page: Page) => page.getByRole('button', { name: /^Notes/ });
const dialog = (page: Page) => page.getByRole('dialog');
const notes = (page: Page) => page.locator('main').getByTestId('note');
/** The text of each note on screen, in order (the first paragraph of a note is its text). */
const noteTexts = async (page: Page) =>
  Promise.all((await notes(page).all()).map((note) => note.locator('p').first().innerText()));

/** Adds a note through the page section's Notes dialog and closes it. */
async function addNoteOnPage(page: Page, text: string): Promise<void> {
  await notesButton(page).click();
  await dialog(page).getByRole('textbox', { name: 'New note' }).fill(text);
  await dialog(page).getByRole('button', { name: 'Add note' }).click();
  await expect.poll(() => dialog(page).getByTestId('note').getByText(text).count()).toBe(1);
  await dialog(page).getByRole('button', { name: 'Close' }).click();
  await expect.poll(() => dialog(page).count()).toBe(0);
}

/** The user's notes as the server holds them: an empty batch of operations answers its state. */
function serverNoteTexts(page: Page): Promise<string[] | null> {
  return page.evaluate(async () => {
    const response = await fetch('/api/sync/operations', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: localStorage.getItem('access_token') ?? '' },
      body: JSON.stringify({ operations: [] }),
    });
    if (!response.ok) return null;
    const reply = (await response.json()) as { notes: { text: string }[] };
    return reply.notes.map((note) => note.text).sort();
  });
}

describe('My Notes', () => {
  it('adds a note on a page section, edits it, works offline, syncs when back online and deletes', async () => {
    const page = await openPage();
    await signIn(page, 'retailer', 'rparts', 'Rita Parker');
    await waitForServiceWorkerControl(page);
    await page.goto(pagePath);
    await openPageSection(page);

    // Adding: the text is checked next to the field first.
    await notesButton(page).click();
    await dialog(page).getByRole('button', { name: 'Add note' }).click();
    await expect.poll(() => dialog(page).getByText('Enter the text of the note.').count()).toBe(1);
    await expectNoViolationsWithDialogOpen(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);
    await addNoteOnPage(page, 'Replace the seal as well');
    await expect.poll(() => notesButton(page).textContent()).toBe('Notes (1)');

    // The count shows on the catalogue nodes above the page.
    await page.getByRole('navigation', { name: 'Where you are in the catalogue' }).getByRole('link').last().click();
    await expect
      .poll(() => page.locator('main li', { has: page.locator(`a[href$="/page-section/${pageId}"]`) }).textContent())
      .toContain('Notes: 1');
    await expectNoAccessibilityViolations(page);

    // My Notes: the note, what it is on (a link to it), when it was edited; synced, so no badge.
    await page.goto('/notes');
    await expect.poll(() => noteTexts(page)).toEqual(['Replace the seal as well']);
    // Its breadcrumb, every level a link, the page's last.
    const link = notes(page).first().getByRole('link').last();
    expect(await link.getAttribute('href')).toBe(pagePath);
    expect(await notes(page).first().getByTestId('location-trail').textContent()).toMatch(/ › .* › .* › /);
    expect(await notes(page).first().textContent()).toMatch(/Last edited .*20\d\d/);
    await expect.poll(() => page.getByTestId('note-pending').count(), { timeout: 20_000 }).toBe(0);
    await expect.poll(() => serverNoteTexts(page)).toEqual(['Replace the seal as well']);

    // Editing in place: Escape cancels, Save keeps.
    await notes(page).first().getByRole('button', { name: 'Edit' }).click();
    const editor = page.getByRole('textbox', { name: 'Edit note' });
    await expect.poll(() => editor.evaluate((element) => element === document.activeElement)).toBe(true);
    await editor.fill('Something else');
    await page.keyboard.press('Escape');
    await expect.poll(() => noteTexts(page)).toEqual(['Replace the seal as well']);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Edit');
    await page.keyboard.press('Enter');
    await editor.fill('Replace the seal and the gasket');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => noteTexts(page)).toEqual(['Replace the seal and the gasket']);
    await expect.poll(() => serverNoteTexts(page), { timeout: 20_000 }).toEqual(['Replace the seal and the gasket']);

    // Offline: edit, add another on the page, reload: both kept, both waiting to sync.
    await page.context().setOffline(true);
    await expect.poll(() => page.getByTestId('offline-banner').isVisible(), { timeout: 15_000 }).toBe(true);
    await notes(page).first().getByRole('button', { name: 'Edit' }).click();
    await editor.fill('Seal, gasket and bolts');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByTestId('note-pending').count()).toBe(1);
    await notes(page).first().getByRole('link').last().click();
    await openPageSection(page);
    await addNoteOnPage(page, 'Written offline');
    await page.goto('/notes');
    await expect
      .poll(() => noteTexts(page), { timeout: 20_000 })
      .toEqual(['Written offline', 'Seal, gasket and bolts']);
    expect(await page.getByTestId('note-pending').count()).toBe(2);
    await expectNoAccessibilityViolations(page);

    // Online again: both reach the server and the badges go.
    await page.context().setOffline(false);
    await expect.poll(() => page.getByTestId('note-pending').count(), { timeout: 30_000 }).toBe(0);
    await expect.poll(() => serverNoteTexts(page)).toEqual(['Seal, gasket and bolts', 'Written offline']);

    // Deleting asks first; Cancel keeps the note.
    const offlineNote = notes(page).filter({ hasText: 'Written offline' });
    await offlineNote.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => dialog(page).getByText('Delete this note?').count()).toBe(1);
    await expectNoViolationsWithDialogOpen(page);
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => notes(page).count()).toBe(2);
    await offlineNote.getByRole('button', { name: 'Delete' }).click();
    await dialog(page).getByRole('button', { name: 'Delete note' }).click();
    await expect.poll(() => noteTexts(page)).toEqual(['Seal, gasket and bolts']);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Your notes, newest first');
    await expect.poll(() => serverNoteTexts(page), { timeout: 20_000 }).toEqual(['Seal, gasket and bolts']);
    await expect.poll(() => page.getByTestId('note-pending').count()).toBe(0);
    await expectNoAccessibilityViolations(page);
    await page.context().close();
    // One long story (online, offline, reload, back online) on a machine that may be busy.
  }, 180_000);

  it('tells a guest that notes and the catalogue need signing in', async () => {
    const page = await openPage();
    for (const path of ['/notes', pagePath]) {
      await page.goto(path);
      await expect
        .poll(
          () =>
            page
              .getByTestId('page-closed')
              .getAttribute('data-reason', { timeout: 1_000 })
              .catch(() => null),
          { timeout: 20_000 },
        )
        .toBe('sign-in-needed');
      expect(await page.locator('main h1').textContent()).toBe('Sign in to open this page');
      expect(await page.locator('main').textContent()).toContain('Offline:');
      expect(await notesButton(page).count()).toBe(0);
    }
    await expectNoAccessibilityViolations(page);
    await page.context().close();
  });
});
