/**
 * GET /api/news?language=: the EPC news list, newest first, in the language or else in en-GB
 * (src/server/shell/news/news-routes.ts). Offline, a list seen before comes from the service
 * worker (sw/cache-policy.ts); one never seen rejects with a network failure.
 */
import type { NewsList } from '../../../domain/shell/news-contracts';
import { authorisedServiceClient } from '../authorised-client';

const newsService = authorisedServiceClient('/api/');

export function fetchNewsList(language: string): Promise<NewsList> {
  return newsService.get('news', { searchParams: { language } }).json<NewsList>();
}
