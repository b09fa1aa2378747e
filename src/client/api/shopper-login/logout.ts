/** Ends the session at the login service on log out (shell spec, section 7). */
import { commerceConfig } from '../../../config/commerce';
import { shopperLogin, toShopperLoginError } from './shopper-login-client';

/** Ends the session at the login service; the stored access token goes with it (spec 7). */
export async function logoutShopper(input: { refreshToken: string; accessToken: string }): Promise<void> {
  try {
    await shopperLogin.get('logout', {
      searchParams: {
        client_id: commerceConfig.clientId,
        refresh_token: input.refreshToken,
        channel_id: commerceConfig.channelId,
      },
      headers: { authorization: input.accessToken },
    });
  } catch (error) {
    throw toShopperLoginError(error);
  }
}
