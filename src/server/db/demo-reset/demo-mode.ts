/**
 * Demo mode: the embedded PGlite database and the embedded identity providers, whose people and
 * passwords are published in the README. Only then may the demo data be reset (docs/testing.md):
 * with DATABASE_URL or any real provider configured, the data is someone's own and no route
 * may wipe it.
 */
import type { ServerConfig } from '../../config';
import type { IdentityProviderSettings } from '../../idp/identity-provider-settings';

export function isDemoMode(config: Pick<ServerConfig, 'databaseUrl'>, providers: IdentityProviderSettings): boolean {
  return (
    config.databaseUrl === undefined && Object.values(providers).every((provider) => provider.issuer === undefined)
  );
}
