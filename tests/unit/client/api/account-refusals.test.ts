import { afterEach, describe, expect, it } from 'vitest';
import { onAccountRefused, reportAccountRefusal, type AccountRefusal } from '../../../../src/client/api/account-refusals';
import { refusals } from '../../../../src/domain/access/access-levels';

const problem = (status: number, detail: string) =>
  new Response(JSON.stringify({ type: 'about:blank', title: 'Forbidden', status, detail }), {
    status,
    headers: { 'content-type': 'application/problem+json; charset=utf-8' },
  });

let stop: (() => void) | undefined;
afterEach(() => stop?.());

async function refusalsHeard(response: Response): Promise<AccountRefusal[]> {
  const heard: AccountRefusal[] = [];
  stop = onAccountRefused((refusal) => heard.push(refusal));
  await reportAccountRefusal(response);
  return heard;
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
    ['403 as text', new Response('Forbidden', { status: 403, headers: { 'content-type': 'text/plain' } }), []],
    ['403, broken JSON', new Response('{not json', { status: 403, headers: { 'content-type': 'application/json' } }), []],
    ['200', new Response(JSON.stringify({ detail: refusals.rejected }), { status: 200, headers: { 'content-type': 'application/json' } }), []],
  ] as const)('%s -> %j', async (_answer, response, expected) => {
    expect(await refusalsHeard(response)).toEqual(expected);
  });

  it('leaves the answer readable for the caller', async () => {
    const response = problem(403, refusals.rejected);
    await refusalsHeard(response);
    expect(((await response.json()) as { detail: string }).detail).toBe(refusals.rejected);
  });
});
