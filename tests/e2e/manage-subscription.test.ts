// Manage Subscription (issue 17): an expired true-independent buys a day with a test card and
// browses at once; a declined card changes nothing; a retailer cannot open the page. Retry-safe:
// the purchase test reads the end shown before and asserts the end after is later (an earlier
// attempt may already have bought time), and the decline test's user never buys.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { expectNoAccessibilityViolations, openPage, waitForServiceWorkerControl } from './support/browser';
import { readPdf } from '../integration/support/pdf-reader';
import { signIn, signInAs } from './support/sign-in';

const dayRadio = (page: Page) => page.getByRole('radio', { name: /^One day: / });
const cardYear = String(new Date().getFullYear() + 3);

async function openSubscriptionPage(page: Page): Promise<void> {
  await page.goto('/manage-subscription');
  await expect.poll(() => page.locator('main h1').textContent(), { timeout: 20_000 }).toBe('Manage Subscription');
  // The prices have arrived when the periods are offered.
  await expect.poll(() => dayRadio(page).isVisible(), { timeout: 20_000 }).toBe(true);
}

/** The instant the page says access ends, in ms; 0 when it shows no end. */
async function shownEnd(page: Page): Promise<number> {
  const value = (await page.getByTestId('subscription-end').getAttribute('data-ends-at')) ?? '';
  return value === '' ? 0 : Date.parse(value);
}

async function fillCheckout(page: Page, cardNumber: string): Promise<void> {
  await dayRadio(page).check();
  await page.getByTestId('billing-address1').fill('1 Test Street');
  await page.getByTestId('billing-city').fill('London');
  await page.getByTestId('billing-postalCode').fill('SW1A 1AA');
  await page.getByTestId('billing-countryCode').fill('GB');
  await page.getByTestId('card-holder').fill('Test Buyer');
  await page.getByTestId('card-number').fill(cardNumber);
  await page.getByTestId('card-expirationMonth').fill('12');
  await page.getByTestId('card-expirationYear').fill(cardYear);
  await page.getByTestId('card-securityCode').fill('123');
}

const fieldMessage = (page: Page, testId: string) =>
  page
    .locator('.fui-Field')
    .filter({ has: page.getByTestId(testId) })
    .locator('.fui-Field__validationMessage');

