import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem } from './support/problem-assertions';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    extend: (app) =>
      app.register(async (scope) => {
        scope.get('/api/test-failure', async () => {
          throw new Error('connection string postgres://secret@db leaked');
        });
        scope.post(
          '/api/test-echo',
          {
            schema: {
              body: {
                type: 'object',
                required: ['bookmarkName'],
                properties: { bookmarkName: { type: 'string', minLength: 1 } },
              },
            },
          },
          async (request) => request.body,
        );
      }),
  });
});

afterAll(() => server.close());

describe('error replies', () => {
  it.each(['GET', 'POST'] as const)('answers %s of an unknown /api path with a 404 problem', async (method) => {
    const response = await server.app.inject({ method, url: '/api/nope', headers: { accept: 'text/html' } });
    expect(expectProblem(response, 404).detail).toBe('There is nothing at /api/nope.');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers a server fault with the generic message and no internals', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/test-failure' });
    expect(expectProblem(response, 500).detail).toBe('Something went wrong. Try again!');
    expect(response.body).not.toMatch(/secret|\.ts:\d+|at /);
  });

  it('answers a body that fails its schema with a 400 problem naming the field', async () => {
    const missing = await server.app.inject({ method: 'POST', url: '/api/test-echo', payload: {} });
    expect(expectProblem(missing, 400).detail).toBe('bookmarkName is required.');
    const empty = await server.app.inject({ method: 'POST', url: '/api/test-echo', payload: { bookmarkName: '' } });
    expect(expectProblem(empty, 400).detail).toBe('bookmarkName must NOT have fewer than 1 characters.');
  });

  it('answers a body that is not JSON with a 400 problem', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/test-echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"bookmarkName":',
    });
    expectProblem(response, 400);
  });

  it('lets valid requests through with JSON that no cache keeps', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/test-echo',
      payload: { bookmarkName: 'Brakes' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ bookmarkName: 'Brakes' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
