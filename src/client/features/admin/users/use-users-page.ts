/**
 * Loads one page of the admin's user search, again whenever the search, the page or `reloads`
 * changes. While a new page loads, the last one stays on screen (so a table does not blink).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listUsers, type UserFilters, type UsersPage } from '../../../api/admin/admin-users';
import { adminFailure } from '../admin-failure';

export type UsersPageState =
  | { kind: 'loading'; last: UsersPage | undefined }
  | { kind: 'loaded'; page: UsersPage }
  | { kind: 'failed'; message: string; last: UsersPage | undefined };

type Answer = { request: string; page: UsersPage } | { request: string; message: string };

export function useUsersPage(filters: UserFilters, offset: number, limit: number, reloads: number): UsersPageState {
  const { t } = useTranslation();
  const request = JSON.stringify([filters, offset, limit, reloads]);
  const [answer, setAnswer] = useState<Answer>();
  const [last, setLast] = useState<UsersPage>();

  useEffect(() => {
    let current = true;
    listUsers(filters, offset, limit).then(
      (page) => {
        if (!current) return;
        setAnswer({ request, page });
        setLast(page);
      },
      (error: unknown) => {
        if (current) setAnswer({ request, message: adminFailure(error, t, 'read') });
      },
    );
    return () => {
      current = false;
    };
  }, [filters, offset, limit, request, t]);

  if (answer === undefined || answer.request !== request) return { kind: 'loading', last };
  return 'page' in answer ? { kind: 'loaded', page: answer.page } : { kind: 'failed', message: answer.message, last };
}
