/**
 * A database error the input caused is a 4xx (issue 12): the problem-details handler maps
 * SQLSTATE classes 22 (data exception), 23 (integrity constraint) and 54 (program limit) to
 * 400, 409 and 413 with a sentence that quotes neither SQL nor the value; any other database
 * error stays a 500 with the generic message. The errors come from a real database (PGlite,
 * or PostgreSQL with TEST_DATABASE_URL), thrown by routes of a bare app with the handler,
 * since every route of the product checks its input before a statement could fail this way.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db/database';
import { migrateDatabase } from '../../../src/server/db/migrate-database';
import { openDatabase } from '../../../src/server/db/open-database';
import inputGuard from '../../../src/server/plugins/app/input-guard';
import problemDetails from '../../../src/server/plugins/app/problem-details';
import { expectProblem } from '../support/problem-assertions';
import { makeTestDatabasePlace, type TestDatabasePlace } from '../support/test-database';

let place: TestDatabasePlace;
let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  place = await makeTestDatabasePlace();
  database = await openDatabase(place);
  await migrateDatabase(database);
  app = Fastify({ logger: false });
  await app.register(problemDetails);
  await app.register(inputGuard);
  app.get<{ Querystring: { value: string } }>('/int', async (request) =>
    database.query('select $1::int as value', [request.query.value]),
  );
  app.get<{ Querystring: { value: string } }>('/date', async (request) =>
    database.query('select $1::date as value', [request.query.value]),
  );
  app.post<{ Body: { key: string } }>('/insert', async (request) =>
    database.transaction((tx) =>
      tx.query(`insert into custom_objects (type, key, data) values ('EpcParts', $1, '{}')`, [request.body.key]),
    ),
  );
  app.get('/broken', async () => database.query('select * from no_such_table'));
  // A scope with an error shape of its own, as the shopper login has.
  await app.register(async (scope) => {
    scope.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
      const status = error.statusCode !== undefined && error.statusCode < 500 ? error.statusCode : 500;
      return reply
        .code(status)
        .send({ status_code: status < 500 ? 'invalid_request' : 'server_error', message: error.message });
    });
    scope.get<{ Querystring: { value: string } }>('/own-shape/int', async (request) =>
      database.query('select $1::int as value', [request.query.value]),
    );
    scope.get<{ Querystring: { value: string } }>('/own-shape/sync-int', (request, reply) => {
      database.query('select $1::int as value', [request.query.value]).then(
        (rows) => reply.send(rows),
        (error: unknown) => reply.send(error),
      );
    });
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
  await place.remove();
});

describe('database errors the input caused', () => {
  it('answers a number out of range, or text in the wrong format, with a 400 quoting no SQL', async () => {
    const range = await app.inject({ method: 'GET', url: '/int?value=99999999999' });
    expect(expectProblem(range, 400).detail).toBe('A number in the request is out of range.');
    const format = await app.inject({ method: 'GET', url: '/int?value=abc' });
    expect(expectProblem(format, 400).detail).toBe('A value in the request is not in the expected format.');
    expect(format.body).not.toMatch(/select|integer|abc/i);
  });

  it('answers an impossible date with a 400', async () => {
    const response = await app.inject({ method: 'GET', url: '/date?value=2026-02-30' });
    expect(expectProblem(response, 400).detail).toMatch(
      /^A date or time in the request is (not valid|out of range)\.$/,
    );
  });

  it('answers a duplicate with a 409, and the first write stays', async () => {
    expect((await app.inject({ method: 'POST', url: '/insert', payload: { key: 'dup-1' } })).statusCode).toBe(200);
    const again = await app.inject({ method: 'POST', url: '/insert', payload: { key: 'dup-1' } });
    expect(expectProblem(again, 409).detail).toBe('The request conflicts with data already stored.');
    expect(again.body).not.toMatch(/dup-1|custom_objects/);
    expect(
      await database.query(`select key from custom_objects where type = 'EpcParts' and key = 'dup-1'`),
    ).toHaveLength(1);
  });

  it("answers in a scope's own error shape too, as a 4xx", async () => {
    const response = await app.inject({ method: 'GET', url: '/own-shape/int?value=abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status_code: 'invalid_request',
      message: 'A value in the request is not in the expected format.',
    });
    const fine = await app.inject({ method: 'GET', url: '/own-shape/sync-int?value=7' });
    expect(fine.json()).toEqual([{ value: 7 }]);
  });

  it('keeps any other database error a 500 with the generic message', async () => {
    const response = await app.inject({ method: 'GET', url: '/broken' });
    expect(expectProblem(response, 500).detail).toBe('Something went wrong. Try again!');
    expect(response.body).not.toMatch(/no_such_table/);
  });
});
