// GET site_preferences/preference_groups/{group}/{environment}/preferences/{name} (catalogue
// spec, section 7) and its 'Environment not found' (section 8).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem } from '../support/problem-assertions';
import { startTestServer, type TestServer } from '../support/test-server';
import { addCustomer, dataPath, type TestShopper } from '../shop-api/shopper-fixtures';

let server: TestServer;
let guest: TestShopper;

beforeAll(async () => {
  server = await startTestServer();
  guest = await addCustomer(server, { authType: 'guest' });
});

afterAll(() => server.close());

const preferenceUrl = (group: string, environment: string, name: string) =>
  dataPath(`site_preferences/preference_groups/${group}/${environment}/preferences/${name}`);

const read = (url: string, shopper: TestShopper = guest) =>
  server.app.inject({ method: 'GET', url, headers: shopper.headers });

describe('site preferences', () => {
  it('answers a preference with its value on each site', async () => {
    const response = await read(preferenceUrl('EPC', 'production', 'epcPaymentsGroupName'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      id: 'epcPaymentsGroupName',
      value_type: 'string',
      site_values: { arden: 'epc-subscription-payments', corvid: 'epc-subscription-payments' },
    });
  });

  it("answers 404 'Environment not found' for an environment that does not exist, whatever the group and name", async () => {
    for (const url of [
      preferenceUrl('EPC', 'moon-base', 'epcPaymentsGroupName'),
      preferenceUrl('NoSuchGroup', 'qa', 'nothing'),
    ]) {
      expect(expectProblem(await read(url), 404).detail).toBe('Environment not found');
    }
  });

  it('answers 404 naming what is missing for an unknown group or preference', async () => {
    const noGroup = await read(preferenceUrl('NoSuchGroup', 'staging', 'epcPaymentsGroupName'));
    expect(expectProblem(noGroup, 404).detail).toBe('Preference group not found');
    expect(expectProblem(await read(preferenceUrl('EPC', 'staging', 'noSuchPreference')), 404).detail).toBe(
      'Preference not found',
    );
    // An inherited property name is no preference either.
    expect(expectProblem(await read(preferenceUrl('EPC', 'staging', 'constructor')), 404).detail).toBe(
      'Preference not found',
    );
  });

  it('needs a shopper token', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: preferenceUrl('EPC', 'production', 'epcPaymentsGroupName'),
    });
    expect(response.statusCode).toBe(401);
  });
});