describe('Manage Subscription', () => {
  it('an expired true-independent buys a day with a test card, is no longer expired and browses the catalogue', async () => {
    const page = await openPage();
    await signInAs(page, 'iexpired');
    await openSubscriptionPage(page);
    const before = await shownEnd(page);
    // The day is priced in the market's currency (iexpired has no market: GB, pounds).
    expect(await page.getByRole('radio', { name: /^One day: £\d+\.\d{2}, until \d/ }).count()).toBe(1);
    await expectNoAccessibilityViolations(page);

    const shopCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/dw\/shop\/v21_3\/(baskets|orders)/.test(request.url())) shopCalls.push(request.url());
    });
    // A number failing the Luhn check is refused beside its field, before any call.
    await fillCheckout(page, '4242 4242 4242 4241');
    await page.getByTestId('pay-button').click();
    await expect
      .poll(() => fieldMessage(page, 'card-number').textContent())
      .toBe('This is not a valid card number; check the digits.');
    expect(shopCalls).toEqual([]);

    await page.getByTestId('card-number').fill('4242 4242 4242 4242');
    await page.getByTestId('pay-button').click();
    const ordered = page.getByTestId('subscription-ordered');
    await expect.poll(() => ordered.isVisible(), { timeout: 30_000 }).toBe(true);
    const orderNo = /order (\S+) is paid/.exec((await ordered.textContent()) ?? '')?.[1] ?? '';
    expect(orderNo).not.toBe('');

    // The customer was read again: the page says the subscription runs, to a later end.
    await expect.poll(() => page.getByTestId('subscription-active').isVisible(), { timeout: 20_000 }).toBe(true);
    const after = await shownEnd(page);
    expect(after).toBeGreaterThan(Math.max(before, Date.now()));
    expect(await page.getByTestId('subscription-plan').textContent()).toBe('One day');

    // The order is in the history, with its receipt (masked card, never the number).
    const row = page.locator(`[data-testid="order-row"][data-order-no="${orderNo}"]`);
    await expect.poll(() => row.isVisible(), { timeout: 20_000 }).toBe(true);
    await row.getByRole('button', { name: `Receipt for order ${orderNo}` }).click();
    const receipt = page.getByTestId('receipt-dialog');
    await expect.poll(() => receipt.isVisible()).toBe(true);
    expect(await receipt.getByTestId('receipt-card').textContent()).toContain('************4242');
    const download = page.waitForEvent('download');
    await receipt.getByRole('button', { name: 'Download PDF' }).click();
    const pdf = await download;
    expect(pdf.suggestedFilename()).toBe(`receipt-${orderNo}.pdf`);
    // The server's PDF, read as a viewer reads it: the order number and the masked card.
    const pdfText = (await readPdf(await readFile(await pdf.path()))).text;
    expect(pdfText).toContain(`Order number: ${orderNo}`);
    expect(pdfText).toContain('************4242');
    await expectNoAccessibilityViolations(page);
    await receipt.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => receipt.count()).toBe(0);

    // Access returned at once: home opens from the confirmation, without signing in again.
    await ordered.getByRole('link', { name: 'Open the catalogue' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/home');
    await expect.poll(() => page.locator('main h1').isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await page.getByTestId('page-closed').count()).toBe(0);

    // Offline the page shows the last known end and plan, and says why Pay is disabled.
    await waitForServiceWorkerControl(page);
    await page.context().setOffline(true);
    await page.goto('/manage-subscription');
    await expect.poll(() => page.getByTestId('subscription-offline').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await shownEnd(page)).toBe(after);
    expect(await page.getByTestId('subscription-plan').textContent()).toBe('One day');
    expect(await page.getByTestId('pay-unavailable').textContent()).toBe('Paying needs a network: you are offline.');
    expect(await page.getByTestId('pay-button').getAttribute('aria-disabled')).toBe('true');
    await page.context().setOffline(false);

    // And a catalogue page opens.
    await page.goto('/catalogue/arden-sb21-2024');
    await expect.poll(() => page.locator('main h1').isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await page.getByTestId('page-closed').count()).toBe(0);
    await page.context().close();
  });

  it('declined cards say so and change nothing: still expired, no order', async () => {
    const page = await openPage();
    await signIn(page, 'third-party', 'inosub', 'Jo Varga');
    await openSubscriptionPage(page);
    expect(await page.getByTestId('subscription-expired').isVisible()).toBe(true);

    const basketsMade: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/baskets(\?|$)/.test(request.url())) basketsMade.push(request.url());
    });
    await fillCheckout(page, '4000 0000 0000 0002');
    await page.getByTestId('pay-button').click();
    const notice = page.getByTestId('checkout-notice');
    await expect
      .poll(() => notice.textContent(), { timeout: 30_000 })
      .toBe('Your card was declined. No payment was taken and no order was placed.');
    // The number and code are gone, so another card can be typed; it is tried on the same basket.
    expect(await page.getByTestId('card-number').inputValue()).toBe('');
    await page.getByTestId('card-number').fill('4000 0000 0000 9995');
    await page.getByTestId('card-securityCode').fill('123');
    await page.getByTestId('pay-button').click();
    await expect
      .poll(() => notice.textContent(), { timeout: 30_000 })
      .toBe('Your card was declined for insufficient funds. No payment was taken and no order was placed.');
    expect(basketsMade).toHaveLength(1);

    await page.reload();
    await expect.poll(() => page.getByTestId('order-history-empty').isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await page.getByTestId('subscription-expired').isVisible()).toBe(true);
    expect(await page.getByTestId('subscription-end').getAttribute('data-ends-at')).toBe('');
    await page.context().close();
  });

  it('a retailer cannot open Manage Subscription and is told why', async () => {
    const page = await openPage();
    await signInAs(page, 'rlee');
    await page.goto('/manage-subscription');
    const closed = page.getByTestId('page-closed');
    await expect.poll(() => closed.getAttribute('data-reason'), { timeout: 20_000 }).toBe('subscription-only');
    expect(await page.getByTestId('pay-button').count()).toBe(0);
    await expectNoAccessibilityViolations(page);
    await page.context().close();
  });
});
