// The Data Download Platform (issue 17; docs/eu-download.md): tpuser downloads a model's parts
// as CSV and as JSON, reads both files as saved, and finds both downloads at the top of the
// history; a retailer cannot open the page and is told why. Retry-safe: each run checks the
// two entries it added (newest first), not how many there are. Offline, Download is off and
// the history stays as last read.
import type { Download, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { partColumns } from '../../src/domain/eu-download/eu-download-contract';
import { expectNoAccessibilityViolations, openPage } from './support/browser';
import { signInAs } from './support/sign-in';

const historyRows = (page: Page) => page.getByTestId('download-history-row');

async function readDownload(download: Download): Promise<string> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function downloadAs(page: Page, format: 'CSV' | 'JSON'): Promise<{ fileName: string; text: string }> {
  await page.getByRole('radio', { name: format }).check();
  const saved = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const download = await saved;
  await expect.poll(() => page.getByTestId('download-outcome').textContent()).toContain(download.suggestedFilename());
  return { fileName: download.suggestedFilename(), text: await readDownload(download) };
}

describe('the Data Download Platform', () => {
  it('tpuser downloads a model’s parts as CSV and JSON, and the history lists both', async () => {
    const page = await openPage();
    await signInAs(page, 'tpuser');
    await page.goto('/eu-legislation');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 20_000 })
      .toBe('Data Download Platform');
    // Only Log Out in the header (shell spec, section 2).
    await expect.poll(() => page.getByRole('button', { name: /log out/i }).isVisible()).toBe(true);
    await expectNoAccessibilityViolations(page);

    await page.getByRole('radio', { name: 'Model' }).check();
    await page.getByRole('combobox', { name: 'Brand' }).selectOption({ label: 'Corvid' });
    const model = page.getByRole('combobox', { name: 'Model' });
    await expect.poll(() => model.isEnabled(), { timeout: 20_000 }).toBe(true);
    const modelName = (await model.locator('option:checked').textContent()) ?? '';
    await page.getByRole('radio', { name: /^Parts/ }).check();

    const csv = await downloadAs(page, 'CSV');
    expect(csv.fileName).toMatch(/^eu-parts-corvid-.+\.csv$/);
    const [headerLine, firstRow] = csv.text.split('\r\n');
    expect(headerLine).toBe(partColumns.join(','));
    expect(firstRow).toMatch(/^corvid,/);
    const csvRows = csv.text.trimEnd().split('\r\n').length - 1;

    const json = await downloadAs(page, 'JSON');
    expect(json.fileName).toBe(csv.fileName.replace(/\.csv$/, '.json'));
    const rows = JSON.parse(json.text) as Record<string, unknown>[];
    expect(Object.keys(rows[0] ?? {})).toEqual([...partColumns]);
    expect(rows.length).toBe(csvRows);
    expect(rows[0]).toMatchObject({ brand: 'corvid', market: 'GB' });

    // The two downloads of this run at the top of the history, newest first.
    await expect
      .poll(async () => (await historyRows(page).first().textContent()) ?? '', { timeout: 20_000 })
      .toContain('JSON');
    const [newest, before] = [
      await historyRows(page).nth(0).textContent(),
      await historyRows(page).nth(1).textContent(),
    ];
    expect(newest).toContain(`Parts: ${modelName}`);
    expect(before).toContain(`Parts: ${modelName}`);
    expect(before).toContain('CSV');
    expect(newest).toContain(new Intl.NumberFormat('en-GB').format(rows.length));
    await expectNoAccessibilityViolations(page);

    // Offline: downloads need a network, and the list shows as last read.
    await page.context().setOffline(true);
    await expect.poll(() => page.getByTestId('eu-download-offline').isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await page.getByRole('button', { name: 'Download', exact: true }).isDisabled()).toBe(true);
    expect(await historyRows(page).nth(0).textContent()).toBe(newest);
    await expectNoAccessibilityViolations(page);
    await page.context().close();
  });

  it('tpuser cancels a whole brand’s download part way: nothing is saved and the history says it was not completed', async () => {
    const page = await openPage();
    await signInAs(page, 'tpuser');
    await page.goto('/eu-legislation');
    await page.getByRole('radio', { name: 'Brand' }).check();
    const brand = page.getByRole('combobox', { name: 'Brand' });
    await expect.poll(() => brand.isEnabled(), { timeout: 20_000 }).toBe(true);
    await brand.selectOption({ label: 'Arden' });
    await page.getByRole('radio', { name: 'XML' }).check();
    let saved = false;
    page.on('download', () => {
      saved = true;
    });
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    const progress = page.getByRole('region', { name: 'Download in progress' });
    await expect.poll(() => progress.isVisible(), { timeout: 20_000 }).toBe(true);
    await expectNoAccessibilityViolations(page);
    await progress.getByRole('button', { name: 'Cancel download' }).click();
    await expect
      .poll(() => page.getByTestId('download-outcome').textContent(), { timeout: 20_000 })
      .toBe('The download was cancelled; nothing was saved.');
    expect(saved).toBe(false);
    await expect
      .poll(async () => (await historyRows(page).first().textContent()) ?? '', { timeout: 20_000 })
      .toContain('Parts: Arden (not completed)');
    expect(await historyRows(page).first().textContent()).toContain('XML');
    await page.context().close();
  });

  it('a retailer cannot open the page and is told why', async () => {
    const page = await openPage();
    await signInAs(page, 'rlee');
    await page.goto('/eu-legislation');
    const closed = page.getByTestId('page-closed');
    await expect
      .poll(() => closed.getAttribute('data-reason', { timeout: 1_000 }).catch(() => null), { timeout: 20_000 })
      .toBe('data-download-only');
    expect(await closed.getByRole('heading', { level: 1 }).textContent()).toBe(
      'The Data Download Platform needs data download access',
    );
    await expectNoAccessibilityViolations(page);
    await page.context().close();
  });
});
