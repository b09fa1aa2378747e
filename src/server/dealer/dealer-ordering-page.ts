/**
 * The stand-in ordering site's one page: the dealer that logged in and the part numbers it
 * received, or why it cannot show them. No script (the content security policy allows none
 * inline, and the page needs none); every value from the request is escaped.
 */
import { escapeMarkup } from '../../domain/text/escape-markup';
import type { DealerLogin } from './dealer-sessions';

const title = 'Dealer parts ordering';

const styles = `
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: #f3f4f6; color: #111827; }
  main { max-width: 40rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 8px;
         box-shadow: 0 1px 4px rgb(0 0 0 / 15%); }
  h1 { font-size: 1.5rem; margin: 0 0 1rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; }
  ol { font-family: ui-monospace, monospace; }
  .error { padding: 0.75rem; color: #7f1d1d; background: #fee2e2; border-left: 4px solid #b91c1c; }
`;

// The empty data: icon stops the browser asking for a /favicon.ico nobody serves.
function layout(body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="icon" href="data:,">
<style>${styles}</style>
</head>
<body>
<main>
<h1>${title}</h1>
${body}
</main>
</body>
</html>
`;
}

export function renderOrderingPage(login: DealerLogin, partNumbers: readonly string[]): string {
  const dealer = [
    ['Dealer', `${login.dealerName} (${login.dealerCode})`],
    ['Country', login.countryCode],
    ['DSL', login.dsl],
  ]
    .map(([term = '', value = '']) => `<dt>${escapeMarkup(term)}</dt><dd>${escapeMarkup(value)}</dd>`)
    .join('\n');
  const parts =
    partNumbers.length === 0
      ? '<p>No part numbers were received.</p>'
      : `<h2>${partNumbers.length} part number${partNumbers.length === 1 ? '' : 's'} received</h2>
<ol>
${partNumbers.map((partNumber) => `<li>${escapeMarkup(partNumber)}</li>`).join('\n')}
</ol>`;
  return layout(`<p>Logged in for ordering.</p>
<dl>
${dealer}
</dl>
${parts}`);
}

export function renderOrderingErrorPage(message: string): string {
  return layout(`<p class="error" role="alert">${escapeMarkup(message)}</p>
<p>Go back to the Parts Catalogue and send the shopping list again.</p>`);
}
