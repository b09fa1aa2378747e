// The admin's updates and service messages (issue 16): an internal admin publishes an update
// with a PDF and the news viewer shows it at once, red and first, with its PDF; a service
// message set to start a few seconds from now appears in the banner on its start and goes on
// its end (seconds the test waits for real: the server decides by its own clock). Names and
// texts are this run's own, and what the test publishes is deleted again (through the panels,
// or the admin API should a step fail), so a retry starts afresh and the demo news and banner
// other tests read are as they were. axe on each panel.
import type { Page } from 'playwright';
import { afterAll, describe, expect, it } from 'vitest';
import { renderTextPdf } from '../../src/server/pdf/render-text-pdf';
import { expectNoAccessibilityViolations, openPage } from './support/browser';
import { signInAs } from './support/sign-in';

const runId = Date.now().toString(36);
const updateName = `Brake bulletin ${runId}`;
const messageText = `Short maintenance window ${runId}`;
const openPages: Page[] = [];

async function adminPage(): Promise<Page> {
  const page = await openPage();
  openPages.push(page);
  await signInAs(page, 'jsmith');
  return page;
}

async function openArea(page: Page, area: string, tabName: string): Promise<void> {
  await page.goto(`/admin-management?area=${area}`);
  await expect
    .poll(() => page.getByRole('tab', { name: tabName }).getAttribute('aria-selected'), { timeout: 20_000 })
    .toBe('true');
}

/** Deletes what this run published, through the admin API, should a step have failed before the panels did. */
async function removeLeftovers(page: Page): Promise<void> {
  await page.evaluate(
    async ({ name, text }) => {
      const headers = { authorization: localStorage.getItem('access_token') ?? '' };
      const api = '/admin/api/v1';
      const updates = (await (await fetch(`${api}/updates?limit=200`, { headers })).json()) as {
        items: { id: string; c_name: string }[];
      };
      for (const update of updates.items.filter((item) => item.c_name === name)) {
        await fetch(`${api}/updates/${update.id}`, { method: 'DELETE', headers });
      }
      const messages = (await (await fetch(`${api}/serviceMessages?limit=200`, { headers })).json()) as {
        items: { id: string; c_messageContent: string }[];
      };
      for (const message of messages.items.filter((item) => item.c_messageContent === text)) {
        await fetch(`${api}/serviceMessages/${message.id}`, { method: 'DELETE', headers });
      }
    },
    { name: updateName, text: messageText },
  );
}

afterAll(async () => {
  const [page] = openPages;
  if (page !== undefined && !page.isClosed()) await removeLeftovers(page);
  await Promise.all(openPages.map((open) => open.context().close()));
});

