/**
 * The ETag/304 round trip through the service worker (issue 19): a page section opened a
 * second time while online sends its catalogue query with If-None-Match and the ETag of the
 * answer the service worker kept; the server answers 304 with no body and the page still shows
 * the parts, from the kept copy. With the network gone, the page still renders from that copy.
 * The service worker's own requests are watched on the browser context, where Playwright
 * reports them with their headers and statuses.
 */
import type { Page, Request, Response } from 'playwright';
import { describe, expect, it } from 'vitest';
import { expectNoAccessibilityViolations, openPage, waitForServiceWorkerControl } from './support/browser';
import { signInAs } from './support/sign-in';

const minor = 'corvid-rv18-2024-m02-n03';
const pageSection = `/major-section/corvid-rv18-2024-m02/minor-section/${minor}/page-section/${minor}-p2`;

interface QuerySeen {
  fromServiceWorker: boolean;
  ifNoneMatch: string | undefined;
  status: number;
  etag: string | undefined;
}

/**
 * The page section's catalogue queries (nextLevelHierarchies, the only one it makes), both as
 * the page sent them to its service worker and as the service worker sent them to the server.
 */
function watchSectionQueries(page: Page): QuerySeen[] {
  const seen: QuerySeen[] = [];
  const isSectionQuery = (request: Request) =>
    request.method() === 'POST' && new URL(request.url()).pathname === '/catalogue/api/v1/nextLevelHierarchies';
  page.context().on('response', async (response: Response) => {
    const request = response.request();
    if (!isSectionQuery(request)) return;
    const headers = await request.allHeaders();
    seen.push({
      fromServiceWorker: request.serviceWorker() !== null,
      ifNoneMatch: headers['if-none-match'],
      status: response.status(),
      etag: (await response.headerValue('etag')) ?? undefined,
    });
  });
  return seen;
}

/**
 * Each row's catalogue columns (callout, part number, description, quantity), read by their
 * headers: the price and stock columns beside them come from another call, dated once offline.
 */
function catalogueRows(page: Page): Promise<string[]> {
  return page.getByTestId('parts-table').evaluate((table) => {
    const headers = [...(table.querySelector('thead tr')?.children ?? [])].map(
      (cell) => cell.textContent?.trim() ?? '',
    );
    const wanted = ['Callout', 'Part number', 'Description', 'Quantity'].map((name) => headers.indexOf(name));
    return [...table.querySelectorAll('tbody tr')].map((row) =>
      wanted.map((index) => row.children[index]?.textContent?.trim() ?? '').join(' | '),
    );
  });
}

async function expectParts(page: Page): Promise<void> {
  await expect
    .poll(() => page.getByTestId('parts-table').locator('tbody tr').count(), { timeout: 30_000 })
    .toBeGreaterThan(0);
  expect(await page.getByTestId('catalogue-unavailable').count()).toBe(0);
}

describe('catalogue answers revalidated by the service worker', () => {
  it('asks again with the kept ETag, gets 304 and shows the kept parts; offline it shows them too', async () => {
    const page = await openPage();
    await signInAs(page, 'jsmith');
    await waitForServiceWorkerControl(page);
    const seen = watchSectionQueries(page);

    await page.goto(pageSection);
    await expectParts(page);
    const partsFirstTime = await catalogueRows(page);
    expect(partsFirstTime[0]).toMatch(/^\S+ \| \S+ \| .+ \| .+$/);
    await expect
      .poll(() => seen.filter((query) => query.fromServiceWorker && query.status === 200).length)
      .toBeGreaterThan(0);
    const kept = seen.find((query) => query.status === 200)?.etag;
    expect(kept).toMatch(/^"[^"]+"$/);

    await page.goto('/home');
    await page.goto(pageSection);
    await expectParts(page);
    await expect
      .poll(() => seen.filter((query) => query.fromServiceWorker && query.status === 304).length, { timeout: 20_000 })
      .toBeGreaterThan(0);
    const revalidation = seen.find((query) => query.status === 304);
    expect(revalidation?.ifNoneMatch).toBe(kept);
    expect(await catalogueRows(page)).toEqual(partsFirstTime);
    // The page itself only ever sees full answers: the 304 stays between worker and server.
    expect(seen.filter((query) => !query.fromServiceWorker).map((query) => query.status)).not.toContain(304);
    await expectNoAccessibilityViolations(page);

    await page.context().setOffline(true);
    await page.goto(pageSection);
    await expectParts(page);
    expect(await catalogueRows(page)).toEqual(partsFirstTime);
    await page.context().setOffline(false);
    await page.context().close();
  });
});
