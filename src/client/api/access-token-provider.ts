/**
 * Where API clients get the Bearer token from. The session provider plugs the session
 * machine in here (api must not import machines, which import api); until then there is none.
 */

type AccessTokenProvider = () => Promise<string | undefined>;

let provider: AccessTokenProvider = async () => undefined;

export function provideAccessToken(next: AccessTokenProvider): void {
  provider = next;
}

/** Waits for any login under way, refreshing first when the token is about to expire. */
export function currentAccessToken(): Promise<string | undefined> {
  return provider();
}
