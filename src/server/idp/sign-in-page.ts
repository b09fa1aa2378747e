/**
 * The embedded providers' HTML: the sign-in form and the page for a request that cannot be
 * sent back to any client. No script at all (the content security policy allows none
 * inline); every value that came from the request is escaped.
 */
import { escapeMarkup } from '../../domain/text/escape-markup';

export interface SignInPageInput {
  title: string;
  /** The authorization request, carried through the form as hidden fields. */
  hiddenFields: Readonly<Record<string, string | undefined>>;
  username?: string;
  error?: string;
  /** Where "Create an account" leads, for the providers that offer it (relative to the form). */
  signUpHref?: string;
}

const styles = `
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: #f3f4f6; color: #111827; }
  main { max-width: 24rem; margin: 4rem auto; padding: 2rem; background: #fff; border-radius: 8px;
         box-shadow: 0 1px 4px rgb(0 0 0 / 15%); }
  h1 { font-size: 1.5rem; margin: 0 0 0.5rem; }
  label { display: block; margin-top: 1rem; font-weight: 600; }
  input { box-sizing: border-box; width: 100%; margin-top: 0.25rem; padding: 0.5rem; font: inherit;
          border: 1px solid #6b7280; border-radius: 4px; }
  input:focus, button:focus { outline: 3px solid #2563eb; outline-offset: 2px; }
  button { margin-top: 1.5rem; width: 100%; padding: 0.625rem; font: inherit; font-weight: 600;
           color: #fff; background: #1f2937; border: 0; border-radius: 4px; cursor: pointer; }
  .error { padding: 0.75rem; color: #7f1d1d; background: #fee2e2; border-left: 4px solid #b91c1c; }
  .field-error { margin: 0.25rem 0 0; color: #991b1b; }
  .alternative { margin-top: 1.5rem; text-align: center; }
  a { color: #1d4ed8; }
`;

// The empty data: icon stops the browser asking for a /favicon.ico nobody serves.
export function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeMarkup(title)}</title>
<link rel="icon" href="data:,">
<style>${styles}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/** The authorization request as the form's hidden fields. */
export function hiddenInputs(hiddenFields: SignInPageInput['hiddenFields']): string {
  return Object.entries(hiddenFields)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `<input type="hidden" name="${escapeMarkup(name)}" value="${escapeMarkup(value)}">`)
    .join('\n');
}

export function renderSignInPage({ title, hiddenFields, username = '', error, signUpHref }: SignInPageInput): string {
  const hidden = hiddenInputs(hiddenFields);
  const errorAttributes = error === undefined ? '' : ' aria-invalid="true" aria-describedby="sign-in-error"';
  const errorMessage =
    error === undefined ? '' : `<p class="error" id="sign-in-error" role="alert">${escapeMarkup(error)}</p>`;
  return layout(
    `Sign in - ${title}`,
    `<h1>${escapeMarkup(title)}</h1>
<p>Sign in to continue to the Parts Catalogue.</p>
${errorMessage}
<form method="post" action="authorize">
${hidden}
<label for="username">User name</label>
<input id="username" name="username" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required value="${escapeMarkup(username)}"${errorAttributes}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${errorAttributes}>
<button type="submit">Sign in</button>
</form>${
      signUpHref === undefined
        ? ''
        : `\n<p class="alternative">New here? <a href="${escapeMarkup(signUpHref)}">Create an account</a></p>`
    }`,
  );
}

/** For a request with an unknown client or redirect URI: OAuth forbids redirecting those. */
export function renderRequestErrorPage(title: string, message: string): string {
  return layout(
    `Sign-in request not valid - ${title}`,
    `<h1>${escapeMarkup(title)}</h1>
<p class="error" role="alert">The sign-in request is not valid: ${escapeMarkup(message)}</p>
<p>Go back to the Parts Catalogue and start the sign-in again.</p>`,
  );
}
