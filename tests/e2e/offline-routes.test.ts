// Every route of the app walked with the network cut: each shows the offline banner and its own
// sentence on what works offline (project rule: offline is a first-class state, not an error).
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../src/client/app/routing/route-table';
import { expectNoAccessibilityViolations, openPage, waitForServiceWorkerControl } from './support/browser';
import { signInAs } from './support/sign-in';

/** Each page's sentence, in the English written inline in the code. */
const say = {
  landing: 'Offline: this page and every page you have opened before keep working without a network.',
  registration:
    'Offline: the form can be filled in and what you type is kept on this device, but registering needs a network.',
  callback:
    'Offline: completing a sign-in needs a network, so this page cannot do it offline; sign in again once the network is back.',
  home: 'Offline: the models and catalogue pages you have opened on this device, and every page of a vehicle made available offline, open without a network. Decoding a VIN or a registration number needs one; your recent and favourite VINs stay on this device.',
  catalogue:
    'Offline: catalogue pages you have opened on this device, and every page of a vehicle made available offline, open without a network; others need it.',
  configSelector:
    "Offline: a model's configuration opens if it was opened on this device before; a VIN's needs a network to decode.",
  sharedCatalogue:
    'Offline: a shared catalogue opens if it was opened on this device before; otherwise it needs a network.',
  vin: 'Offline: decoding a VIN or a registration needs a network; your recent and favourite VINs are kept on this device, and the catalogues of recent VINs open again if you opened them here before.',
  shareTarget: 'Offline: a VIN in what is shared is found on this device without a network; decoding it needs one.',
  search: 'Offline: searches run on this device before show their results again; new searches need a network.',
  searchHistory:
    'Offline: your search history is kept on this device and shows without a network; running a search again needs one, unless it was run here before.',
  shoppingList:
    'Offline: your list is kept on this device. Adding, editing, removing and resetting lines, and exporting, work without a network; the changes are sent when it returns. Prices are the last known ones until then, and sending to the dealer needs a network.',
  notes:
    'Offline: your notes are kept on this device, so you can read, write, edit and delete them without a network. Changes made offline show "Waiting to sync" until they reach your account, which happens by itself when the network returns. A page a note links to opens offline if it was opened on this device before.',
  settings:
    'Offline: this page works without a network; your settings change on this device and reach your account when the network returns, except the password, which needs a network. The vehicles kept on this device are listed here and can be removed, and making another available offline needs a network.',
  help: 'Offline: this help is part of the app kept on this device, so it opens and its search works without a network.',
  upload:
    'Offline: choosing a file, the preview and adding the rows all work without a network, since the file is read on this device; the added lines are kept here and sent to your account when the network returns.',
  admin:
    'Offline: admin work needs a network. Nothing on this page is kept on this device, and changes cannot be queued; connect to find users or change rates, prices, discounts, updates and messages.',
  upcoming: 'Offline: there is nothing on this page yet, so nothing here depends on the network.',
  euDownload:
    'Offline: downloads need a network and cannot be queued; the list of your downloads shows as it was last read on this device.',
  subscription:
    'Offline: the end date and plan last read on this device are shown, but buying a period and reading your orders need a network.',
  notFound:
    'Offline: there is no page at this address with or without a network; the pages you have opened on this device before still open.',
  /** A page the user may not open (the route guard's answer). */
  closed:
    'Offline: this answer comes from the profile kept on this device, so it is the same without a network. Signing in and renewing a subscription need the network; pages you may open that were opened before still work.',
} as const;

type Walker = 'rparts' | 'jsmith' | 'tpuser' | 'isubscriber' | 'anonymous';

interface Step {
  /** The route table's path this step opens. */
  route: string;
  /** The address opened, with a site or locale prefix where it says so. */
  visit: string;
  /** The sentence the page must show offline. */
  sentence: string;
  /** True when the page itself opens for this user (not the guard's closed page). */
  opens: boolean;
}

const catalogueId = 'arden-sb21-2024';
const major = `${catalogueId}-m03`;
const minor = `${major}-n02`;
const pageSection = `/major-section/${major}/minor-section/${minor}/page-section/${minor}-p1`;
const open = (route: string, visit: string, sentence: string): Step => ({ route, visit, sentence, opens: true });
const closed = (route: string, visit = route): Step => ({ route, visit, sentence: say.closed, opens: false });

/**
 * Who walks what. A dealer (retailer parts manager) walks every route; the others walk the
 * routes that open differently for them. Consecutive steps are never the same route nor both
 * closed, so each step renders a new page rather than React keeping the last one (see walk).
 */
