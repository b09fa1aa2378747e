/**
 * One caller per principal of the written policy (src/domain/access/policy-principals.ts),
 * made on a test server the way the shopper login would leave them: a customer with an
 * access token and, for signed-in principals, the EPCUsers profile of the example. Each
 * caller also knows what the policy says about it (the principal derived from the same
 * token facts and profile on today's access day, as the server derives it).
 */
import { derivePrincipal, type Principal, type PrincipalName } from '../../../src/domain/access/principal';
import { exampleProfile, principalExamples } from '../../../src/domain/access/policy-principals';
import { addCustomer, addUserProfile, uniqueId } from '../shop-api/shopper-fixtures';
import type { TestServer } from '../support/test-server';

export interface PolicyCaller {
  name: PrincipalName;
  headers: Record<string, string>;
  /** Placeholders for the anonymous caller, who has none of these. */
  customerId: string;
  userId: string;
  usid: string;
  principal: Principal;
}

function usidOf(authorization: string): string {
  const payload = authorization.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { usid: string }).usid;
}

export async function makePolicyCaller(server: TestServer, name: PrincipalName): Promise<PolicyCaller> {
  const example = principalExamples[name];
  const now = new Date();
  if (example.token === 'none') {
    return {
      name,
      headers: {},
      customerId: 'nobody',
      userId: 'nobody',
      usid: 'nobody',
      principal: derivePrincipal(null, undefined, now),
    };
  }
  const userId = uniqueId(`policy-${name}`);
  const shopper = await addCustomer(server, example.token === 'guest' ? { authType: 'guest' } : { userId });
  const profile =
    example.profile === undefined || example.profile === null ? undefined : exampleProfile(userId, example.profile);
  if (profile !== undefined) await addUserProfile(server, profile);
  const usid = usidOf(shopper.headers.authorization);
  const token = {
    authType: example.token,
    sub: shopper.customerId,
    usid,
    ...(example.token === 'registered' ? { userId } : {}),
  };
  return {
    name,
    headers: shopper.headers,
    customerId: shopper.customerId,
    userId: example.token === 'registered' ? userId : 'nobody',
    usid,
    principal: derivePrincipal(token, profile, now),
  };
}
