/**
 * Walks a browser through a provider sign-in on a listening server, checking each hop:
 * the shopper login's authorize, the provider's form, the provider's code redirect, the
 * shopper login's callback, and finally the app's redirect URI with a code or an error.
 */
import { expect } from 'vitest';
import { commerceConfig, signInKinds, type SignInKind } from '../../../../src/config/commerce';
import { browse, type BrowserResponse } from './browser';
import type { ListeningServer } from './listening-server';
import { makePkcePair, type PkcePair } from './pkce-pair';
import { loginPath } from './shopper-login-client';

export interface ProviderSignInOptions {
  /** The Host the browser uses; the connection always goes to the server's own address. */
  host?: string;
  usid?: string;
  /** Stops after the provider's form, answering its reply (e.g. a wrong password's 401). */
  stopAtForm?: boolean;
}

export interface ProviderSignIn {
  pkce: PkcePair;
  /** The app's redirect URI the browser ended at, with code and usid, or error. */
  redirect: URL;
  appRedirectUri: string;
  formReply: BrowserResponse;
}

export async function signInThroughProvider(
  server: ListeningServer,
  kind: SignInKind,
  username: string,
  password: string,
  options: ProviderSignInOptions = {},
): Promise<ProviderSignIn> {
  const host = options.host ?? new URL(server.url).host;
  const origin = `http://${host}`;
  // Every hop goes to the server itself, under the Host the browser would send.
  const visit = (url: string, form?: Record<string, string>) => {
    const target = new URL(url);
    expect(target.origin).toBe(origin);
    return browse(`${server.url}${target.pathname}${target.search}`, { host, ...(form === undefined ? {} : { form }) });
  };
  const pkce = makePkcePair();
  const appRedirectUri = `${origin}${signInKinds.find((entry) => entry.kind === kind)?.callbackPath ?? ''}`;
  const query = new URLSearchParams({
    redirect_uri: appRedirectUri,
    client_id: commerceConfig.clientId,
    code_challenge: pkce.challenge,
    response_type: 'code',
    hint: signInKinds.find((entry) => entry.kind === kind)?.hint ?? '',
    channel_id: commerceConfig.channelId,
    ...(options.usid === undefined ? {} : { usid: options.usid }),
  });

  const toProvider = await visit(`${origin}${loginPath}/authorize?${query}`);
  expect(toProvider.status).toBe(303);
  expect(toProvider.location).toMatch(new RegExp(`^${origin}/idp/${kind}/authorize\\?`));

  const form = await visit(toProvider.location ?? '');
  expect(form.status).toBe(200);
  const formReply = await visit(`${origin}/idp/${kind}/authorize`, {
    ...hiddenFieldsOf(form.body),
    username,
    password,
  });
  if (options.stopAtForm === true) return { pkce, redirect: new URL(origin), appRedirectUri, formReply };
  expect(formReply.status).toBe(303);
  expect(formReply.location).toMatch(new RegExp(`^${origin}${loginPath}/callback\\?code=`));

  const back = await visit(formReply.location ?? '');
  expect(back.status).toBe(303);
  const redirect = new URL(back.location ?? '');
  expect(`${redirect.origin}${redirect.pathname}`).toBe(appRedirectUri);
  return { pkce, redirect, appRedirectUri, formReply };
}

export function hiddenFieldsOf(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[unescapeHtml(match[1] ?? '')] = unescapeHtml(match[2] ?? '');
  }
  return fields;
}

function unescapeHtml(text: string): string {
  return text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}
