/**
 * A new third-party repairer's whole path on a listening server: "Create an account" at the
 * third-party provider, straight back to the app with registration_required and a ticket,
 * registration with that ticket, then a second sign-in that says the registration is pending
 * (catalogue spec, sections 2 and 4).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerceConfig, signInKinds } from '../../src/config/commerce';
import { signInErrors } from '../../src/domain/profile/sign-in-errors';
import { browse } from './shopper-login/support/browser';
import { startListeningServer, type ListeningServer } from './shopper-login/support/listening-server';
import { makePkcePair } from './shopper-login/support/pkce-pair';
import { hiddenFieldsOf, signInThroughProvider } from './shopper-login/support/provider-sign-in';
import { authorizeQuery, loginPath } from './shopper-login/support/shopper-login-client';

let server: ListeningServer;

beforeAll(async () => {
  server = await startListeningServer({ publicUrl: 'own-address' });
});

afterAll(() => server.close());

const thirdParty = signInKinds.find((entry) => entry.kind === 'third-party');

/** Opens the third-party provider's sign-in form through the shopper login, as the app does. */
async function openSignInForm() {
  const query = new URLSearchParams({
    redirect_uri: `${server.url}${thirdParty?.callbackPath ?? ''}`,
    client_id: commerceConfig.clientId,
    code_challenge: makePkcePair().challenge,
    response_type: 'code',
    hint: thirdParty?.hint ?? '',
    channel_id: commerceConfig.channelId,
  });
  const toProvider = await browse(`${server.url}${loginPath}/authorize?${query}`);
  expect(toProvider.status).toBe(303);
  return browse(toProvider.location ?? '');
}

/** A guest session of the app, over HTTP (the server answers only its own address here). */
async function guestSignIn(): Promise<{ access_token: string }> {
  const pkce = makePkcePair();
  const redirectUri = `${server.url}/callback`;
  const authorize = await browse(
    `${server.url}${loginPath}/authorize?${authorizeQuery({ redirect_uri: redirectUri }, pkce)}`,
  );
  const location = new URL(authorize.location ?? '');
  const token = await browse(`${server.url}${loginPath}/token`, {
    form: {
      client_id: commerceConfig.clientId,
      channel_id: commerceConfig.channelId,
      grant_type: 'authorization_code_pkce',
      code: location.searchParams.get('code') ?? '',
      usid: location.searchParams.get('usid') ?? '',
      code_verifier: pkce.verifier,
      redirect_uri: redirectUri,
    },
  });
  expect(token.status).toBe(200);
  return JSON.parse(token.body) as { access_token: string };
}

const newAccount = () => {
  const username = `tp-${randomBytes(5).toString('hex')}`;
  return {
    username,
    password: 'a-good-password',
    given_name: 'Robin',
    family_name: 'Hale',
    email: `${username}@garage.example`,
    phone: '+44 20 7946 0123',
  };
};

describe('"Create an account" at the third-party provider', () => {
  it('is offered on its sign-in form, with the authorization request carried along', async () => {
    const form = await openSignInForm();
    const link = /<a href="(signup\?[^"]+)">Create an account<\/a>/.exec(form.body)?.[1];
    expect(link).toBeDefined();
    const signUp = await browse(`${server.url}/idp/third-party/${(link ?? '').replaceAll('&amp;', '&')}`);
    expect(signUp.status).toBe(200);
    expect(signUp.body).toContain('<label for="given_name">Given name</label>');
    expect(hiddenFieldsOf(signUp.body)).toEqual(hiddenFieldsOf(form.body));
  });

  it('is not offered by the corporate and retailer providers', async () => {
    for (const kind of ['corporate', 'retailer']) {
      const answer = await browse(`${server.url}/idp/${kind}/signup?client_id=x&redirect_uri=x`);
      expect(answer.status).not.toBe(200);
      expect(answer.body).not.toContain('Create an account');
    }
  });

  it('shows each refused field beside it and creates nothing', async () => {
    const hidden = hiddenFieldsOf((await openSignInForm()).body);
    const account = { ...newAccount(), phone: '0207 CALL', email: 'nope', password: 'short' };
    const answer = await browse(`${server.url}/idp/third-party/signup`, { form: { ...hidden, ...account } });
    expect(answer.status).toBe(400);
    expect(answer.body).toContain('<p class="field-error" id="phone-error">ch not allow</p>');
    expect(answer.body).toContain('id="email-error"');
    expect(answer.body).toContain('id="password-error"');
    expect(answer.body).not.toContain('short');
    const rows = await server.database.query('select 1 from idp_users where username = $1', [account.username]);
    expect(rows).toHaveLength(0);
  });

  it('refuses a user name that is taken, a demo person’s included', async () => {
    const hidden = hiddenFieldsOf((await openSignInForm()).body);
    const answer = await browse(`${server.url}/idp/third-party/signup`, {
      form: { ...hidden, ...newAccount(), username: 'TPNEW' },
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toContain('This user name is taken');
  });

  it('signs the new account in, registers it with the ticket, and the next sign-in says pending', async () => {
    const account = newAccount();
    const hidden = hiddenFieldsOf((await openSignInForm()).body);
    const created = await browse(`${server.url}/idp/third-party/signup`, { form: { ...hidden, ...account } });
    expect(created.status, created.body).toBe(303);
    expect(created.location).toMatch(new RegExp(`^${server.url}${loginPath}/callback\\?code=`));
    const back = await browse(created.location ?? '');
    const redirect = new URL(back.location ?? '');
    expect(redirect.searchParams.get('error')).toBe('registration_required');
    const ticket = redirect.searchParams.get('registration_ticket') ?? '';

    const guest = await guestSignIn();
    const registered = await server.app.inject({
      method: 'POST',
      url: '/registration/api/v1/register',
      headers: { authorization: `Bearer ${guest.access_token}` },
      payload: {
        firstName: 'Robin',
        lastName: 'Hale',
        email: account.email,
        phone: account.phone,
        companyName: 'Hale Garage',
        companyAddress1: '2 Station Road',
        companyAddress2: '',
        country: 'GB',
        postCode: 'ZZ1 1ZZ',
        defaultMarket: 'GB',
        preferredLanguage: 'en-GB',
        retailerSponsoring: false,
        retailerCode: '',
        vatNumber: '',
        acceptAll: true,
        ticket,
      },
    });
    expect(registered.statusCode).toBe(201);

    const again = await signInThroughProvider(server, 'third-party', account.username, account.password);
    expect(Object.fromEntries(again.redirect.searchParams)).toEqual({
      error: 'user_pending',
      error_description: signInErrors.user_pending,
    });
  });

  it('the new account’s wrong password is refused like any other', async () => {
    const account = newAccount();
    const hidden = hiddenFieldsOf((await openSignInForm()).body);
    await browse(`${server.url}/idp/third-party/signup`, { form: { ...hidden, ...account } });
    const signIn = await signInThroughProvider(server, 'third-party', account.username, 'wrong-password', {
      stopAtForm: true,
    });
    expect(signIn.formReply.status).toBe(401);
  });
});
