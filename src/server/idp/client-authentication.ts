/**
 * Reads the client's credentials from a token request: HTTP Basic (client_secret_basic) or
 * the form body (client_secret_post), as the discovery document offers both.
 */
export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
  /** How they came, so a failed Basic login can be answered with a Basic challenge. */
  method: 'basic' | 'post';
}

export function clientCredentialsOf(
  authorization: string | undefined,
  body: { client_id?: string; client_secret?: string },
): ClientCredentials | undefined {
  if (authorization?.toLowerCase().startsWith('basic ')) {
    const decoded = Buffer.from(authorization.slice(6).trim(), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return undefined;
    // RFC 6749, section 2.3.1: both parts are form-urlencoded before Basic encoding.
    const clientId = decodeFormComponent(decoded.slice(0, colon));
    const clientSecret = decodeFormComponent(decoded.slice(colon + 1));
    return clientId === undefined || clientSecret === undefined
      ? undefined
      : { clientId, clientSecret, method: 'basic' };
  }
  if (body.client_id === undefined || body.client_secret === undefined) return undefined;
  return { clientId: body.client_id, clientSecret: body.client_secret, method: 'post' };
}

function decodeFormComponent(text: string): string | undefined {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return undefined;
  }
}
