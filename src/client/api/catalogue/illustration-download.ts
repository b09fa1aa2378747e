/** An illustration as it is stored for a vehicle kept offline; catalogue data, so sent with the token. */
import { authorisedServiceClient } from '../authorised-client';

const ownOrigin = authorisedServiceClient('/');

export async function downloadIllustration(url: string, signal?: AbortSignal): Promise<Blob> {
  // Illustration URLs are the catalogue's own site-relative paths; anything else is refused.
  if (!url.startsWith('/catalogue-assets/')) throw new Error(`Not a catalogue illustration: ${url}`);
  return ownOrigin.get(url.slice(1), { signal, timeout: 30_000 }).blob();
}
