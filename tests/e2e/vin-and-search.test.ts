import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { expectNoAccessibilityViolations, openPage } from './support/browser';
import { signInAs } from './support/sign-in';

const demoVin = 'SARSB21D1NH000001';
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const path = (page: Page) => decodeURIComponent(new URL(page.url()).pathname);

async function decodeFromHome(page: Page, term: string): Promise<void> {
  await page.goto('/home');
  await expect.poll(() => heading(page, 'Home').isVisible(), { timeout: 20_000 }).toBe(true);
  await page.getByLabel('VIN or registration number', { exact: true }).fill(term);
  await page.getByRole('button', { name: 'Decode' }).click();
}

describe('VIN decoding', () => {
  it('decodes a VIN typed on home, keeps it among recent and favourite VINs, and opens its catalogue', async () => {
    const page = await openPage();
    await signInAs(page, 'tpuser');
    await decodeFromHome(page, demoVin.toLowerCase());
    await expect.poll(() => path(page)).toBe(`/vin-decoder/${demoVin}`);
    const summary = page.getByTestId('vehicle-summary');
    await expect.poll(() => summary.textContent(), { timeout: 20_000 }).toContain('Arden Sable');
    expect(await summary.textContent()).toContain('2022');
    const featureCodes = page.getByTestId('feature-codes');
    expect(await featureCodes.locator('tbody tr').count()).toBe(5);
    expect(await featureCodes.textContent()).toContain('D300');
    await expectNoAccessibilityViolations(page);

    const star = page.getByRole('button', { name: `Favourite VIN ${demoVin}` });
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');

    await page.getByRole('button', { name: 'Open catalogue' }).click();
    await expect.poll(() => path(page)).toBe('/catalogue/arden-sb21-2022');
    await expect.poll(() => page.locator('main h1').textContent(), { timeout: 20_000 }).toContain('Sable');
    const context = await page.evaluate(() => ({
      type: sessionStorage.getItem('type'),
      vin: sessionStorage.getItem('vin'),
      carDetails: sessionStorage.getItem('carDetails'),
    }));
    expect(context.type).toBe('vin');
    expect(context.vin).toBe(demoVin);
    expect(JSON.parse(context.carDetails ?? '{}')).toMatchObject({
      modelName: 'Arden Sable',
      featureCodes: ['D300', 'MT6', 'RWD', 'LHD', 'STDBRK'],
    });

    await page.goto('/home');
    await expect
      .poll(() => page.getByTestId('recent-vin').first().textContent(), { timeout: 20_000 })
      .toContain(demoVin);
    expect(await page.getByTestId('favourite-vin').first().textContent()).toContain(demoVin);
    await expectNoAccessibilityViolations(page);
    // Un-starring on home takes it out of the favourites.
    await page
      .getByTestId('favourite-vin')
      .getByRole('button', { name: `Favourite VIN ${demoVin}` })
      .click();
    await expect.poll(() => page.getByTestId('favourite-vin').count()).toBe(0);
    await page.context().close();
  });

  it('decodes a registration number typed on home, and keeps it among recent registrations', async () => {
    const page = await openPage();
    await signInAs(page, 'tpuser');
    await decodeFromHome(page, 'lg24 nty');
    await expect.poll(() => path(page)).toBe('/vin-decoder/LG24 NTY');
    await expect
      .poll(() => page.getByTestId('vehicle-summary').textContent(), { timeout: 20_000 })
      .toContain('LG24 NTY');
    expect(await page.getByTestId('vehicle-summary').textContent()).toContain('Arden Sable');
    // Back home as a user goes, through the navigation (a reload at the very moment of
    // decoding could cut the device's write short).
    await page.getByRole('link', { name: 'Home' }).first().click();
    await expect.poll(() => page.getByRole('link', { name: 'LG24 NTY' }).isVisible(), { timeout: 20_000 }).toBe(true);
    await page.context().close();
  });

  it('says in the page what is wrong with a bad VIN, before any decoding', async () => {
    const page = await openPage();
    await signInAs(page, 'tpuser');
    const decodes: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('vinDecode')) decodes.push(request.postData() ?? '');
    });
    await decodeFromHome(page, 'SARSB21D1NH00000O');
    await expect.poll(() => page.getByText('A VIN never contains the letters I, O or Q.').isVisible()).toBe(true);
    expect(path(page)).toBe('/home');

    await page.goto('/vin-decoder/SARSB21D1NH00000O');
    await expect
      .poll(() => page.getByTestId('vin-problem').textContent(), { timeout: 20_000 })
      .toBe('A VIN never contains the letters I, O or Q.');
    await page.goto('/vin-decoder/SARSB21D1NH0001');
    await expect
      .poll(() => page.getByTestId('vin-problem').textContent())
      .toBe('A VIN has 17 characters; this one has 15.');
    expect(decodes).toEqual([]);
    await expectNoAccessibilityViolations(page);

    // A wrong check digit is reported (GB does not use one), then the vehicle is not found.
    await page.goto('/vin-decoder/SARSB21D2NH000001');
    await expect
      .poll(() => page.getByTestId('vin-check-digit-note').textContent(), { timeout: 20_000 })
      .toContain('check digit (9th character) does not match');
    await expect
      .poll(() => page.getByTestId('vin-problem').textContent(), { timeout: 20_000 })
      .toContain('No vehicle was found for VIN SARSB21D2NH000001. Its check digit');
    expect(await page.getByRole('heading', { level: 1, name: 'VIN decoder' }).isVisible()).toBe(true);
    await expectNoAccessibilityViolations(page);
    await page.context().close();
  });
});

