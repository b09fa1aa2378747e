// One local edit in headless Chromium: a signed-in dealer changes a line's quantity inline on
// /shopping-list; how long from the Enter key until the row shows the new quantity's price
// (the Dexie write, the live query, pricing from the device's last known prices and React's
// render; the device is offline, so no request to the server is in the figure). Timed inside the page: the keydown
// listener stamps performance.now() and requestAnimationFrame polls the row. The page scripts
// are strings, not functions: tsx wraps functions in a __name helper the page does not have.
import { signInAsPartsManager } from './bench-sign-in';
import { launchDebianChromium } from '../support/debian-chromium';

const minor = 'arden-sb21-2024-m03-n02';
const pageSection = `/major-section/arden-sb21-2024-m03/minor-section/${minor}/page-section/${minor}-p1`;
/** The price column (unit price times quantity) of a list row. */
const priceCell = 5;

/** Arms the timer: Enter in the quantity field starts it; the price cell changing, with the field showing `quantity`, stops it. */
function armScript(productId: string, quantity: string): string {
  const row = JSON.stringify(`[data-testid="shopping-list-table"] tr[data-product-id="${productId}"]`);
  return `(() => {
    const row = document.querySelector(${row});
    const priceBefore = row.querySelectorAll('td')[${priceCell}].textContent;
    window.__localEdit = new Promise((resolve, reject) => {
      const onKey = (event) => {
        if (event.key !== 'Enter') return;
        document.removeEventListener('keydown', onKey, true);
        const started = performance.now();
        const check = () => {
          const current = document.querySelector(${row});
          const input = current && current.querySelector('input');
          const price = current && current.querySelectorAll('td')[${priceCell}].textContent;
          if (input && input.value === ${JSON.stringify(quantity)} && price !== priceBefore) resolve(performance.now() - started);
          else if (performance.now() - started > 10000) reject(new Error('The row did not show the new quantity in 10 s'));
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      };
      document.addEventListener('keydown', onKey, true);
    });
  })()`;
}

export async function measureLocalEdit(baseUrl: string, runs = 30): Promise<{ editMs: number[] }> {
  const browser = await launchDebianChromium();
  try {
    const context = await browser.newContext({ baseURL: baseUrl });
    const page = await context.newPage();
    await signInAsPartsManager(page);

    // One part in the list, added from a page section's parts list.
    await page.goto(pageSection);
    const add = page.getByRole('button', { name: /^Add to list, / }).first();
    await add.waitFor({ timeout: 30_000 });
    const productId = ((await add.getAttribute('aria-label')) ?? '').replace('Add to list, ', '');
    await add.click();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('textbox', { name: 'Quantity' }).waitFor({ state: 'detached', timeout: 30_000 });

    await page.goto('/shopping-list');
    const field = page.getByRole('textbox', { name: `Quantity, ${productId}` });
    await field.waitFor({ timeout: 30_000 });
    // Priced, so the price column follows the quantity.
    await page.getByTestId('prices-note').filter({ hasText: 'Prices from your dealer' }).waitFor({ timeout: 30_000 });

    // Offline, the row is priced on the device from the last known prices: the figure is the
    // local edit alone, without a pricing request to the server in it.
    await context.setOffline(true);
    const editMs: number[] = [];
    const start = Number(await field.inputValue()) || 1;
    for (let run = 1; run <= runs; run += 1) {
      const quantity = String(start + run);
      await field.fill(quantity);
      await page.evaluate(armScript(productId, quantity));
      await field.press('Enter');
      editMs.push(await page.evaluate('window.__localEdit'));
    }
    return { editMs };
  } finally {
    await browser.close();
  }
}
