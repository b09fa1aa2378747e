/**
 * The Users area of the admin page (issue 16; catalogue spec, sections 3, 4, 6 and 7): find
 * users by name, email, dealer, type, role and status, a page at a time; approve, reject, and
 * change role, type and retailer. A retailer admin sees only their own dealer's users. Each
 * change is confirmed first and its outcome said in words; admin work needs a network.
 */
import { Button, MessageBar, MessageBarBody, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserFilters } from '../../../api/admin/admin-users';
import { useIsOffline } from '../../../machines/connectivity-context';
import { UserFiltersForm, noFilters } from './user-filters-form';
import { UsersTable } from './users-table';
import { useUsersPage } from './use-users-page';

const pageSize = 20;

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    paddingTop: tokens.spacingVerticalM,
  },
  pager: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

export function UsersPanel() {
  const { t } = useTranslation();
  const styles = useStyles();
  const offline = useIsOffline();
  const [filters, setFilters] = useState<UserFilters>(noFilters);
  const [offset, setOffset] = useState(0);
  const [reloads, setReloads] = useState(0);
  const [outcome, setOutcome] = useState<string>();
  const state = useUsersPage(filters, offset, pageSize, reloads);
  const outcomeRef = useRef<HTMLDivElement>(null);
  // A change's outcome takes the focus: the button that made it may have gone with the change
  // (Approve once approved), and the focus would otherwise fall back to the page's start.
  useEffect(() => {
    if (outcome !== undefined) outcomeRef.current?.focus();
  }, [outcome]);
  const page = state.kind === 'loaded' ? state.page : state.last;

  const search = (next: UserFilters) => {
    setFilters(next);
    setOffset(0);
    setOutcome(undefined);
    setReloads((count) => count + 1);
  };
  const changed = (message: string) => {
    setOutcome(message);
    setReloads((count) => count + 1);
  };

  const first = page === undefined || page.total === 0 ? 0 : page.offset + 1;
  const last = page === undefined ? 0 : page.offset + page.users.length;

  return (
    <div className={styles.panel}>
      <UserFiltersForm fixedDealer={page?.viewer.dealerCode ?? undefined} onSearch={search} />
      <div role="status" aria-live="polite">
        {outcome !== undefined && (
          <MessageBar intent="success" data-testid="admin-users-outcome" ref={outcomeRef} tabIndex={-1}>
            <MessageBarBody>{outcome}</MessageBarBody>
          </MessageBar>
        )}
      </div>
      {state.kind === 'failed' && (
        <MessageBar intent="error" role="alert" data-testid="admin-users-failed">
          <MessageBarBody>{state.message}</MessageBarBody>
        </MessageBar>
      )}
      {state.kind === 'loading' && page === undefined && (
        <Spinner size="small" label={t('admin.users.loading', 'Loading users…')} />
      )}
      {page !== undefined && (
        <>
          <Text as="p" data-testid="admin-users-count">
            {page.total === 0
              ? t('admin.users.none', 'No users match this search.')
              : t('admin.users.showing', 'Showing {{first}}–{{last}} of {{total}} users.', {
                  first,
                  last,
                  total: page.total,
                })}
          </Text>
          {page.users.length > 0 && <UsersTable page={page} offline={offline} onChanged={changed} />}
          <nav className={styles.pager} aria-label={t('admin.users.pages', 'Pages of users')}>
            <Button disabled={page.offset === 0} onClick={() => setOffset(Math.max(0, page.offset - pageSize))}>
              {t('admin.users.previous', 'Previous page')}
            </Button>
            <Button disabled={last >= page.total} onClick={() => setOffset(page.offset + pageSize)}>
              {t('admin.users.next', 'Next page')}
            </Button>
            {state.kind === 'loading' && <Spinner size="tiny" label={t('admin.users.loading', 'Loading users…')} />}
          </nav>
        </>
      )}
    </div>
  );
}
