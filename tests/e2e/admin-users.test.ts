// The admin's Users area (issue 16; catalogue spec, sections 4 and 6): an internal admin finds
// and approves a retailer technician waiting for approval, who is then registered at their next
// sign-in; a retailer admin sees only their own dealer's users. axe on each admin view.
// Each test takes a technician of a random demo dealer (the retailer lookup knows one at each,
// '<dealer code>-t1', and their first sign-in self-registers them as pending), so a retry finds
// a fresh one rather than the one an earlier attempt approved.
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { loadServerConfig } from '../../src/server/config';
import { generateDemoData } from '../../src/server/db/demo-data/generate-demo-data';
import { expectNoAccessibilityViolations, openPage } from './support/browser';
import { signIn, signInAs, startSignIn, storedSession } from './support/sign-in';

const demo = generateDemoData(loadServerConfig(process.env).demoSeed);
// The two special dealers' people belong to the demo accounts and other tests.
const technicians = demo.retailerUsers.filter(
  (user) => user.userId.endsWith('-t1') && !['005CA', '006CC'].includes(user.dealerCode),
);

function randomTechnician() {
  const technician = technicians[Math.floor(Math.random() * technicians.length)];
  if (technician === undefined) throw new Error('The demo data has no dealer technicians');
  return { ...technician, fullName: `${technician.givenName} ${technician.surname}` };
}

/**
 * A technician's first sign-in: self-registered as pending, and told so. One an earlier
 * attempt of this test approved signs in registered instead; then another is taken.
 */
async function freshPendingTechnician() {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const technician = randomTechnician();
    const page = await openPage();
    await startSignIn(page, 'retailer', technician.userId);
    const problem = page.getByTestId('sign-in-problem');
    await expect
      .poll(async () => new URL(page.url()).pathname === '/home' || (await problem.count()) > 0, { timeout: 20_000 })
      .toBe(true);
    const pending = (await problem.count()) > 0 && (await problem.textContent())?.includes('waiting for approval');
    await page.context().close();
    if (pending) return technician;
  }
  throw new Error('No technician waiting for approval was found');
}

const usersPanel = (page: Page) => page.getByTestId('admin-panel-users');
const userRow = (page: Page, userId: string) =>
  page.locator(`[data-testid="admin-user-row"][data-user-id="${userId}"]`);

async function openAdminUsers(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Admin', exact: true }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/admin-management');
  await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Admin management' }).isVisible()).toBe(true);
  await expect
    .poll(() => usersPanel(page).getByTestId('admin-users-count').isVisible(), { timeout: 20_000 })
    .toBe(true);
}

/** Searches by name or user id, keyboard only: the field, then Enter. */
async function searchByName(page: Page, text: string): Promise<void> {
  const name = usersPanel(page).getByLabel('Name or user id');
  await name.focus();
  await name.fill(text);
  await page.keyboard.press('Enter');
}

describe('an internal admin approves a waiting retailer technician', () => {
  it('finds them pending, approves after a confirmation, and they are registered at their next sign-in', async () => {
    const technician = await freshPendingTechnician();

    const page = await openPage();
    await signInAs(page, 'jsmith');
    await openAdminUsers(page);
    await expectNoAccessibilityViolations(page);

    await searchByName(page, technician.userId);
    // The search's answer (the unfiltered list may show them too, pending users first).
    await expect
      .poll(() => usersPanel(page).getByTestId('admin-users-count').textContent(), { timeout: 20_000 })
      .toBe('Showing 1–1 of 1 users.');
    const row = userRow(page, technician.userId);
    expect(await row.getByTestId('admin-user-status').textContent()).toBe('Pending');
    expect(await row.textContent()).toContain(technician.dealerCode);

    // Approve from the keyboard: the row's button opens the confirmation, which says what follows.
    await row.getByRole('button', { name: `Approve ${technician.fullName}` }).press('Enter');
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.textContent()).toContain('At their next sign-in they are registered');
    await expectNoAccessibilityViolations(page);
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect
      .poll(() => usersPanel(page).getByTestId('admin-users-outcome').textContent())
      .toBe(`${technician.fullName} (${technician.userId}) is approved and is registered at their next sign-in.`);
    await expect.poll(() => row.getByTestId('admin-user-status').textContent()).toBe('Approved');
    // The dialog has gone and the page is no longer hidden behind it; focus is on the outcome,
    // since the Approve button went with the change.
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => page.locator('#root').getAttribute('aria-hidden')).toBe(null);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('admin-users-outcome');
    await expectNoAccessibilityViolations(page);

    // Change role, type and retailer: checked beside the field first, then the server's reason
    // in words, and nothing changes.
    await row.getByRole('button', { name: `Change role, type or retailer of ${technician.fullName}` }).click();
    const change = page.getByRole('dialog');
    const retailer = change.getByLabel('Retailer (dealer code, jlr_internal or default)');
    await retailer.fill('not a code');
    await change.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => change.textContent())
      .toContain('Enter a dealer code, jlr_internal or default (letters, digits, - and _).');
    await retailer.fill('Z99999');
    await change.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => change.getByRole('alert').textContent()).toBe('retailerId Z99999 is not a known retailer.');
    await expectNoAccessibilityViolations(page);
    await change.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await row.textContent()).toContain(technician.dealerCode);

    // The audit list says who approved whom.
    await page.getByRole('tab', { name: 'Audit' }).click();
    const audit = page.getByTestId('admin-panel-audit');
    const entry = audit.getByTestId('admin-audit-row').filter({ hasText: technician.userId }).first();
    await expect.poll(() => entry.textContent(), { timeout: 20_000 }).toContain('approve');
    expect(await entry.textContent()).toContain('JSMITH');
    await expectNoAccessibilityViolations(page);
    await page.context().close();

    // The technician's next sign-in: registered, with their name in the header.
    const next = await openPage();
    await signIn(next, 'retailer', technician.userId, technician.fullName);
    await next.context().close();
  });
});

describe("a retailer admin (rparts, dealer 006CC) and another dealer's users", () => {
  it("sees only their own dealer's users, cannot find another dealer's technician, and is refused their list", async () => {
    const other = await freshPendingTechnician();

    const page = await openPage();
    await signInAs(page, 'rparts');
    await openAdminUsers(page);
    const dealer = usersPanel(page).getByLabel('Dealer code');
    expect(await dealer.inputValue()).toBe('006CC');
    expect(await dealer.isDisabled()).toBe(true);
    const dealers = await usersPanel(page).locator('[data-testid="admin-user-row"] td:nth-child(3)').allTextContents();
    expect(dealers.length).toBeGreaterThan(0);
    expect(new Set(dealers)).toEqual(new Set(['006CC']));
    await expectNoAccessibilityViolations(page);

    await searchByName(page, other.userId);
    await expect
      .poll(() => usersPanel(page).getByTestId('admin-users-count').textContent())
      .toBe('No users match this search.');
    await expectNoAccessibilityViolations(page);

    // Asking the server for that dealer's users directly is refused, in words.
    const { accessToken } = await storedSession(page);
    const refused = await page.request.get(`/admin/api/v1/users?dealer=${other.dealerCode}`, {
      headers: { authorization: accessToken ?? '' },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()) as unknown).toMatchObject({
      detail: 'A retailer admin can only see the records of their own dealer (006CC).',
    });
    await page.context().close();
  });
});
