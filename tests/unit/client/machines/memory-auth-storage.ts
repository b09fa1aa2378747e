// The session machine's storage kept in memory: same contract as the browser's, no cookies.
import type { TokenResponse } from '../../../../src/domain/session/token-response';
import type { AuthStorage, StoredAuth } from '../../../../src/client/store/auth-storage';
import type { EndedSession, SessionContext } from '../../../../src/client/machines/session/session-machine';

export const emptyAuth: StoredAuth = {
  accessToken: undefined,
  tokenLife: undefined,
  registeredRefreshToken: undefined,
  guestRefreshToken: undefined,
  usid: undefined,
  customerId: undefined,
  cdsid: undefined,
  mailid: undefined,
  encUserId: undefined,
  organizationId: undefined,
};

export class MemoryAuthStorage implements AuthStorage {
  /** Whose session ended, as the app keeps it apart from the auth. */
  endedSession: EndedSession | null = null;

  constructor(public stored: StoredAuth = emptyAuth) {}

  read(): StoredAuth {
    return this.stored;
  }

  save(response: TokenResponse, receivedAt: number): StoredAuth {
    const registered = response.id_token !== '';
    this.stored = {
      ...this.stored,
      accessToken: `Bearer ${response.access_token}`,
      tokenLife: { issuedAt: receivedAt, expiresIn: response.expires_in },
      registeredRefreshToken: registered ? response.refresh_token : undefined,
      guestRefreshToken: registered ? undefined : response.refresh_token,
      usid: response.usid,
      customerId: response.customer_id,
      encUserId: registered ? response.enc_user_id : undefined,
    };
    return this.stored;
  }

  clear(): void {
    this.stored = emptyAuth;
  }
}

let issued = 0;
export function tokenResponse(kind: 'guest' | 'registered', expiresIn = 1800): TokenResponse {
  issued += 1;
  return {
    access_token: `access-${kind}-${issued}`,
    id_token: kind === 'registered' ? `id-${issued}` : '',
    refresh_token: `refresh-${kind}-${issued}`,
    expires_in: expiresIn,
    refresh_token_expires_in: 7_776_000,
    token_type: 'BEARER',
    usid: 'usid-1',
    customer_id: kind === 'registered' ? 'customer-registered' : 'customer-guest',
    enc_user_id: kind === 'registered' ? 'enc-user' : '',
    idp_access_token: '',
  };
}

/** The session machine's storage actions over a MemoryAuthStorage, as session-effects.ts wires them over the browser's. */
export function memoryStorageActions(storage: MemoryAuthStorage) {
  return {
    persistAuth: ({ context }: { context: SessionContext }, response: TokenResponse) => {
      storage.save(response, context.auth.tokenLife?.issuedAt ?? Date.now());
    },
    clearAuth: () => storage.clear(),
    persistEndedSession: ({ context }: { context: SessionContext }) => {
      storage.endedSession = context.endedSession;
    },
  };
}