describe('part search', () => {
  it('finds descriptions misspelt and in another order, opens a result highlighted, and keeps the search in the history', async () => {
    const page = await openPage();
    await signInAs(page, 'tpuser');
    await page.goto('/search/arden-sb21-2024/partNumber/W500000');
    await expect
      .poll(() => page.getByTestId('search-results').locator('tbody tr').count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    expect(await page.getByTestId('search-results').locator('tbody tr').first().locator('mark').textContent()).toBe(
      'W500000',
    );

    await page.getByRole('radio', { name: 'Description' }).check();
    await page.getByLabel('Search term').fill('calipr brake');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => path(page)).toBe('/search/arden-sb21-2024/description/calipr brake');
    const rows = page.getByTestId('search-results').locator('tbody tr');
    // The part number results stay on screen until the description search answers.
    await expect.poll(() => rows.first().textContent(), { timeout: 20_000 }).toMatch(/Brake caliper/);
    expect(await rows.first().locator('mark').first().textContent()).toBe('Brake');
    expect(await page.evaluate(() => localStorage.getItem('epc_search_type'))).toBe('description');
    await expectNoAccessibilityViolations(page);

    // The part number's link (the location's levels are links too).
    const partLink = rows.first().getByRole('link').first();
    const firstPart = (await partLink.textContent()) ?? '';
    await partLink.click();
    await expect
      .poll(() => path(page))
      .toMatch(/^\/major-section\/arden-sb21-2024-m\d+\/minor-section\/[^/]+\/page-section\/[^/]+$/);
    expect(new URL(page.url()).searchParams.get('highlight')).toBe(firstPart);

    await page.goto('/search-history');
    const history = page.getByTestId('search-history').locator('tbody tr');
    await expect.poll(() => history.count(), { timeout: 20_000 }).toBe(1);
    const cells = await history.first().locator('td').allTextContents();
    expect(cells[0]).toBe('calipr brake');
    expect(cells[1]).toBe('Description');
    expect(cells[2]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(cells[3]).toMatch(/^\d{2}:\d{2}$/);
    expect(await page.getByRole('link', { name: 'Back to session' }).getAttribute('href')).toBe('/home');
    await expectNoAccessibilityViolations(page);

    await page.context().close();
  });
});

describe('shared catalogue', () => {
  it('opens a catalogue shared by link, and says so for an unknown one', async () => {
    const page = await openPage();
    await signInAs(page, 'tpuser');
    await page.goto('/shared-catalogue/arden-sb21-2024');
    await expect.poll(() => path(page), { timeout: 20_000 }).toBe('/catalogue/arden-sb21-2024');
    expect(await page.evaluate(() => sessionStorage.getItem('isSharedCatalogue'))).toBe('true');
    await page.goto('/shared-catalogue/arden-zz99-1999');
    await expect
      .poll(() => page.getByTestId('unknown-catalogue').textContent(), { timeout: 20_000 })
      .toContain('There is no vehicle catalogue "arden-zz99-1999"');
    await expectNoAccessibilityViolations(page);
    await page.context().close();
  });
});
