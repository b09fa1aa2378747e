import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { onAccountRefused, type AccountRefusal } from '../../../../src/client/api/account-refusals';
import { refusals } from '../../../../src/domain/access/access-levels';

const problem = (status: number, detail: string) => () =>
  new Response(JSON.stringify({ type: 'about:blank', title: 'Forbidden', status, detail }), {
    status,
    headers: { 'content-type': 'application/problem+json; charset=utf-8' },
  });

let answer: () => Response = problem(403, refusals.rejected);

beforeAll(() => {
  // The service clients resolve paths against the page's address and ask whether the browser is online.
  vi.stubGlobal('location', new URL('http://localhost:5173/en-GB/'));
  vi.stubGlobal('navigator', { onLine: true });
  vi.stubGlobal('fetch', async () => answer());
});
afterAll(() => {
  vi.unstubAllGlobals();
});

let stop: (() => void) | undefined;
afterEach(() => stop?.());

/** The refusals heard while an authorised client gets the answer, and what the caller got. */
async function refusalsHeard(response: () => Response): Promise<{ heard: AccountRefusal[]; outcome: unknown }> {
  const { authorisedServiceClient } = await import('../../../../src/client/api/authorised-client');
  const heard: AccountRefusal[] = [];
  stop = onAccountRefused((refusal) => heard.push(refusal));
  answer = response;
  const outcome = await authorisedServiceClient('/api/test/')
    .get('thing')
    .catch((error: unknown) => error);
  return { heard, outcome };
}

describe('the API wrapper hears the server refuse the account itself (catalogue spec, section 4)', () => {
  it.each([
    ['403, rejected', problem(403, refusals.rejected), ['rejected']],
    ['403, pending', problem(403, refusals.pending), ['pending']],
    // Refusals of the request, not of the account, change nothing.
    ['403, guest', problem(403, refusals.guest), []],
    ['403, subscription expired', problem(403, refusals.expired), []],
    ['403, not an admin', problem(403, refusals.notAdmin), []],
    ['401', problem(401, refusals.rejected), []],
    ['403 as text', () => new Response('Forbidden', { status: 403, headers: { 'content-type': 'text/plain' } }), []],
    [
      '403, the detail sent as text',
      () =>
        new Response(JSON.stringify({ detail: refusals.rejected }), {
          status: 403,
          headers: { 'content-type': 'text/plain' },
        }),
      [],
    ],
    [
      '403, broken JSON',
      () => new Response('{not json', { status: 403, headers: { 'content-type': 'application/json' } }),
      [],
    ],
    [
      '200',
      () =>
        new Response(JSON.stringify({ detail: refusals.rejected }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      [],
    ],
  ] as const)('%s -> %j', async (_answer, response, expected) => {
    expect((await refusalsHeard(response)).heard).toEqual(expected);
  });

  it('leaves the answer readable for the caller', async () => {
    const { outcome } = await refusalsHeard(problem(403, refusals.rejected));
    const { problemOf } = await import('../../../../src/client/api/problem-details');
    expect(problemOf(outcome)?.detail).toBe(refusals.rejected);
    expect(((await (outcome as { response: Response }).response.json()) as { detail: string }).detail).toBe(
      refusals.rejected,
    );
  });
});
