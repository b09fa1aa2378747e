/**
 * Loads an admin list once per `reloads`, keeping the last one shown while the next loads:
 * loading is an answer not yet given for the current `reloads`.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Listed } from '../../../api/admin/admin-news';
import { adminFailure } from '../admin-failure';

export type ListState<T> =
  | { kind: 'loading'; last: Listed<T> | undefined }
  | { kind: 'loaded'; list: Listed<T> }
  | { kind: 'failed'; message: string; last: Listed<T> | undefined };

interface Answer<T> {
  request: number;
  list: Listed<T> | undefined;
  message: string | undefined;
}

export function useAdminList<T>(load: () => Promise<Listed<T>>, reloads: number): ListState<T> {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState<Answer<T>>({ request: -1, list: undefined, message: undefined });
  useEffect(() => {
    let current = true;
    load().then(
      (list) => current && setAnswer({ request: reloads, list, message: undefined }),
      (error: unknown) =>
        current &&
        setAnswer((before) => ({ request: reloads, list: before.list, message: adminFailure(error, t, 'read') })),
    );
    return () => {
      current = false;
    };
  }, [load, reloads, t]);
  if (answer.request !== reloads) return { kind: 'loading', last: answer.list };
  if (answer.message !== undefined) return { kind: 'failed', message: answer.message, last: answer.list };
  return answer.list === undefined ? { kind: 'loading', last: undefined } : { kind: 'loaded', list: answer.list };
}

export const shownList = <T>(state: ListState<T>): Listed<T> | undefined =>
  state.kind === 'loaded' ? state.list : state.last;
