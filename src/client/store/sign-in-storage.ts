/**
 * Small pieces of sign-in state in session storage (shell spec, section 4): the PKCE code
 * verifier under a name per provider, removed once the code has been exchanged; the
 * user-not-found flag; and the error-loading flag a failed logout leaves for the next page.
 */

const verifierKey = (provider: string) => `epc_code_verifier_${provider}`;
export const userNotFoundKey = 'epc_user_not_found';
export const errorLoadingKey = 'epc_error_loading';

export function keepCodeVerifier(provider: string, codeVerifier: string): void {
  sessionStorage.setItem(verifierKey(provider), codeVerifier);
}

/** The verifier kept for this provider's sign-in, removed as it is read (it is single use). */
export function takeCodeVerifier(provider: string): string | undefined {
  const verifier = sessionStorage.getItem(verifierKey(provider)) ?? undefined;
  sessionStorage.removeItem(verifierKey(provider));
  return verifier;
}

export function flagUserNotFound(): void {
  sessionStorage.setItem(userNotFoundKey, 'true');
}

export function flagErrorLoading(): void {
  sessionStorage.setItem(errorLoadingKey, 'true');
}

/** Whether the last logout in this tab failed at the service (shell spec, sections 4 and 8). */
export function hasErrorLoadingFlag(): boolean {
  return sessionStorage.getItem(errorLoadingKey) === 'true';
}

/** The flag is read once: after it has been shown, the next page is an ordinary one. */
export function clearErrorLoadingFlag(): void {
  sessionStorage.removeItem(errorLoadingKey);
}

/** After a logout: the session's own data goes, the flags with it (spec 4). */
export function clearSessionData(): void {
  sessionStorage.clear();
}

/** A rejected user leaves nothing behind on the device (catalogue spec, section 4). */
export function wipeDevice(): void {
  localStorage.clear();
  sessionStorage.clear();
}
