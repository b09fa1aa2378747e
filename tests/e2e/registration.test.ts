// Registration end to end (catalogue spec, sections 2, 4 and 5): a new third-party repairer
// creates an account at the third-party provider, comes back to /registration with names,
// email and phone filled in, is told beside each field what is wrong, registers, and is
// then told the registration waits for approval. Each test makes its own identity.
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { expectNoAccessibilityViolations, openPage, waitForServiceWorkerControl } from './support/browser';

const password = 'a-good-password';

interface Identity {
  username: string;
  givenName: string;
  familyName: string;
  email: string;
  phone: string;
}

const freshIdentity = (): Identity => {
  const username = `tp-${randomBytes(5).toString('hex')}`;
  return {
    username,
    givenName: 'Rowan',
    familyName: 'Vale',
    email: `${username}@garage.example`,
    phone: '+44 20 7946 0777',
  };
};

/** From the landing page: third-party sign-in, then "Create an account" at the provider. */
async function createAccountAndComeBack(page: Page, identity: Identity): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Third-party sign-in' }).click();
  await page.waitForURL(/\/idp\/third-party\/authorize/);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('User name').fill(identity.username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel('Given name').fill(identity.givenName);
  await page.getByLabel('Family name').fill(identity.familyName);
  await page.getByLabel('Email').fill(identity.email);
  await page.getByLabel(/^Phone/).fill(identity.phone);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/registration$/, { timeout: 20_000 });
}

/** A form field by its label (Fluent marks a required one with ' *'). */
const field = (page: Page, label: string) => {
  const escaped = label.replaceAll(/[()]/g, (bracket) => `\\${bracket}`);
  return page.getByLabel(new RegExp(`^${escaped}${String.raw`\s*\*?$`}`));
};

/** The message Fluent shows beside a field (its validation message, tied by aria-describedby). */
async function messageBeside(page: Page, label: string): Promise<string> {
  const input = field(page, label);
  const described = (await input.getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(
    described
      .split(' ')
      .filter(Boolean)
      .map((id) => page.locator(`[id="${id}"]`).textContent()),
  );
  return texts.join(' ');
}

async function fillCompany(page: Page): Promise<void> {
  await field(page, 'Company').fill('Vale Motors');
  await field(page, 'Company address line 1').fill('3 Bridge Street');
  await field(page, 'Country').selectOption('GB');
  await field(page, 'Post code').fill('AB1 2CD');
  await field(page, 'Default market view').selectOption('GB');
  await field(page, 'Preferred language').selectOption('en-GB');
}

describe('/registration', () => {
  it('a new third-party identity registers, with problems shown beside their fields, and then sees pending', async () => {
    const page = await openPage();
    const identity = freshIdentity();
    await createAccountAndComeBack(page, identity);

    // Prefilled from the sign-in's ticket.
    await expect.poll(() => field(page, 'First name').inputValue()).toBe(identity.givenName);
    expect(await field(page, 'Last name').inputValue()).toBe(identity.familyName);
    expect(await field(page, 'Email').inputValue()).toBe(identity.email);
    expect(await field(page, 'Phone').inputValue()).toBe(identity.phone);
    expect(await page.getByTestId('registration-needs-sign-in').count()).toBe(0);
    await expectNoAccessibilityViolations(page);

    await fillCompany(page);
    await page.getByRole('checkbox', { name: 'I accept all' }).check();

    // A phone with letters: the spec's words beside the phone field.
    await field(page, 'Phone').fill('0207 CALL NOW');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect.poll(() => messageBeside(page, 'Phone')).toContain('ch not allow');
    await field(page, 'Phone').fill(identity.phone);

    // A sponsoring retailer code no dealer has: the server refuses it beside the field.
    await page.getByRole('radio', { name: 'Yes' }).check();
    await field(page, 'Retailer code').fill('NOSUCH9');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect.poll(() => messageBeside(page, 'Retailer code')).toContain('No retailer has this code');
    await expectNoAccessibilityViolations(page);

    await page.getByRole('radio', { name: 'No' }).check();
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect
      .poll(() => page.getByTestId('registration-done').textContent(), { timeout: 20_000 })
      .toContain('waiting for approval');
    expect(await page.getByTestId('registration-status').getAttribute('data-status')).toBe('pending');

    // Signing in again: the provider knows the account, the app says the registration is pending.
    await page.goto('/');
    await page.getByRole('button', { name: 'Third-party sign-in' }).click();
    await page.waitForURL(/\/idp\/third-party\/authorize/);
    await page.getByLabel('User name').fill(identity.username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: /sign in/i }).click();
    await expect
      .poll(() => page.getByTestId('sign-in-problem').textContent(), { timeout: 20_000 })
      .toContain('waiting for approval');
    await page.getByRole('link', { name: 'Back to sign-in' }).click();
    await expect
      .poll(() => page.getByTestId('refused-sign-in').textContent())
      .toContain('Your registration is waiting for approval');
    await page.context().close();
  });

  it('reached directly: says to sign in first, and Register comes back with the typed values kept', async () => {
    const page = await openPage();
    const identity = freshIdentity();
    await page.goto('/registration');
    await expect.poll(() => page.getByTestId('registration-needs-sign-in').isVisible()).toBe(true);
    await expectNoAccessibilityViolations(page);
    await field(page, 'First name').fill('Typed');
    await field(page, 'Last name').fill('Before');
    await field(page, 'Email').fill(identity.email);
    await field(page, 'Phone').fill('+44 1 2345');
    await fillCompany(page);
    await page.getByRole('checkbox', { name: 'I accept all' }).check();
    await page.getByRole('button', { name: /^Register/ }).click();

    await page.waitForURL(/\/idp\/third-party\/authorize/);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByLabel('User name').fill(identity.username);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByLabel('Given name').fill(identity.givenName);
    await page.getByLabel('Family name').fill(identity.familyName);
    await page.getByLabel('Email').fill(identity.email);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/registration$/, { timeout: 20_000 });

    // What was typed wins over the provider's names; the company fields are back too.
    await expect.poll(() => field(page, 'First name').inputValue()).toBe('Typed');
    expect(await field(page, 'Company').inputValue()).toBe('Vale Motors');
    expect(await field(page, 'Phone').inputValue()).toBe('+44 1 2345');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect.poll(() => page.getByTestId('registration-done').isVisible(), { timeout: 20_000 }).toBe(true);
    await page.context().close();
  });

  it('offline: keeps what was typed and disables Register with the reason', async () => {
    const page = await openPage();
    await page.goto('/registration');
    await waitForServiceWorkerControl(page);
    await field(page, 'Company').fill('Kept Offline Ltd');
    await page.context().setOffline(true);
    await expect
      .poll(() => page.getByTestId('registration-offline-reason').textContent())
      .toContain('Registering needs a network');
    expect(await page.getByRole('button', { name: /^Register/ }).isDisabled()).toBe(true);
    await field(page, 'Post code').fill('ZZ9 9ZZ');
    await page.reload();
    await expect.poll(() => field(page, 'Company').inputValue(), { timeout: 20_000 }).toBe('Kept Offline Ltd');
    expect(await field(page, 'Post code').inputValue()).toBe('ZZ9 9ZZ');
    expect(await page.getByRole('button', { name: /^Register/ }).isDisabled()).toBe(true);
    await expectNoAccessibilityViolations(page);
    await page.context().close();
  });
});
