/**
 * The "Create an account" form of the providers that take new accounts (provider-people.ts):
 * user name, password, names, email and phone, each with its problem beside it. No script;
 * every value from the request is escaped; the authorization request rides along hidden.
 */
import { escapeMarkup } from '../../domain/text/escape-markup';
import { hiddenInputs, layout, type SignInPageInput } from './sign-in-page';

export const signUpFields = ['username', 'password', 'given_name', 'family_name', 'email', 'phone'] as const;

export type SignUpField = (typeof signUpFields)[number];

export interface SignUpPageInput {
  title: string;
  hiddenFields: SignInPageInput['hiddenFields'];
  values?: Partial<Record<SignUpField, string>>;
  errors?: Partial<Record<SignUpField, string>>;
  /** Back to the sign-in form, with the same authorization request. */
  signInHref: string;
}

const fieldSetup: Record<SignUpField, { label: string; type: string; autocomplete: string; required: boolean }> = {
  username: { label: 'User name', type: 'text', autocomplete: 'username', required: true },
  password: {
    label: 'Password (at least 8 characters)',
    type: 'password',
    autocomplete: 'new-password',
    required: true,
  },
  given_name: { label: 'Given name', type: 'text', autocomplete: 'given-name', required: true },
  family_name: { label: 'Family name', type: 'text', autocomplete: 'family-name', required: true },
  email: { label: 'Email', type: 'email', autocomplete: 'email', required: true },
  phone: { label: 'Phone (optional)', type: 'tel', autocomplete: 'tel', required: false },
};

function fieldMarkup(field: SignUpField, value: string, error: string | undefined): string {
  const setup = fieldSetup[field];
  const errorId = `${field}-error`;
  const invalid = error === undefined ? '' : ` aria-invalid="true" aria-describedby="${errorId}"`;
  // A password is never sent back into the page.
  const shown = field === 'password' ? '' : ` value="${escapeMarkup(value)}"`;
  return `<label for="${field}">${setup.label}</label>
<input id="${field}" name="${field}" type="${setup.type}" autocomplete="${setup.autocomplete}"${setup.required ? ' required' : ''}${shown}${invalid}>${
    error === undefined ? '' : `\n<p class="field-error" id="${errorId}">${escapeMarkup(error)}</p>`
  }`;
}

export function renderSignUpPage({
  title,
  hiddenFields,
  values = {},
  errors = {},
  signInHref,
}: SignUpPageInput): string {
  const problems = Object.keys(errors).length;
  return layout(
    `Create an account - ${title}`,
    `<h1>Create an account</h1>
<p>${escapeMarkup(title)}: create an account to sign in to the Parts Catalogue.</p>
${problems === 0 ? '' : `<p class="error" role="alert">Check the ${problems === 1 ? 'field' : 'fields'} marked below.</p>`}
<form method="post" action="signup">
${hiddenInputs(hiddenFields)}
${signUpFields.map((field) => fieldMarkup(field, values[field] ?? '', errors[field])).join('\n')}
<button type="submit">Create account</button>
</form>
<p class="alternative">Already have an account? <a href="${escapeMarkup(signInHref)}">Sign in</a></p>`,
  );
}
