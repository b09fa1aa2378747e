/**
 * The dealer stand-in's tokens live in the database (dealer_stand_in_tokens), so the three
 * requests of one hand-off (GetToken, LoginDealers, the ordering page) may each reach a
 * different server process: here two app instances on one database. Tokens are stored only
 * as hashes, a login token opens one page, and each kind of token is bounded.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DealerLoginReply, DealerTokenReply } from '../../../src/domain/shopping-list/shopping-list-contracts';
import { buildApp } from '../../../src/server/app';
import { createDealerSessions } from '../../../src/server/dealer/dealer-sessions';
import type { TestServer } from '../support/test-server';
import { startDealerTestServer } from './dealer-test-server';

let server: TestServer;
let otherInstance: FastifyInstance;

beforeAll(async () => {
  server = await startDealerTestServer();
  otherInstance = buildApp({ config: server.config, database: server.database, logger: false });
  await otherInstance.ready();
});

afterAll(async () => {
  await otherInstance.close();
  await server.close();
});

const dealer = { Brand: 'JLR', DealerCode: '006CC', DealerName: 'Arden Motors', CountryCode: 'GB', DSL: 'dsl-1' };
const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

describe('dealer stand-in tokens across two app instances on one database', () => {
  it('takes a token from one instance, logs in at the other, and opens the page once at the first', async () => {
    const got = await server.app.inject({ method: 'POST', url: '/dealer-service/GetToken' });
    const { Token } = got.json<DealerTokenReply>().data;
    const loggedIn = await otherInstance.inject({
      method: 'POST',
      url: '/dealer-service/LoginDealers',
      payload: { Token, ...dealer },
    });
    expect(loggedIn.statusCode).toBe(200);
    const { LoginToken } = loggedIn.json<DealerLoginReply>();

    const page = `/dealer-ordering?loginToken=${encodeURIComponent(LoginToken)}&parts=LR012345`;
    const opened = await server.app.inject({ method: 'GET', url: page });
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('Arden Motors');
    expect((await otherInstance.inject({ method: 'GET', url: page })).statusCode).toBe(403);
  });

  it('stores tokens only as their SHA-256 hashes', async () => {
    const sessions = createDealerSessions(server.database);
    const { token } = await sessions.issueToken();
    const rows = await server.database.query('select 1 from dealer_stand_in_tokens where token_hash = $1', [
      hashOf(token),
    ]);
    expect(rows).toHaveLength(1);
    expect(
      await server.database.query('select 1 from dealer_stand_in_tokens where token_hash = $1', [token]),
    ).toHaveLength(0);
  });

  it('keeps at most maxEntries tokens of a kind, dropping the oldest', async () => {
    let clock = Date.now();
    const sessions = createDealerSessions(server.database, { maxEntries: 3, now: () => clock });
    const tokens: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      clock += 1;
      tokens.push((await sessions.issueToken()).token);
    }
    const valid = await Promise.all(tokens.map((token) => sessions.isTokenValid(token)));
    expect(valid).toEqual([false, false, true, true, true]);
  });
});
