// The catalogue's pictures (issue 20): every model on the home page its own picture, and a
// part's details a thumbnail of the part with a text alternative, shown again offline once seen.
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { openPage, waitForServiceWorkerControl } from './support/browser';
import { signInAs } from './support/sign-in';

const minor = 'arden-ks32-2023-m02-n01';
const pageSection = `/major-section/arden-ks32-2023-m02/minor-section/${minor}/page-section/${minor}-p1`;

/** The pictures' bytes as the page drew them, by address. */
const imagesLoaded = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((images) =>
    images.map((image) => {
      const img = image as HTMLImageElement;
      return { src: img.src, alt: img.alt, width: img.naturalWidth };
    }),
  );

async function openThumbnail(page: Page): Promise<{ alt: string; width: number }> {
  const firstDetails = page.getByRole('button', { name: /^Part details, / }).first();
  await expect.poll(() => firstDetails.count(), { timeout: 20_000 }).toBe(1);
  const partNumber = ((await firstDetails.getAttribute('aria-label')) ?? '').replace('Part details, ', '');
  await firstDetails.click();
  const thumbnail = page.getByTestId('part-details').getByTestId('part-thumbnail');
  await expect.poll(() => thumbnail.count(), { timeout: 20_000 }).toBe(1);
  await expect.poll(() => thumbnail.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  const alt = (await thumbnail.getAttribute('alt')) ?? '';
  expect(alt).toMatch(new RegExp(`^Picture of .+, part ${partNumber}$`));
  const width = await thumbnail.evaluate((image) => (image as HTMLImageElement).naturalWidth);
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
  await expect.poll(() => page.getByTestId('part-details').count()).toBe(0);
  return { alt, width };
}

describe('catalogue pictures', () => {
  it('shows each model its own picture, and part details a thumbnail of the part, offline too once seen', async () => {
    const page = await openPage();
    const context = page.context();
    await signInAs(page, 'isponsored');
    await waitForServiceWorkerControl(page);

    const models = 'ul[aria-label="Models"] img';
    await expect.poll(async () => (await imagesLoaded(page, models)).length, { timeout: 20_000 }).toBeGreaterThan(2);
    await expect
      .poll(async () => (await imagesLoaded(page, models)).every((image) => image.width > 0), { timeout: 20_000 })
      .toBe(true);
    // A model's model years share its picture; each model has its own drawing, beyond its name.
    const sources = [...new Set((await imagesLoaded(page, models)).map((picture) => picture.src))];
    expect(sources.length).toBeGreaterThan(2);
    const drawings = await page.evaluate(
      async (sources) =>
        Promise.all(
          sources.map(async (source) =>
            (await (await fetch(source)).text()).replace(/<title>.*?<\/title>|<text[^>]*>.*?<\/text>/g, ''),
          ),
        ),
      sources,
    );
    expect(new Set(drawings).size).toBe(drawings.length);

    await page.goto(pageSection);
    const online = await openThumbnail(page);

    // Offline, the part's details and picture come from the device's copy.
    await context.setOffline(true);
    await page.reload();
    expect(await openThumbnail(page)).toEqual(online);
    await context.close();
  });
});
