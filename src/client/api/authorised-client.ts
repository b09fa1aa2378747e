/**
 * A service client whose every request waits for a valid session token and sends it, and
 * whose answers are checked for a refusal of the account itself (a rejected profile).
 */
import type { KyInstance } from 'ky';
import { reportAccountRefusal } from './account-refusals';
import { currentAccessToken } from './access-token-provider';
import { serviceClient } from './http-client';

export function authorisedServiceClient(pathPrefix: string, headers: Record<string, string> = {}): KyInstance {
  return serviceClient(pathPrefix).extend({
    headers,
    hooks: {
      beforeRequest: [
        async (request) => {
          const token = await currentAccessToken();
          if (token) request.headers.set('authorization', token);
        },
      ],
      beforeError: [reportAccountRefusal],
    },
  });
}
