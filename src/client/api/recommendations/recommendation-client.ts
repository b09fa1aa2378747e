/**
 * The recommendation service (shell spec, section 7) on the app's origin: the client id in its
 * header, the session's token on every call, and every body naming the visitor: userId (the
 * customer id) when the shopper is registered, and cookieId, the session's usid, always.
 */
import { commerceConfig } from '../../../config/commerce';
import {
  recommendationApiPath,
  recommendationClientIdHeader,
  type VisitorIds,
} from '../../../domain/recommendations/recommendation-contracts';
import { browserAuthStorage } from '../../store/auth-storage';
import { currentAccessToken } from '../access-token-provider';
import { authorisedServiceClient } from '../authorised-client';

export const recommendationService = authorisedServiceClient(`${recommendationApiPath}/`, {
  [recommendationClientIdHeader]: commerceConfig.clientId,
});

/**
 * Who is asking, read once any login under way has finished, so the ids belong to the token the
 * request will carry. Undefined before the first login: there is no usid to name the visitor by.
 */
export async function currentVisitor(): Promise<VisitorIds | undefined> {
  await currentAccessToken();
  const auth = browserAuthStorage.read();
  if (auth.usid === undefined) return undefined;
  const registered = auth.registeredRefreshToken !== undefined && auth.customerId !== undefined;
  return registered ? { userId: auth.customerId, cookieId: auth.usid } : { cookieId: auth.usid };
}