const walks: Record<Walker, Step[]> = {
  rparts: [
    open('/home', '/home', say.home),
    open('/catalogue/:catHieId', `/catalogue/${catalogueId}`, say.catalogue),
    open('/major-section/:catId', `/major-section/${major}`, say.catalogue),
    open(
      '/major-section/:catId/minor-section/:minorCatHeiId',
      `/major-section/${major}/minor-section/${minor}`,
      say.catalogue,
    ),
    open('/major-section/:catId/minor-section/:minorCatHeiId/page-section/:pagesCatHeiId', pageSection, say.catalogue),
    open('/illustration-display', '/illustration-display', say.catalogue),
    open('/config-selector/:type/:catOrVinId', `/config-selector/model/${catalogueId}`, say.configSelector),
    open('/shared-catalogue/:id', '/shared-catalogue/corvid-never-opened', say.sharedCatalogue),
    open('/vin-decoder/:vinTerm', '/vin-decoder/SARSB21D1NH000001', say.vin),
    // Nothing shared, so no VIN: the page stays (a shared VIN opens the decoder: installed-app.test.ts).
    open('/share-target', '/share-target', say.shareTarget),
    open('/search/:catHieId/:searchCat/:searchTerm', `/search/${catalogueId}/partNumber/W500000`, say.search),
    open('/search-history', '/search-history', say.searchHistory),
    open('/shopping-list', '/shopping-list', say.shoppingList),
    open('/notes', '/notes', say.notes),
    open('/settings', '/settings', say.settings),
    open('/admin-management', '/admin-management', say.admin),
    open('/upload-csv-xml', '/upload-csv-xml', say.upload),
    open('/help', '/help', say.help),
    open('/registration', '/registration', say.registration),
    closed('/eu-legislation'),
    open('/', '/', say.landing),
    closed('/manage-subscription'),
    open('/callback', '/callback', say.callback),
    open('/callback/:kind', '/callback/retailer', say.callback),
    open('*', '/no-such-page', say.notFound),
    // Under a site prefix and a site and locale prefix.
    open('/home', '/corvid/home', say.home),
    open('/shopping-list', '/corvid/en-GB/shopping-list', say.shoppingList),
    open('*', '/corvid/no/such/page', say.notFound),
    open('/catalogue/:catHieId', `/corvid/catalogue/${catalogueId}`, say.catalogue),
  ],
  jsmith: [
    open('/admin-management', '/admin-management', say.admin),
    open('/upload-csv-xml', '/upload-csv-xml', say.upload),
    closed('/eu-legislation'),
    open('/notes', '/notes', say.notes),
  ],
  tpuser: [
    closed('/admin-management'),
    open('/eu-legislation', '/eu-legislation', say.euDownload),
    open('/upload-csv-xml', '/upload-csv-xml', say.upload),
  ],
  isubscriber: [
    open('/manage-subscription', '/manage-subscription', say.subscription),
    closed('/admin-management'),
    open('/home', '/home', say.home),
  ],
  anonymous: [
    open('/', '/', say.landing),
    closed('/home'),
    open('/help', '/help', say.help),
    closed('/shopping-list', '/corvid/shopping-list'),
    open('/registration', '/registration', say.registration),
    closed('/notes'),
    open('/settings', '/settings', say.settings),
    open('/callback', '/callback', say.callback),
    open('*', '/no-such-page', say.notFound),
  ],
};

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Moves inside the app, as a link would: no page load, so the service worker is not asked for the page. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The offline banner and exactly the step's sentence, on a page rendered for this step. */
async function expectOfflineSentence(page: Page, step: Step): Promise<void> {
  const notes = page.locator('[data-testid="offline-note"]:not([data-walked])');
  await expect.poll(() => notes.allTextContents(), { timeout: 20_000 }).toEqual([step.sentence]);
  expect(await notes.isVisible()).toBe(true);
  expect(await page.getByTestId('offline-banner').isVisible()).toBe(true);
  expect(await page.getByTestId('page-closed').count()).toBe(step.opens ? 0 : 1);
}

/**
 * Walks the steps offline by in-app navigation. The note of the page left behind is marked,
 * so a step passes only on the note of the page it opened.
 */
async function walk(page: Page, steps: readonly Step[], checkAccessibilityAt: ReadonlySet<string> = new Set()) {
  steps.forEach((step, index) => {
    const previous = steps[index - 1];
    if (previous && (previous.route === step.route || (!previous.opens && !step.opens))) {
      throw new Error(`${step.visit} would show the same page as ${previous.visit}: put another step between them`);
    }
  });
  for (const step of steps) {
    // A step to the page already open (the walk's first, often) renders nothing new to mark.
    if (pathOf(page) !== step.visit) {
      await page.evaluate(() =>
        document
          .querySelectorAll('[data-testid="offline-note"]')
          .forEach((note) => note.setAttribute('data-walked', '')),
      );
    }
    await navigateInApp(page, step.visit);
    await expect.poll(() => pathOf(page)).toBe(step.visit);
    try {
      await expectOfflineSentence(page, step);
    } catch (error) {
      throw new Error(`${step.visit}: ${(error as Error).message}`, { cause: error });
    }
    if (checkAccessibilityAt.has(step.visit)) await expectNoAccessibilityViolations(page);
  }
}

