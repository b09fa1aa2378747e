/**
 * GET /api/news/files/:key: a news item's PDF. Offline, a file opened before comes from the
 * service worker; one never opened rejects with a network failure.
 */
import { authorisedServiceClient } from '../authorised-client';

const newsFiles = authorisedServiceClient('/api/news/files/');

export function fetchNewsFile(key: string, signal?: AbortSignal): Promise<Blob> {
  return newsFiles.get(encodeURIComponent(key), { signal, timeout: 60_000 }).blob();
}
