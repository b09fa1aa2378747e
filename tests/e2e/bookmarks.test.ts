import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { expectNoAccessibilityViolations, openPage, waitForServiceWorkerControl } from './support/browser';
import { signIn } from './support/sign-in';

const catalogueId = 'arden-sb21-2024';
const major = `${catalogueId}-m03`;
const minor = `${major}-n02`;
const pageId = `${minor}-p1`;
const pagePath = `/major-section/${major}/minor-section/${minor}/page-section/${pageId}`;
const syncTimeout = { timeout: 30_000 };

const drawer = (page: Page) => page.getByRole('dialog', { name: 'Bookmarks' });
const nameField = (page: Page) => drawer(page).getByRole('textbox', { name: 'Bookmark This Page' });
const rows = (page: Page) => drawer(page).getByTestId('bookmark-row');
const shownNames = (page: Page) => drawer(page).getByTestId('bookmark-name-text').allInnerTexts();
const pendingMarks = (page: Page) => drawer(page).getByTestId('bookmark-pending').count();

async function openDrawer(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Bookmarks' }).click();
  await expect.poll(() => nameField(page).isVisible()).toBe(true);
}

async function closeDrawer(page: Page): Promise<void> {
  await drawer(page).getByRole('button', { name: 'Close' }).click();
  await expect.poll(() => drawer(page).count()).toBe(0);
}

async function saveBookmark(page: Page, name: string): Promise<void> {
  await nameField(page).fill(name);
  await drawer(page).getByRole('button', { name: 'Save', exact: true }).click();
}

/** Sends bookmark operations as the app's outbox would (an empty list reads the server's state); answers the server's names. */
function syncBookmarks(page: Page, changes: object[] = []): Promise<string[]> {
  return page.evaluate(async (bookmarkChanges) => {
    const response = await fetch('/api/sync/operations', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: localStorage.getItem('access_token') ?? '' },
      body: JSON.stringify({
        operations: bookmarkChanges.map((change) => ({
          idempotencyKey: crypto.randomUUID(),
          entity: 'bookmark',
          createdAt: new Date().toISOString(),
          change,
        })),
      }),
    });
    if (!response.ok) throw new Error(`sync answered ${response.status}`);
    const reply = (await response.json()) as { bookmarks: { bookmarkName: string }[] };
    return reply.bookmarks.map((bookmark) => bookmark.bookmarkName);
  }, changes);
}

const serverNames = (page: Page) => syncBookmarks(page);

const bulkBookmark = (index: number) => ({
  action: 'save',
  bookmark: {
    id: `bulk-${index}-${Date.now()}`,
    bookmarkName: `Bulk ${String(index).padStart(2, '0')}`,
    url: '/home',
    timeStamp: '01/01/2026, 10:00',
    session: {},
    local: {},
  },
});

