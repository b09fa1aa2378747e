/**
 * A test server for one file and the access token of an approved retailer user: catalogue
 * data, documents and prices need catalogue access (docs/access-policy.md), so the catalogue
 * tests start here rather than with a guest.
 */
import type { UserProfile } from '../../../src/domain/profile/user-profile';
import { addUser } from '../shop-api/shopper-fixtures';
import { startTestServer, type TestServer } from './test-server';

export async function startServerWithCatalogueUser(
  fields: Partial<UserProfile> = {},
): Promise<{ server: TestServer; accessToken: string; userId: string }> {
  const server = await startTestServer();
  const user = await addUser(server, {
    c_epcUserType: 'retailer',
    c_epcUserRole: 'user',
    c_epcPartnerId: '006CC',
    ...fields,
  });
  return { server, accessToken: user.headers.authorization.replace(/^Bearer /, ''), userId: user.userId };
}
