/**
 * The access-token secret every server process shares. AUTH_TOKEN_SECRET wins when set;
 * otherwise the random secret config.ts made is offered to the server_secrets table
 * (migration 021) and whichever process stored one first wins, so a token one process
 * signs verifies on every other, and after a restart. The secret is as safe as the
 * database, like the signing keys beside it (docs/tokens-and-passwords.md).
 */
import type { AuthConfig } from '../config';
import type { Queryable } from '../db/database';

const secretName = 'access-token';

export async function withStoredTokenSecret(database: Queryable, auth: AuthConfig): Promise<AuthConfig> {
  if (auth.tokenSecretFromEnv) return auth;
  await database.query(`insert into server_secrets (name, secret) values ($1, $2) on conflict (name) do nothing`, [
    secretName,
    auth.tokenSecret,
  ]);
  const [row] = await database.query<{ secret: string }>(`select secret from server_secrets where name = $1`, [
    secretName,
  ]);
  if (row === undefined) throw new Error('The access-token secret could not be stored.');
  return { ...auth, tokenSecret: row.secret };
}