describe('Bookmarks', () => {
  it('saves, checks names, edits, deletes, opens in a new window, keeps 50, works offline and deletes all', async () => {
    const page = await openPage();
    await signIn(page, 'retailer', 'rlee', 'Robin Lee');
    await waitForServiceWorkerControl(page);
    // Start from no bookmarks on the server (a run stopped half-way may have left some).
    await syncBookmarks(page, [{ action: 'deleteAll' }]);
    try {
      await page.goto(pagePath);
      await expect
        .poll(() => page.getByTestId('parts-table').locator('tbody tr').count(), { timeout: 20_000 })
        .toBeGreaterThan(0);
      await expect.poll(() => page.evaluate(() => sessionStorage.getItem('pageSectionId'))).toBe(pageId);
      // Context only an earlier step could have left (a shared catalogue), and a search type, to see both come back.
      await page.evaluate(() => {
        sessionStorage.setItem('isSharedCatalogue', 'true');
        localStorage.setItem('epc_search_type', 'description');
      });

      // Empty and duplicate names are refused next to the field; the counter follows the name.
      await openDrawer(page);
      // The drawer reads the server's copy on opening: a pull that began before the clean-up
      // above (the app syncs as soon as it signs in) must not leave an earlier try's bookmarks.
      await expect.poll(() => shownNames(page), syncTimeout).toEqual([]);
      await expect.poll(() => drawer(page).getByText('0/150').count()).toBe(1);
      await saveBookmark(page, '   ');
      await expect.poll(() => drawer(page).getByText('Enter a valid bookmark name.').count()).toBe(1);
      await nameField(page).fill('Front brake pads');
      await expect.poll(() => drawer(page).getByText('16/150').count()).toBe(1);
      await saveBookmark(page, 'Front brake pads');
      await expect.poll(() => shownNames(page)).toEqual(['Front brake pads']);
      expect(await rows(page).first().innerText()).toMatch(/\d\d\/\d\d\/20\d\d, \d\d:\d\d/);
      await saveBookmark(page, '  FRONT brake PADS ');
      await expect.poll(() => drawer(page).getByText('Bookmark name already exists.').count()).toBe(1);
      await expect.poll(() => serverNames(page), syncTimeout).toEqual(['Front brake pads']);
      await expectNoAccessibilityViolations(page);

      // Editing in place: Escape cancels (the drawer stays open), Enter saves.
      await drawer(page).getByRole('button', { name: 'Edit Front brake pads' }).click();
      const editor = drawer(page).getByRole('textbox', { name: 'New name for Front brake pads' });
      await editor.fill('Something else');
      await editor.press('Escape');
      await expect.poll(() => shownNames(page)).toEqual(['Front brake pads']);
      expect(await drawer(page).count()).toBe(1);
      await drawer(page).getByRole('button', { name: 'Edit Front brake pads' }).click();
      await editor.fill('Pads, front axle');
      await editor.press('Enter');
      await expect.poll(() => shownNames(page)).toEqual(['Pads, front axle']);
      await expect.poll(() => serverNames(page), syncTimeout).toEqual(['Pads, front axle']);

      // Deleting asks first; No keeps the bookmark.
      await saveBookmark(page, 'Spare');
      await expect.poll(() => shownNames(page)).toEqual(['Spare', 'Pads, front axle']);
      await drawer(page).getByRole('button', { name: 'Delete Spare' }).click();
      const question = page.getByRole('alertdialog', { name: 'Are you sure you want to delete the bookmark?' });
      await expect.poll(() => question.isVisible()).toBe(true);
      await expectNoAccessibilityViolations(page);
      await question.getByRole('button', { name: 'No' }).click();
      await expect.poll(() => question.count()).toBe(0);
      expect(await shownNames(page)).toEqual(['Spare', 'Pads, front axle']);
      await drawer(page).getByRole('button', { name: 'Delete Spare' }).click();
      await question.getByRole('button', { name: 'Yes, delete' }).click();
      await expect.poll(() => shownNames(page)).toEqual(['Pads, front axle']);
      await expect.poll(() => serverNames(page), syncTimeout).toEqual(['Pads, front axle']);

      // Opening in a new window restores the page's context there, and the search type.
      const savedContext = await page.evaluate(() => ({ ...sessionStorage }));
      await page.evaluate(() => localStorage.setItem('epc_search_type', 'partNumber'));
      const [opened] = await Promise.all([
        page.context().waitForEvent('page'),
        drawer(page).getByRole('button', { name: 'Open Pads, front axle in a new window' }).click(),
      ]);
      await expect
        .poll(() => new URL(opened.url()).pathname + new URL(opened.url()).search, { timeout: 20_000 })
        .toBe(pagePath);
      await expect
        .poll(() => opened.getByTestId('parts-table').locator('tbody tr').count(), { timeout: 20_000 })
        .toBeGreaterThan(0);
      const restored = await opened.evaluate(() => ({ ...sessionStorage }));
      for (const key of [
        'breadcrumb',
        'carDetails',
        'type',
        'isSharedCatalogue',
        'majorSectionId',
        'minorSectionId',
        'pageSectionId',
        'pageSectionDescription',
        'pageData',
      ]) {
        expect(restored[key], key).toBe(savedContext[key]);
      }
      expect(restored['isSharedCatalogue']).toBe('true');
      expect(await opened.evaluate(() => localStorage.getItem('epc_search_type'))).toBe('description');
      await opened.close();

      // 50 at most: with 50 saved (49 from another device), saving one more drops the oldest.
      const bulk = Array.from({ length: 49 }, (_, index) => bulkBookmark(index + 1));
      expect(await syncBookmarks(page, bulk)).toHaveLength(50);
      await closeDrawer(page);
      await openDrawer(page);
      await expect.poll(() => rows(page).count(), syncTimeout).toBe(50);
      expect((await shownNames(page)).at(-1)).toBe('Pads, front axle');
      await saveBookmark(page, 'Number fifty-one');
      await expect.poll(async () => (await shownNames(page))[0]).toBe('Number fifty-one');
      const afterLimit = await shownNames(page);
      expect(afterLimit).toHaveLength(50);
      expect(afterLimit).not.toContain('Pads, front axle');
      await expect.poll(async () => (await serverNames(page)).slice(0, 1), syncTimeout).toEqual(['Number fifty-one']);
      expect(await serverNames(page)).toEqual(afterLimit);

      // Offline: saved and renamed on the device, marked as waiting, then synced when back online.
      await page.context().setOffline(true);
      await expect.poll(() => page.getByTestId('offline-banner').isVisible(), { timeout: 15_000 }).toBe(true);
      await expect.poll(() => drawer(page).getByTestId('bookmarks-sync-note').innerText()).toContain('You are offline');
      await saveBookmark(page, 'Made offline');
      await expect.poll(() => shownNames(page).then((names) => names[0])).toBe('Made offline');
      expect(await pendingMarks(page)).toBe(1);
      await expectNoAccessibilityViolations(page);
      await page.context().setOffline(false);
      await expect.poll(() => pendingMarks(page), syncTimeout).toBe(0);
      await expect.poll(async () => (await serverNames(page))[0], syncTimeout).toBe('Made offline');

      // Delete all asks first, then empties the list here and on the server.
      await drawer(page).getByRole('button', { name: 'Delete all' }).click();
      const deleteAll = page.getByRole('alertdialog', { name: 'Are you sure you want to delete all the bookmarks?' });
      await expect.poll(() => deleteAll.isVisible()).toBe(true);
      await deleteAll.getByRole('button', { name: 'Yes, delete all' }).click();
      await expect.poll(() => drawer(page).getByText('You have no bookmarks yet.').count()).toBe(1);
      await expect.poll(() => serverNames(page), syncTimeout).toEqual([]);
    } finally {
      await page.context().setOffline(false);
      await syncBookmarks(page, [{ action: 'deleteAll' }]);
      await page.context().close();
    }
    // One long story (two windows, 50 bookmarks, offline and back) on a machine that may be busy.
  }, 240_000);

  it('shows no bookmarks button to a guest, whose catalogue page says why it is closed', async () => {
    const page = await openPage();
    await page.goto(pagePath);
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
    expect(await page.getByRole('button', { name: 'Bookmarks' }).count()).toBe(0);
    await page.context().close();
  });
});
