/**
 * GET /api/news/latest?language=: the newest news item's time and language, which decide
 * whether EPC Updates shows red. Offline the service worker answers the last one seen; with
 * none, the button simply stays plain (no news known is no unread news).
 */
import { useEffect, useState } from 'react';
import type { NewsSummary } from '../../../domain/shell/news-contracts';
import { authorisedServiceClient } from '../authorised-client';
import { freshAnswers } from '../fresh-answers';

const newsService = authorisedServiceClient('/api/');

export async function fetchNewsSummary(language: string): Promise<NewsSummary | undefined> {
  // {} when there is no news at all.
  const { last_modified, c_languageCode } = await newsService
    .get('news/latest', { searchParams: { language } })
    .json<Partial<NewsSummary>>();
  return last_modified === undefined || c_languageCode === undefined ? undefined : { last_modified, c_languageCode };
}

/** The news summary of the language; undefined while unknown or when there is no news. */
export function useNewsSummary(language: string): NewsSummary | undefined {
  const [summary, setSummary] = useState<{ language: string; value: NewsSummary | undefined }>();
  useEffect(() => {
    let current = true;
    freshAnswers
      .ask(`news/latest ${language}`, () => fetchNewsSummary(language))
      .then(
        (value) => current && setSummary({ language, value }),
        (error: unknown) => console.warn('Could not read the news summary', error),
      );
    return () => {
      current = false;
    };
  }, [language]);
  return summary?.language === language ? summary.value : undefined;
}
