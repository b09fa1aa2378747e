/**
 * Full sign-ins through the three embedded identity providers on a listening server with
 * PUBLIC_URL set to its own address: the callback exchanges the provider's code over HTTP
 * and verifies the id_token against the provider's JWKS, then the login rules decide.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInErrors } from '../../../src/domain/profile/sign-in-errors';
import type { UserProfile } from '../../../src/domain/profile/user-profile';
import { decryptUserId } from '../../../src/server/commerce/shopper-login/tokens/enc-user-id';
import { verifyRegistrationTicket } from '../../../src/server/registration/registration-ticket';
import { demoUserId, demoUserPassword, demoUsers, type DemoUser } from '../../../src/server/db/demo-data/demo-users';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { browse } from './support/browser';
import { startListeningServer, type ListeningServer } from './support/listening-server';
import { signInThroughProvider } from './support/provider-sign-in';
import { loginPath } from './support/shopper-login-client';
import { exchangeSignIn } from './support/token-exchange';

let server: ListeningServer;

beforeAll(async () => {
  server = await startListeningServer({ publicUrl: 'own-address' });
});

afterAll(() => server.close());

async function profileOf(userId: string): Promise<UserProfile | undefined> {
  const [row] = await server.database.query<{ data: UserProfile }>(
    `select data from custom_objects where type = 'EPCUsers' and key = $1`,
    [userId],
  );
  return row?.data;
}

async function customerOf(user: DemoUser) {
  const [row] = await server.database.query<{
    customer_id: string;
    auth_type: string;
    email: string;
    custom_fields: Record<string, unknown>;
  }>('select customer_id, auth_type, email, custom_fields from customers where provider = $1 and external_id = $2', [
    user.kind,
    demoUserId(user),
  ]);
  return row;
}

const byName = (username: string) => {
  const user = demoUsers.find((candidate) => candidate.username === username);
  if (user === undefined) throw new Error(`no demo user ${username}`);
  return user;
};

describe('every demo person reaches the app with the result the README promises', () => {
  it.each(demoUsers.map((user) => [user.username, user.kind, user.result, user] as const))(
    '%s (%s): %s',
    async (_username, kind, result, user) => {
      const before = await profileOf(demoUserId(user));
      const signIn = await signInThroughProvider(server, kind, user.username, demoUserPassword);
      const params = signIn.redirect.searchParams;
      if (result !== 'registered') {
        const { registration_ticket: ticket, ...rest } = Object.fromEntries(params);
        expect(rest).toEqual({ error: result, error_description: signInErrors[result] });
        // Only a sign-in that must register first carries the ticket, naming who signed in.
        if (result === 'registration_required') {
          const check = await verifyRegistrationTicket(ticket ?? '', { secret: server.config.auth.tokenSecret });
          expect(check).toMatchObject({ valid: true, ticket: { claims: { externalId: demoUserId(user) } } });
        } else {
          expect(ticket).toBeUndefined();
        }
        expect(await customerOf(user)).toBeUndefined();
        if (result === 'user_rejected' || result === 'registration_required' || result === 'user_not_found') {
          // Nothing is recorded for people who are not let in.
          expect(await profileOf(demoUserId(user))).toEqual(before);
        }
        return;
      }
      expect([...params.keys()]).toEqual(['code', 'usid']);
      const tokens = await exchangeSignIn(server, signIn);
      expect(tokens.id_token).not.toBe('');
      expect(decryptUserId(tokens.enc_user_id, server.config.auth.tokenSecret)).toBe(demoUserId(user));
      expect(tokens.idp_access_token).not.toBe('');
      const customer = await customerOf(user);
      expect(customer).toMatchObject({ customer_id: tokens.customer_id, auth_type: 'registered', email: user.email });
      const profile = await profileOf(demoUserId(user));
      expect(profile?.c_epcLoginCount).toBe((before?.c_epcLoginCount ?? 0) + 1);
      expect(customer?.custom_fields).toEqual({
        c_epcUserType: profile?.c_epcUserType,
        c_epcUserRole: profile?.c_epcUserRole,
        c_epcUserStatus: 'approved',
        c_epcUserMarket: profile?.c_epcUserMarket,
        c_epcUserLanguage: profile?.c_epcUserLanguage,
        c_epcUserFirstName: user.givenName,
        c_epcUserLastName: user.familyName,
        c_epcFullName: `${user.givenName} ${user.familyName}`,
        c_epcLastLoginTime: profile?.c_epcLastLoginTime,
        // The login time this sign-in replaced ('Last Accessed'), when there was one.
        ...(profile?.c_epcPreviousLoginTime === undefined
          ? {}
          : { c_epcPreviousLoginTime: profile.c_epcPreviousLoginTime }),
        ...(profile?.c_epcPartnerId === undefined ? {} : { c_epcPartnerId: profile.c_epcPartnerId }),
        // A true-independent's end date travels too, so the app can tell an expired subscription.
        ...(profile?.c_epcSubscriptionEndDate === undefined
          ? {}
          : { c_epcSubscriptionEndDate: profile.c_epcSubscriptionEndDate }),
        // Data Download Platform access travels with the customer when the profile has it (tpuser does).
        ...(profile?.c_epcDataDownloadUserActive === undefined
          ? {}
          : {
              c_epcDataDownloadUserActive: profile.c_epcDataDownloadUserActive,
              c_epcDataDownloadUserEnabled: profile.c_epcDataDownloadUserEnabled,
              c_epcDataDownloadUserApprovalStatus: profile.c_epcDataDownloadUserApprovalStatus,
            }),
      });
    },
  );
});

describe('what the sign-ins wrote', () => {
  it('jsmith: the internal default profile, admin, approved, active, billable', async () => {
    expect(await profileOf('JSMITH')).toMatchObject({
      c_epcUserType: 'internal',
      c_epcUserRole: 'admin',
      c_epcUserStatus: 'approved',
      c_epcUserActive: true,
      c_epcBillableFlag: true,
      c_epcUserMarket: 'GB',
      c_epcUserLanguage: 'en-GB',
      c_epcShoppingExportConfig: 'export_csv',
      c_epcLoginCount: 1,
    });
  });

  it('rparts: self-registered as admin of dealer 006CC; rtech: self-registered pending, inactive, non-billable', async () => {
    expect(await profileOf('rparts')).toMatchObject({
      c_epcUserType: 'retailer',
      c_epcUserRole: 'admin',
      c_epcUserStatus: 'approved',
      c_epcUserActive: true,
      c_epcBillableFlag: true,
      c_epcPartnerId: '006CC',
      c_epcCompanyName: 'Corringham Car Centre',
      c_epcUserMarket: 'GB',
    });
    expect(await profileOf('rtech')).toMatchObject({
      c_epcUserType: 'retailer',
      c_epcUserRole: 'user',
      c_epcUserStatus: 'pending',
      c_epcUserActive: false,
      c_epcBillableFlag: false,
      c_epcPartnerId: '005CA',
      c_epcUserMarket: 'CA',
      c_epcUserLanguage: 'fr-CA',
      c_epcLoginCount: 1,
    });
  });

  it('isponsored: made active and billable by the sponsored role; inosub stays inactive', async () => {
    expect(await profileOf('tp-1002')).toMatchObject({ c_epcUserActive: true, c_epcBillableFlag: true });
    expect(await profileOf('tp-1005')).toMatchObject({
      c_epcUserActive: false,
      c_epcBillableFlag: false,
      c_epcLoginCount: 4,
    });
  });
});

describe('the registered id_token', () => {
  it('is RS256, verifiable with the shopper login jwks, and names the user', async () => {
    const user = byName('tpuser');
    const tokens = await exchangeSignIn(
      server,
      await signInThroughProvider(server, 'third-party', 'tpuser', demoUserPassword),
    );
    const jwks = (await browse(`${server.url}${loginPath}/jwks`)).json<JSONWebKeySet>();
    const { payload: claims } = await jwtVerify(tokens.id_token, createLocalJWKSet(jwks), { algorithms: ['RS256'] });
    expect(claims).toMatchObject({
      iss: `${server.url}${loginPath}`,
      sub: tokens.customer_id,
      aud: 'epc-pwa-client',
      user_id: demoUserId(user),
      email: user.email,
      given_name: user.givenName,
      family_name: user.familyName,
      name: `${user.givenName} ${user.familyName}`,
    });
  });
});

describe('the sign-in itself', () => {
  it('keeps the guest usid into the registered session', async () => {
    const guest = await browse(
      `${server.url}${loginPath}/authorize?${new URLSearchParams({
        redirect_uri: `${server.url}/callback`,
        client_id: 'epc-pwa-client',
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        response_type: 'code',
        hint: 'guest',
        channel_id: 'epc',
      })}`,
    );
    const guestUsid = new URL(guest.location ?? '').searchParams.get('usid') ?? '';
    const signIn = await signInThroughProvider(server, 'corporate', 'jsmith', demoUserPassword, { usid: guestUsid });
    expect(signIn.redirect.searchParams.get('usid')).toBe(guestUsid);
    expect((await exchangeSignIn(server, signIn)).usid).toBe(guestUsid);
  });

  it('takes a state once: the same callback again is refused without a redirect', async () => {
    const signIn = await signInThroughProvider(server, 'third-party', 'tpuser', demoUserPassword);
    const callback = signIn.formReply.location ?? '';
    const again = await browse(callback);
    expect(again.status).toBe(400);
    expect(again.location).toBeUndefined();
    expect(again.json()).toEqual({
      status_code: 'invalid_request',
      message: 'This sign-in has expired or was already completed. Start the sign-in again.',
    });
  });

  it('sends a provider refusal back to the app as access_denied', async () => {
    const signIn = await signInThroughProvider(server, 'retailer', 'rlee', 'wrong', { stopAtForm: true });
    expect(signIn.formReply.status).toBe(401);
    const state = /name="state" value="([^"]+)"/.exec(signIn.formReply.body)?.[1] ?? '';
    const back = await browse(
      `${server.url}${loginPath}/callback?error=access_denied&state=${encodeURIComponent(state)}`,
    );
    expect(back.status).toBe(303);
    const redirect = new URL(back.location ?? '');
    expect(`${redirect.origin}${redirect.pathname}`).toBe(signIn.appRedirectUri);
    expect(redirect.searchParams.get('error')).toBe('access_denied');
  });

  it("a provider code cannot be replayed at the provider: the callback of a second use fails as server_error, 'ADFS TOKEN ERROR'", async () => {
    const signIn = await signInThroughProvider(server, 'third-party', 'tpuser', demoUserPassword, { stopAtForm: true });
    const callback = new URL(signIn.formReply.location ?? '');
    // The first callback uses the provider's code; a forged second sign-in with the same
    // provider code (but a fresh state) must not get a session.
    expect((await browse(callback.toString())).status).toBe(303);
    const fresh = await signInThroughProvider(server, 'third-party', 'tpuser', demoUserPassword, { stopAtForm: true });
    const freshState = new URL(fresh.formReply.location ?? '').searchParams.get('state') ?? '';
    const replay = await browse(
      `${server.url}${loginPath}/callback?code=${callback.searchParams.get('code') ?? ''}&state=${freshState}`,
    );
    expect(new URL(replay.location ?? '').searchParams.get('error')).toBe('server_error');
    // Any other failure of the token flows is the spec's 'ADFS TOKEN ERROR' (catalogue spec, section 8).
    expect(new URL(replay.location ?? '').searchParams.get('error_description')).toBe('ADFS TOKEN ERROR');
  });
});
