import { HTTPError } from 'ky';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Problem } from '../../../../src/client/api/problem-details';

let answer: () => Response = () => new Response(null, { status: 500 });

beforeAll(() => {
  // The service clients resolve paths against the page's address and ask whether the browser is online.
  vi.stubGlobal('location', new URL('http://localhost:5173/en-GB/'));
  vi.stubGlobal('navigator', { onLine: true });
  vi.stubGlobal('fetch', async () => answer());
});
afterAll(() => {
  vi.unstubAllGlobals();
});

/** What a real service client throws for an answer, and what problemOf reads from it. */
async function failWith(response: () => Response): Promise<{ error: unknown; problem: Problem | undefined }> {
  const { serviceClient } = await import('../../../../src/client/api/http-client');
  const { problemOf } = await import('../../../../src/client/api/problem-details');
  answer = response;
  const error = await serviceClient('/api/test/')
    .get('thing')
    .catch((thrown: unknown) => thrown);
  return { error, problem: problemOf(error) };
}

const answerOf = (status: number, body: string, contentType?: string) => () =>
  new Response(body === '' ? null : body, { status, headers: contentType ? { 'content-type': contentType } : {} });

describe('problemOf: the error body, read once by the service clients hook', () => {
  it('reads problem details (application/problem+json)', async () => {
    const body = { type: 'about:blank', title: 'Bad Request', status: 400, detail: 'At most 200 operations.' };
    const { error, problem } = await failWith(
      answerOf(400, JSON.stringify(body), 'application/problem+json; charset=utf-8'),
    );
    expect(error).toBeInstanceOf(HTTPError);
    expect(problem).toEqual({ body, detail: 'At most 200 operations.', message: undefined, statusCode: undefined });
  });

  it("reads plain JSON, such as the login service's { status_code, message }", async () => {
    const body = { status_code: 'invalid_grant', message: 'invalid code_verifier' };
    const { problem } = await failWith(answerOf(400, JSON.stringify(body), 'application/json'));
    expect(problem).toEqual({ body, detail: undefined, message: 'invalid code_verifier', statusCode: 'invalid_grant' });
  });

  it('reads JSON whatever the content type says, and keeps only string fields as strings', async () => {
    const body = { detail: 42, message: null, status_code: ['x'] };
    const { problem } = await failWith(answerOf(503, JSON.stringify(body), 'text/plain'));
    expect(problem).toEqual({ body, detail: undefined, message: undefined, statusCode: undefined });
  });

  it.each([
    ['an HTML error page', answerOf(502, '<html><body>Bad gateway</body></html>', 'text/html')],
    ['broken JSON', answerOf(500, '{"detail": "cut', 'application/problem+json')],
    ['an empty body', answerOf(404, '')],
  ])('has no body for %s, only the status', async (_case, response) => {
    const { error, problem } = await failWith(response);
    expect(error).toBeInstanceOf(HTTPError);
    expect(problem).toEqual({ body: undefined, detail: undefined, message: undefined, statusCode: undefined });
  });

  it('keeps JSON null as a body', async () => {
    expect((await failWith(answerOf(500, 'null', 'application/json'))).problem?.body).toBeNull();
  });

  it('leaves the answer readable for the caller', async () => {
    const { error } = await failWith(
      answerOf(409, JSON.stringify({ detail: 'Conflict here' }), 'application/problem+json'),
    );
    expect(await (error as HTTPError).response.json()).toEqual({ detail: 'Conflict here' });
  });

  it('is undefined for errors that are not HTTP answers', async () => {
    const { problemOf } = await import('../../../../src/client/api/problem-details');
    expect(problemOf(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(problemOf('nope')).toBeUndefined();
  });
});

describe('login service errors read from the problem (shell spec, section 7)', () => {
  it.each([
    [
      'its message and status_code',
      answerOf(
        400,
        JSON.stringify({ status_code: 'invalid_grant', message: 'invalid refresh_token' }),
        'application/json',
      ),
      'invalid refresh_token',
      'invalid_grant',
    ],
    [
      'a problem document by its detail',
      answerOf(429, JSON.stringify({ title: 'Too Many Requests', detail: 'Slow down.' }), 'application/problem+json'),
      'Slow down.',
      undefined,
    ],
    ['anything else by its status', answerOf(502, 'Bad gateway', 'text/plain'), 'HTTP error! Status: 502', undefined],
  ])('names %s', async (_case, response, message, statusCode) => {
    const { toShopperLoginError, shopperLoginErrorFrom, ShopperLoginError } =
      await import('../../../../src/client/api/shopper-login/shopper-login-client');
    const { error } = await failWith(response);
    const status = (error as HTTPError).response.status;
    expect(toShopperLoginError(error)).toEqual(new ShopperLoginError(message, status, statusCode));
    expect(toShopperLoginError(error)).toMatchObject({ name: 'ShopperLoginError', message, status, statusCode });
    // The same answer when ky does not throw it (the guest authorize request).
    expect(await shopperLoginErrorFrom(response())).toMatchObject({ message, status, statusCode });
  });

  it('keeps an error that is not an HTTP answer', async () => {
    const { toShopperLoginError } = await import('../../../../src/client/api/shopper-login/shopper-login-client');
    const offline = new TypeError('Failed to fetch');
    expect(toShopperLoginError(offline)).toBe(offline);
  });
});