describe('updates', () => {
  it('an update published with its PDF shows at once in EPC Updates, red and first, with the PDF', async () => {
    const page = await adminPage();
    await openArea(page, 'updates', 'Updates');
    const form = page.getByTestId('update-form');
    await expect.poll(() => form.isVisible(), { timeout: 20_000 }).toBe(true);
    await expectNoAccessibilityViolations(page);

    // Checked beside the fields before anything is sent.
    await form.getByRole('button', { name: 'Publish update' }).click();
    await expect.poll(() => form.getByText('Enter a name.').isVisible()).toBe(true);
    expect(await form.getByText('Choose the PDF of the update.').isVisible()).toBe(true);

    const pdf = await renderTextPdf({
      title: updateName,
      language: 'en-GB',
      blocks: [
        { kind: 'title', text: updateName },
        { kind: 'paragraph', text: 'Revised torque figures for the front brake calipers.' },
      ],
      footer: `EPC Updates | ${updateName}`,
    });
    await form.getByLabel('Name').fill(updateName);
    await form
      .getByLabel('PDF file')
      .setInputFiles({ name: 'brake-bulletin.pdf', mimeType: 'application/pdf', buffer: pdf });
    await form.getByRole('button', { name: 'Publish update' }).click();
    await expect
      .poll(() => page.getByTestId('admin-updates-outcome').textContent(), { timeout: 20_000 })
      .toBe(`The update '${updateName}' is published; readers see it in EPC Updates.`);
    await expect.poll(() => page.getByTestId('admin-updates-table').textContent()).toContain(updateName);
    await expectNoAccessibilityViolations(page);

    // A reader's header: EPC Updates is red, and the new update is the first tab with its PDF.
    await page.goto('/home');
    const epcUpdates = page.getByRole('button', { name: 'EPC Updates', exact: true });
    await expect.poll(() => epcUpdates.getAttribute('data-unread'), { timeout: 20_000 }).toBe('true');
    await epcUpdates.click();
    const dialog = page.getByRole('dialog', { name: 'EPC Updates' });
    await expect
      .poll(() => dialog.getByRole('tab', { name: updateName }).getAttribute('aria-selected'), { timeout: 20_000 })
      .toBe('true');
    const shown = dialog.getByTestId('pdf-document');
    await expect.poll(() => shown.textContent(), { timeout: 20_000 }).toContain('Revised torque figures');
    await page.keyboard.press('Escape');

    // Deleted through the panel after a confirmation: gone from the list.
    await openArea(page, 'updates', 'Updates');
    await page.getByRole('button', { name: `Delete the update '${updateName}'` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete the update '${updateName}'?` });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect
      .poll(() => page.getByTestId('admin-updates-outcome').textContent(), { timeout: 20_000 })
      .toBe(`The update '${updateName}' and its PDF are deleted.`);
    await expect.poll(() => page.getByTestId('admin-updates-table').textContent()).not.toContain(updateName);
  });
});

describe('service messages', () => {
  it('a message appears in the banner at its start and goes at its end', async () => {
    const page = await adminPage();
    await openArea(page, 'service_messages', 'Service messages');
    const form = page.getByTestId('service-message-form');
    await expect.poll(() => form.isVisible(), { timeout: 20_000 }).toBe(true);
    await expectNoAccessibilityViolations(page);

    // Times from now in the browser's own clock and time zone, to the second, as the
    // datetime-local fields read them.
    const fromNow = (...offsetsMs: number[]) =>
      page.evaluate((offsets) => {
        const local = (time: Date) => {
          const pad = (value: number) => String(value).padStart(2, '0');
          return `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}T${pad(time.getHours())}:${pad(time.getMinutes())}:${pad(time.getSeconds())}`;
        };
        const now = Date.now();
        return offsets.map((offset) => local(new Date(now + offset)));
      }, offsetsMs);
    const [later = '', earlier = ''] = await fromNow(60_000, 30_000);
    await form.getByLabel('Message').fill(messageText);
    await form.getByLabel('Start (optional)').fill(later);
    await form.getByLabel('End (optional)').fill(earlier);
    await form.getByRole('button', { name: 'Create service message' }).click();
    await expect.poll(() => form.getByText('The end must be after the start.').isVisible()).toBe(true);

    // The server decides by its own clock: the test waits these seconds for real, so they are
    // few, read just before saving; the start leaves the save time to arrive first.
    const [start = '', end = ''] = await fromNow(8_000, 16_000);
    await form.getByLabel('Start (optional)').fill(start);
    await form.getByLabel('End (optional)').fill(end);
    await form.getByRole('button', { name: 'Create service message' }).click();
    await expect
      .poll(() => page.getByTestId('admin-messages-outcome').textContent(), { timeout: 20_000 })
      .toBe('The service message is saved; the banner does not show it now (switched off or outside its dates).');
    await expectNoAccessibilityViolations(page);

    const bannerText = async () => {
      await page.goto('/home');
      const banner = page.getByTestId('service-message-banner');
      await banner.waitFor({ timeout: 20_000 });
      return banner.textContent();
    };
    await expect.poll(bannerText, { timeout: 30_000, interval: 500 }).toContain(messageText);
    await expect.poll(bannerText, { timeout: 30_000, interval: 500 }).not.toContain(messageText);

    await openArea(page, 'service_messages', 'Service messages');
    const row = page.getByRole('row').filter({ hasText: messageText });
    await row.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this service message?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect
      .poll(() => page.getByTestId('admin-messages-outcome').textContent(), { timeout: 20_000 })
      .toBe('The service message is deleted.');
  });
});
