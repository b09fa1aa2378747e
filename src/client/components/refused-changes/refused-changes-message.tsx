/** The refused changes, each with what the user can do about it (loaded when there are some: refused-changes-list.tsx). */
import { MessageBar, MessageBarBody, MessageBarTitle, makeStyles } from '@fluentui/react-components';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxEntry } from '../../store/user-db/user-db-entities';
import { RefusedChangeItem } from './refused-change-item';

const useStyles = makeStyles({
  list: { margin: 0, paddingInlineStart: '1.25rem' },
});

/** The refused changes given, read by the caller (the sync status's dialog reads them once for itself and this). */
export function RefusedChangesMessage({ entries }: { entries: readonly OutboxEntry[] }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const titleRef = useRef<HTMLDivElement>(null);
  if (entries.length === 0) return null;
  // The item that had focus is gone: focus goes to the list's title, not to the page's start.
  const onSettled = () => titleRef.current?.focus();
  return (
    <MessageBar intent="error" layout="multiline" data-testid="refused-changes">
      <MessageBarBody>
        <MessageBarTitle>
          <span ref={titleRef} tabIndex={-1}>
            {t(
              'sync.refused.title',
              'The server refused {{count}} changes. They are kept on this device until you discard or edit them.',
              {
                count: entries.length,
              },
            )}
          </span>
        </MessageBarTitle>
        <ul className={styles.list}>
          {entries.map((entry) =>
            entry.refused ? (
              <RefusedChangeItem key={entry.seq} entry={{ ...entry, refused: entry.refused }} onSettled={onSettled} />
            ) : null,
          )}
        </ul>
      </MessageBarBody>
    </MessageBar>
  );
}
