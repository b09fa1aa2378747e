// When a browser test fails, prints what its pages showed and what went wrong inside them:
// the CI log is all there is of a failure on the CI machine, and a timeout alone does not
// say whether the page was signed out, showed an error or was still loading.
import type { BrowserContext } from 'playwright';
import { onTestFailed } from 'vitest';

const keptEvents = 40;
const keptText = 1_500;

export function reportPagesWhenTestFails(context: BrowserContext): void {
  const events: string[] = [];
  const started = Date.now();
  const keep = (line: string) => {
    events.push(`+${((Date.now() - started) / 1000).toFixed(1)}s ${line}`);
    if (events.length > keptEvents) events.shift();
  };
  context.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      keep(`console.${message.type()}: ${message.text()}`);
  });
  context.on('weberror', (error) => keep(`page error: ${error.error().message}`));
  context.on('requestfailed', (request) =>
    keep(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? ''})`),
  );
  context.on('response', (response) => {
    if (response.status() >= 400) keep(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
  });

  // Tests close their context in a finally block, before a failure is reported: what the
  // pages showed is read as the context closes, and reported only if the test then fails.
  let shownAtClose: string[] | null = null;
  const closeContext = context.close.bind(context);
  context.close = async (options) => {
    shownAtClose = await whatPagesShow(context);
    return closeContext(options);
  };

  onTestFailed(async () => {
    const pages = shownAtClose ?? (await whatPagesShow(context));
    // .ci/run reprints the report at the end of its log, found by these markers.
    console.error(
      [
        '--- what the browser showed when the test failed ---',
        ...pages,
        '--- last events ---',
        ...events,
        '--- end of browser report ---',
      ].join('\n'),
    );
  });
}

function whatPagesShow(context: BrowserContext): Promise<string[]> {
  return Promise.all(
    context.pages().map(async (page, index) => {
      const text = await page
        .evaluate(() => document.body.innerText, undefined)
        .catch((error: unknown) => `(could not read: ${String(error)})`);
      return `page ${index + 1}: ${page.url()}\n${text.replace(/\n{2,}/g, '\n').slice(0, keptText)}`;
    }),
  );
}
