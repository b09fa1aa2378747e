/**
 * The shell, recommendation, admin, dealer, shopping-list and infrastructure routes publish
 * what they answer, not only what they take: each one's success answer and its problem
 * details show in the OpenAPI document the route's own schema builds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recommendationApiPath } from '../../../src/domain/recommendations/recommendation-contracts';
import { startTestServer, type TestServer } from '../support/test-server';

type Responses = Record<string, { content?: Record<string, { schema?: unknown }> }>;
type OpenApiDocument = { paths: Record<string, Record<string, { responses?: Responses }>> };

const routes: [method: string, path: string, success: string, problems: string[], fields: string[]][] = [
  ['get', '/api/health', '200', ['503'], ['schemaVersion']],
  ['get', '/api/client-config', '200', [], ['errorReportingDsn', 'siteUrlMode', 'localeUrlMode']],
  ['get', '/locales/{fileName}', '200', ['404'], []],
  ['get', '/api/markets', '200', [], ['code', 'name']],
  ['get', '/api/languages', '200', [], ['languageCode', 'languageText']],
  ['get', '/api/partners/{partnerId}/markets', '200', ['400', '401', '403'], []],
  ['get', '/api/news', '200', ['400', '401'], ['c_languageCode', 'c_fileUrl', 'last_modified']],
  ['get', '/api/news/latest', '200', ['400', '401'], ['last_modified']],
  ['get', '/api/news/files/{key}', '200', ['404'], []],
  ['get', '/api/service-message', '200', ['400', '401'], ['c_messageContent', 'c_endDate']],
  ['get', '/api/policy-documents/{name}', '200', ['404'], []],
  ['post', '/fetch-shopping-list', '200', ['400'], ['hits', 'keys']],
  ['post', '/admin/api/v1/user/updateUserDetails', '200', ['400', '401', '403', '404'], ['success']],
  ['get', `${recommendationApiPath}/personalization/recommenders/{siteId}`, '200', ['401', '404'], ['recommenders']],
  ['post', `${recommendationApiPath}/activities/{siteId}/viewProduct`, '200', ['400', '403'], ['requestId']],
  [
    'post',
    `${recommendationApiPath}/personalization/recs/{siteId}/{recommender}`,
    '200',
    ['400', '404'],
    ['recoUUID', 'productName'],
  ],
  [
    'post',
    `${recommendationApiPath}/personalization/{siteId}/zones/{zone}/recs`,
    '200',
    ['400', '404'],
    ['recoUUID', 'imageUrl'],
  ],
  ['post', '/dealer-service/GetToken', '200', [], ['Token', 'Valid', 'Expired']],
  ['post', '/dealer-service/LoginDealers', '200', ['400', '401'], ['LoginToken']],
  ['get', '/dealer-ordering', '200', ['400'], []],
  ['get', '/edix', '200', ['400', '403', '502', '504'], []],
];

describe('OpenAPI answers of the service routes', () => {
  let server: TestServer;
  let document: OpenApiDocument;
  beforeAll(async () => {
    server = await startTestServer();
    const reply = await server.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(reply.statusCode).toBe(200);
    document = reply.json<OpenApiDocument>();
  });
  afterAll(() => server.close());

  it.each(routes)('%s %s publishes its answer and its problems', (method, path, success, problems, fields) => {
    const responses = document.paths[path]?.[method]?.responses;
    expect(responses, `${method} ${path}`).toBeDefined();
    expect(Object.keys(responses ?? {})).toContain(success);
    const answer = JSON.stringify(responses?.[success]);
    for (const field of fields) expect(answer).toContain(`"${field}"`);
    for (const status of problems) {
      const problem = JSON.stringify(responses?.[status]);
      for (const member of ['type', 'title', 'status', 'detail']) expect(problem).toContain(`"${member}"`);
    }
  });
});
