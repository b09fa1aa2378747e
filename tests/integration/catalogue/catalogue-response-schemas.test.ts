import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };

/** The catalogue and pricing routes whose replies are JSON (or an SVG string), and their answers. */
const documentedReplies: [path: string, method: 'get' | 'post', statuses: string[]][] = [
  ['/catalogue/api/v1/nextLevelHierarchies', 'post', ['200', '4XX']],
  ['/catalogue/api/v1/sectionBundle', 'post', ['200', '4XX']],
  ['/catalogue/api/v1/vehicleDownload', 'post', ['200', '4XX']],
  ['/catalogue/api/v1/search', 'post', ['200', '4XX']],
  ['/catalogue/api/v1/vehicleConfig/vinDecode', 'post', ['200', '4XX']],
  ['/part/api/v1/partDetails', 'post', ['200', '4XX']],
  ['/catalogue/api/v1/retailerDetails/{id}', 'get', ['200', '4XX']],
  ['/catalogue-assets/illustrations/{file}', 'get', ['200', '4XX']],
  ['/catalogue-assets/parts/{file}', 'get', ['200', '4XX']],
  ['/catalogue-assets/models/{file}', 'get', ['200', '4XX']],
  ['/catalogue/api/v1/priceLookup', 'post', ['200', '4XX']],
  ['/api/shopping-list/price', 'post', ['200', '4XX']],
];

describe('Catalogue and pricing replies in the OpenAPI document', () => {
  let server: TestServer;
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(async () => {
    server = await startTestServer();
    const reply = await server.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(reply.statusCode).toBe(200);
    paths = reply.json<{ paths: Record<string, Record<string, Operation>> }>().paths;
  });
  afterAll(() => server.close());

  it.each(documentedReplies)('%s (%s) documents its success and its problem details', (path, method, statuses) => {
    const responses = paths[path]?.[method]?.responses ?? {};
    expect(Object.keys(responses)).toEqual(expect.arrayContaining(statuses));
    const problem = JSON.stringify(responses['4XX']);
    for (const field of ['type', 'title', 'status', 'detail']) expect(problem).toContain(`"${field}"`);
  });

  it('documents the fields of a price lookup part and of a priced list', () => {
    const lookup = JSON.stringify(paths['/catalogue/api/v1/priceLookup']?.post?.responses?.['200']);
    for (const field of ['apn', 'unitPrice', 'discountRate', 'taxRate', 'discountCode', 'taxCode', 'apnDesc'])
      expect(lookup).toContain(`"${field}"`);
    const priced = JSON.stringify(paths['/api/shopping-list/price']?.post?.responses?.['200']);
    for (const field of ['totals', 'currency', 'pricedAt', 'discountedPrice', 'priceAmmend'])
      expect(priced).toContain(`"${field}"`);
  });
});
