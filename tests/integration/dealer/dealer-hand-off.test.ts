/**
 * The client's hand-off (src/client/api/dealer/dealer-hand-off.ts) against the server over
 * real HTTP, as a browser on the server's origin makes it: GetToken and LoginDealers through
 * /edix, then the ordering address it answers, opened as the new tab would open it.
 */
import type { AddressInfo } from 'node:net';
import { HTTPError } from 'ky';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { provideAccessToken } from '../../../src/client/api/access-token-provider';
import type * as DealerHandOffModule from '../../../src/client/api/dealer/dealer-hand-off';
import type { TestServer } from '../support/test-server';
import { addCustomer, addUser } from '../shop-api/shopper-fixtures';
import { startDealerTestServer } from './dealer-test-server';

let server: TestServer;
let origin: string;
let handOffToDealer: typeof DealerHandOffModule.handOffToDealer;

beforeAll(async () => {
  server = await startDealerTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  // The api clients resolve their paths against the page's address when first loaded.
  vi.stubGlobal('location', new URL(`${origin}/shopping-list`));
  ({ handOffToDealer } = await import('../../../src/client/api/dealer/dealer-hand-off'));
});

afterAll(async () => {
  vi.unstubAllGlobals();
  provideAccessToken(async () => undefined);
  await server.close();
});

const dealer = { dealerCode: '006CC', dealerName: '', countryCode: 'GB' };

describe('handOffToDealer', () => {
  it('logs the dealer in through /edix and answers the ordering page with the parts', async () => {
    const shopper = await addUser(server, { c_epcPartnerId: '006CC' });
    provideAccessToken(async () => shopper.headers.authorization);
    const url = await handOffToDealer({ ...dealer, partNumbers: ['LR012345', 'C2D 4567', 'A#1'] });
    expect(url).toMatch(/^\/dealer-ordering\?loginToken=[\w-]{32}&parts=LR012345,C2D%204567,A%231$/);

    const page = await fetch(`${origin}${url}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    // The client knows only the dealer code; the name and DSL come from the dealer's record.
    expect(html).toContain('Corringham Car Centre (006CC)');
    expect(html).toContain('<dt>DSL</dt><dd>GB-006CC-01</dd>');
    expect(html).toContain('<li>LR012345</li>\n<li>C2D 4567</li>\n<li>A#1</li>');
  });

  it('fails for a guest, who may not use the proxy', async () => {
    const guest = await addCustomer(server, { authType: 'guest' });
    provideAccessToken(async () => guest.headers.authorization);
    const failure = await handOffToDealer({ ...dealer, partNumbers: ['LR012345'] }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HTTPError);
    expect((failure as HTTPError).response.status).toBe(403);
  });
});
