/**
 * What a service client tells the connectivity machine about the network, answer by answer,
 * through a real ky client: the offline banner depends on it when the browser still says it is
 * online but the network is gone.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

let answer: () => Response = () => new Response('{}');
let browserOnline = true;

beforeAll(() => {
  vi.stubGlobal('location', new URL('http://localhost:5173/en-GB/'));
  vi.stubGlobal('navigator', {
    get onLine() {
      return browserOnline;
    },
  });
  vi.stubGlobal('fetch', async () => answer());
});
afterEach(() => {
  browserOnline = true;
});
afterAll(() => {
  vi.unstubAllGlobals();
});

/** The reachability reports one request through a service client makes. */
async function reportsFor(response: () => Response): Promise<boolean[]> {
  const { serviceClient, onServerReachability } = await import('../../../../src/client/api/http-client');
  const reports: boolean[] = [];
  const stop = onServerReachability((reachable) => reports.push(reachable));
  answer = response;
  await serviceClient('/')
    .get('api/health')
    .catch(() => undefined);
  stop();
  return reports;
}

const withHeader = (value: string) => () => new Response('{}', { headers: { 'x-epc-served-from-cache': value } });

describe('what an answer tells the connectivity machine', () => {
  it('an answer from the server: reachable', async () => {
    expect(await reportsFor(() => new Response('{}'))).toEqual([true]);
  });

  it('an error status from the server still came through the network: reachable', async () => {
    expect(await reportsFor(() => new Response('{}', { status: 503 }))).toEqual([true]);
  });

  it("the worker's cached answer after the network failed (network first): not reachable", async () => {
    expect(await reportsFor(withHeader('network-failed'))).toEqual([false]);
  });

  it('an answer the worker keeps and serves anyway (the shell, locale files): nothing', async () => {
    expect(await reportsFor(withHeader('kept'))).toEqual([]);
    expect(await reportsFor(withHeader('1'))).toEqual([]);
  });

  it("any answer while the browser says it has no network (the browser's HTTP cache): nothing", async () => {
    browserOnline = false;
    expect(await reportsFor(() => new Response('{}'))).toEqual([]);
  });

  it('a request that finds no network at all: not reachable', async () => {
    expect(
      await reportsFor(() => {
        throw new TypeError('Failed to fetch');
      }),
    ).toEqual([false]);
  });
});
