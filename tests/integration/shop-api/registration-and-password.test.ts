import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../src/server/commerce/shopper-login/password-hash';
import { readMailFolder, resetTokensFor } from '../support/mail-folder';
import { expectProblem } from '../support/problem-assertions';
import { startTestServer, type TestServer } from '../support/test-server';
import { addCustomer, mintToken, shopPath, uniqueId, type TestShopper } from './shopper-fixtures';

let server: TestServer;
let guest: TestShopper;

beforeAll(async () => {
  server = await startTestServer();
  guest = await addCustomer(server, { authType: 'guest' });
});

afterAll(() => server.close());

async function storedHash(customerId: string): Promise<string> {
  const [row] = await server.database.query<{ password_hash: string }>(
    'select password_hash from customers where customer_id = $1',
    [customerId],
  );
  return row?.password_hash ?? '';
}

function register(login: string, password = 'Sprocket-2026', headers = guest.headers) {
  return server.app.inject({
    method: 'POST',
    url: shopPath('customers'),
    headers,
    payload: { customer: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', login }, password },
  });
}

/** Registers a password customer and answers it with a registered token of its own. */
async function registeredCustomer(password = 'Sprocket-2026'): Promise<TestShopper & { login: string }> {
  const login = uniqueId('ada');
  const response = await register(login, password);
  expect(response.statusCode).toBe(200);
  const customerId = response.json<{ customer_id: string }>().customer_id;
  // A password customer has no external id, so its EPC user id is its customer id.
  const token = mintToken(server, {
    sub: customerId,
    usid: uniqueId('usid'),
    authType: 'registered',
    userId: customerId,
  });
  return { customerId, userId: customerId, login, headers: { authorization: `Bearer ${token}` } };
}

describe('registering a customer', () => {
  it('creates a registered password customer with a scrypt hash, never the password itself', async () => {
    const login = uniqueId('ada');
    const response = await register(login);
    expect(response.statusCode).toBe(200);
    const customer = response.json<Record<string, string>>();
    expect(customer).toMatchObject({
      auth_type: 'registered',
      login,
      email: 'ada@example.com',
      first_name: 'Ada',
      last_name: 'Lovelace',
    });
    expect(customer['customer_id']).not.toBe(guest.customerId);
    const hash = await storedHash(customer['customer_id'] ?? '');
    expect(hash).toMatch(/^scrypt\$/);
    expect(hash).not.toContain('Sprocket-2026');
    expect(await verifyPassword('Sprocket-2026', hash)).toBe(true);
    const [row] = await server.database.query<{ provider: string }>(
      'select provider from customers where customer_id = $1',
      [customer['customer_id']],
    );
    expect(row?.provider).toBe('password');
  });

  it('refuses a login that is taken, whatever its case, with 409', async () => {
    const login = uniqueId('taken');
    expect((await register(login)).statusCode).toBe(200);
    const again = await register(login.toUpperCase());
    expect(expectProblem(again, 409).detail).toBe(
      `The login ${login.toUpperCase()} is already taken; choose another or sign in.`,
    );
  });

  it('needs a guest token, as the platform does', async () => {
    const signedIn = await addCustomer(server);
    const response = await register(uniqueId('ada'), 'Sprocket-2026', signedIn.headers);
    expect(expectProblem(response, 403).detail).toBe('Registering needs a guest session; sign out first.');
  });

  it('needs a token at all', async () => {
    expectProblem(await register(uniqueId('ada'), 'Sprocket-2026', { authorization: '' }), 401);
  });

  it.each([
    ['a short password', { password: 'short' }, 'password must NOT have fewer than 8 characters.'],
    ['no password', { password: undefined }, 'password is required.'],
    ['a bad email', { email: 'not-an-email' }, 'customer.email must match format "email".'],
    ['a login with spaces', { login: 'ada lovelace' }, 'customer.login is not in the expected format.'],
  ])('answers %s with a 400 naming the field', async (_case, change, detail) => {
    const { password, ...customerChange } = { password: 'Sprocket-2026', ...change };
    const response = await server.app.inject({
      method: 'POST',
      url: shopPath('customers'),
      headers: guest.headers,
      payload: {
        customer: {
          first_name: 'Ada',
          last_name: 'Lovelace',
          email: 'ada@example.com',
          login: uniqueId('ada'),
          ...customerChange,
        },
        ...(password === undefined ? {} : { password }),
      },
    });
    expect(expectProblem(response, 400).detail).toBe(detail);
  });
});

describe('changing the password', () => {
  const changePassword = (shopper: TestShopper, payload: Record<string, string>) =>
    server.app.inject({
      method: 'PUT',
      url: shopPath(`customers/${shopper.customerId}/password`),
      headers: shopper.headers,
      payload,
    });

  it('needs the new and the current password (catalogue spec, section 5)', async () => {
    const customer = await registeredCustomer();
    const incomplete: Record<string, string>[] = [
      { password: 'Gearbox-2027' },
      { current_password: 'Sprocket-2026' },
      {},
    ];
    for (const payload of incomplete) {
      const response = await changePassword(customer, payload);
      expect(expectProblem(response, 400).detail).toBe(
        'Password change requires the new password and the current password.',
      );
    }
  });

  it('refuses a wrong current password with a 400 and keeps the old one', async () => {
    const customer = await registeredCustomer();
    const response = await changePassword(customer, { password: 'Gearbox-2027', current_password: 'Wrong-pass-1' });
    expect(expectProblem(response, 400).detail).toBe('The current password is not correct.');
    expect(await verifyPassword('Sprocket-2026', await storedHash(customer.customerId))).toBe(true);
  });

  it('changes the password', async () => {
    const customer = await registeredCustomer();
    const response = await changePassword(customer, { password: 'Gearbox-2027', current_password: 'Sprocket-2026' });
    expect(response.statusCode).toBe(204);
    const hash = await storedHash(customer.customerId);
    expect(await verifyPassword('Gearbox-2027', hash)).toBe(true);
    expect(await verifyPassword('Sprocket-2026', hash)).toBe(false);
  });

  it('says so for a customer who signs in through an identity provider', async () => {
    const corporate = await addCustomer(server);
    const response = await changePassword(corporate, { password: 'Gearbox-2027', current_password: 'Sprocket-2026' });
    expect(expectProblem(response, 400).detail).toBe(
      'This customer signs in through an identity provider and has no password to change.',
    );
  });

  it("refuses to change another customer's password", async () => {
    const customer = await registeredCustomer();
    const other = await registeredCustomer();
    const response = await server.app.inject({
      method: 'PUT',
      url: shopPath(`customers/${other.customerId}/password`),
      headers: customer.headers,
      payload: { password: 'Gearbox-2027', current_password: 'Sprocket-2026' },
    });
    expectProblem(response, 403);
  });
});

describe('resetting the password', () => {
  const requestReset = (login: string) =>
    server.app.inject({
      method: 'POST',
      url: shopPath('customers/password_reset'),
      headers: guest.headers,
      payload: { login },
    });
  const confirmReset = (payload: Record<string, string>) =>
    server.app.inject({
      method: 'POST',
      url: shopPath('customers/password_reset/confirm'),
      headers: guest.headers,
      payload,
    });
  /** Asks for a reset and answers the token it mailed (the one not mailed before). */
  const mailedResetToken = async (login: string): Promise<string> => {
    const before = await resetTokensFor(server.config.mail.mailDir, login);
    expect((await requestReset(login)).statusCode).toBe(200);
    const [token, ...more] = (await resetTokensFor(server.config.mail.mailDir, login)).filter(
      (mailed) => !before.includes(mailed),
    );
    expect(more).toEqual([]);
    return token ?? '';
  };

  it('mails a 30-minute token to the customer and never puts it in the reply', async () => {
    const customer = await registeredCustomer();
    const issued = await requestReset(customer.login);
    expect(issued.statusCode).toBe(200);
    expect(issued.json()).toEqual({ login: customer.login, expires_in_minutes: 30 });
    const [token] = await resetTokensFor(server.config.mail.mailDir, customer.login);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(issued.body).not.toContain(token);
    const mail = (await readMailFolder(server.config.mail.mailDir)).find((read) => read.raw.includes(token ?? ''));
    expect(mail).toMatchObject({ to: 'ada@example.com', subject: 'Reset your Parts Catalogue password' });
  });

  it('issues a token that sets a new password once', async () => {
    const customer = await registeredCustomer();
    const token = await mailedResetToken(customer.login);

    const confirmed = await confirmReset({ login: customer.login, reset_token: token, new_password: 'Camshaft-2028' });
    expect(confirmed.statusCode).toBe(204);
    expect(await verifyPassword('Camshaft-2028', await storedHash(customer.customerId))).toBe(true);

    const replayed = await confirmReset({ login: customer.login, reset_token: token, new_password: 'Piston-2029' });
    expect(expectProblem(replayed, 400).detail).toBe('The reset token is not valid or has expired; ask for a new one.');
    expect(await verifyPassword('Camshaft-2028', await storedHash(customer.customerId))).toBe(true);
  });

  it('refuses a wrong token, a token of another login and an expired token', async () => {
    const customer = await registeredCustomer();
    const other = await registeredCustomer();
    const token = await mailedResetToken(customer.login);
    const attempts = [
      { login: customer.login, reset_token: 'not-the-token', new_password: 'Camshaft-2028' },
      { login: other.login, reset_token: token, new_password: 'Camshaft-2028' },
    ];
    for (const attempt of attempts) expectProblem(await confirmReset(attempt), 400);

    await server.database.query(
      `update customer_password_reset_tokens set expires_at = now() - interval '1 minute' where customer_id = $1`,
      [customer.customerId],
    );
    expectProblem(
      await confirmReset({ login: customer.login, reset_token: token, new_password: 'Camshaft-2028' }),
      400,
    );
    expect(await verifyPassword('Sprocket-2026', await storedHash(customer.customerId))).toBe(true);
  });

  it('lets only the newest token work', async () => {
    const customer = await registeredCustomer();
    const first = await mailedResetToken(customer.login);
    const second = await mailedResetToken(customer.login);
    expectProblem(
      await confirmReset({ login: customer.login, reset_token: first, new_password: 'Camshaft-2028' }),
      400,
    );
    expect(
      (await confirmReset({ login: customer.login, reset_token: second, new_password: 'Camshaft-2028' })).statusCode,
    ).toBe(204);
  });

  it('answers 404 for an unknown login and 400 for a customer without a password', async () => {
    expect(expectProblem(await requestReset('nobody-here'), 404).detail).toBe('No customer has the login nobody-here.');
    const corporateLogin = uniqueId('corp');
    await addCustomer(server, { login: corporateLogin });
    expectProblem(await requestReset(corporateLogin), 400);
  });
});