/** Cuts the network and reloads the page from the service worker, as a user opening the app offline. */
async function goOffline(page: Page): Promise<void> {
  await waitForServiceWorkerControl(page);
  await page.context().setOffline(true);
  await page.reload();
  await expect.poll(() => page.getByTestId('offline-banner').isVisible(), { timeout: 20_000 }).toBe(true);
}

/** How many catalogue levels the service worker has kept. */
function keptLevelCount(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const cache = await caches.open('epc-catalogue-v1');
    return (await cache.keys()).filter((request) => request.url.includes('/nextLevelHierarchies')).length;
  });
}

async function walkSignedIn(
  user: Exclude<Walker, 'anonymous'>,
  checkAccessibilityAt?: ReadonlySet<string>,
): Promise<void> {
  const page = await openPage();
  await signInAs(page, user);
  await goOffline(page);
  await walk(page, walks[user], checkAccessibilityAt);
  await page.context().close();
}

/** What is not a route but opens over one: part details, the bookmarks drawer, EPC news. */
async function expectShellPartsSayWhatWorksOffline(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: /^Part details, / })
    .first()
    .click();
  const details = page.getByRole('dialog');
  await expect
    .poll(() =>
      details
        .getByText('These part details have not been opened on this device before, so they are not available offline.')
        .isVisible(),
    )
    .toBe(true);
  await details.getByRole('button', { name: 'Close' }).click();
  await expect.poll(() => details.count()).toBe(0);

  await page.getByRole('button', { name: 'Bookmarks' }).click();
  const bookmarks = page.getByRole('dialog', { name: 'Bookmarks' });
  await expect
    .poll(() => bookmarks.getByTestId('bookmarks-sync-note').textContent())
    .toBe(
      'You are offline: bookmarks are saved on this device and will sync to your account when you are back online.',
    );
  await bookmarks.getByRole('button', { name: 'Close' }).click();
  await expect.poll(() => bookmarks.count()).toBe(0);

  await page.getByRole('button', { name: /EPC Updates/ }).click();
  await expect
    .poll(() =>
      page
        .getByText('You are offline: EPC news opens offline only once it has been opened online on this device.')
        .isVisible(),
    )
    .toBe(true);
}

describe('every route offline says what works offline', () => {
  it('the walk covers every route of the route table, each opened by someone who may open it', () => {
    const tablePaths = appRoutes.map((route) => route.path).sort();
    const steps = Object.values(walks).flat();
    expect([...new Set(steps.map((step) => step.route))].sort()).toEqual(tablePaths);
    expect([...new Set(steps.filter((step) => step.opens).map((step) => step.route))].sort()).toEqual(tablePaths);
  });

  it('a dealer: every route, a page opened online showing its parts offline', async () => {
    const page = await openPage();
    await signInAs(page, 'rparts');
    await waitForServiceWorkerControl(page);
    // Opened online once the service worker controls the page, so it keeps the answers.
    await navigateInApp(page, pageSection);
    await expect
      .poll(() => page.getByTestId('parts-table').locator('tbody tr').count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await expect.poll(() => keptLevelCount(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(1);

    await goOffline(page);
    await walk(page, walks.rparts, new Set(['/home', '/shopping-list', '/eu-legislation', '/no-such-page']));
    // The page section opened online is there in full, not only its sentence.
    await navigateInApp(page, pageSection);
    await expect
      .poll(() => page.getByTestId('parts-table').locator('tbody tr').count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await expectNoAccessibilityViolations(page);
    await expectShellPartsSayWhatWorksOffline(page);
    await page.context().close();
  });

  it('an internal admin, a data download user and a subscriber: the routes that open differently for them', async () => {
    await walkSignedIn('jsmith');
    await walkSignedIn('tpuser', new Set(['/admin-management']));
    await walkSignedIn('isubscriber');
  });

  it('someone not signed in: the public routes, and the sign-in a closed page asks for', async () => {
    const page = await openPage();
    await page.goto('/');
    await goOffline(page);
    await walk(page, walks.anonymous, new Set(['/', '/home']));
    // The closed page's own way on, signing in, says it waits for the network.
    await navigateInApp(page, '/home');
    await expect
      .poll(() => page.getByText('Signing in needs the network. Try again once it is back.').isVisible())
      .toBe(true);
    await page.context().close();
  });
});
