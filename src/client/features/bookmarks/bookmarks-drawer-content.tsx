/** Everything inside the bookmark drawer: save this page, the list and delete-all (shell spec, section 2). */
import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  MessageBar,
  MessageBarBody,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DeleteRegular, DismissRegular } from '@fluentui/react-icons';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectivityContext } from '../../machines/connectivity-context';
import { useServerCopyOnOpen } from '../../machines/sync/use-server-copy-on-open';
import { useBookmarks } from '../../store/user-db/use-bookmarks';
import { useSiteLocale } from '../../i18n/site-locale-context';
import { BookmarkPageForm } from './bookmark-page-form';
import { BookmarksTable } from './bookmarks-table';
import { ConfirmPopover } from './confirm-popover';
import { openBookmarkInNewWindow } from './open-bookmark';
import { useBookmarkChanges } from './use-bookmark-changes';
import { RefusedChangesList } from '../../components/refused-changes/refused-changes-list';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  deleteAll: { alignSelf: 'flex-start' },
});

/**
 * The bookmark drawer (shell spec, section 2): bookmark this page, then the bookmarks as date
 * and name rows with open, edit and delete, and delete-all. It works offline, from the
 * bookmarks kept on this device; opening it asks for the server's list, so bookmarks made on
 * another device show up.
 */
export function BookmarksDrawerContent({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { hrefFor } = useSiteLocale();
  const { bookmarks, pendingBookmarkIds, refusedBookmarkIds, deleteAllPending, loaded } = useBookmarks();
  const { remove, removeAll } = useBookmarkChanges();
  const [failure, setFailure] = useState<string | null>(null);
  const nameField = useRef<HTMLInputElement>(null);
  const online = ConnectivityContext.useSelector((snapshot) => snapshot.hasTag('online'));
  const anyPending = deleteAllPending || pendingBookmarkIds.size > 0;

  useServerCopyOnOpen();

  return (
    <>
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <Button
              appearance="subtle"
              aria-label={t('bookmarks.close', 'Close')}
              icon={<DismissRegular />}
              onClick={onClose}
            />
          }
        >
          {t('bookmarks.title', 'Bookmarks')}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={styles.body}>
        <BookmarkPageForm bookmarks={bookmarks} inputRef={nameField} />
        {failure && (
          <MessageBar intent="error">
            <MessageBarBody>{failure}</MessageBarBody>
          </MessageBar>
        )}
        <RefusedChangesList entity="bookmark" />
        <Text size={200} data-testid="bookmarks-sync-note">
          {online
            ? anyPending
              ? t('bookmarks.syncing', 'Some changes are still on their way to your account.')
              : t(
                  'bookmarks.worksOffline',
                  'Bookmarks work offline too: changes are kept on this device and synced to your account.',
                )
            : t(
                'bookmarks.offline',
                'You are offline: bookmarks are saved on this device and will sync to your account when you are back online.',
              )}
        </Text>
        {loaded && bookmarks.length === 0 ? (
          <Text>{t('bookmarks.none', 'You have no bookmarks yet.')}</Text>
        ) : (
          <BookmarksTable
            bookmarks={bookmarks}
            pendingBookmarkIds={pendingBookmarkIds}
            refusedBookmarkIds={refusedBookmarkIds}
            onOpen={(bookmark) => openBookmarkInNewWindow(bookmark, hrefFor)}
            onRemove={(id) => void remove(id).then(setFailure)}
          />
        )}
        {bookmarks.length > 0 && (
          <ConfirmPopover
            trigger={
              <Button className={styles.deleteAll} icon={<DeleteRegular />}>
                {t('bookmarks.deleteAll', 'Delete all')}
              </Button>
            }
            question={t('bookmarks.deleteAllQuestion', 'Are you sure you want to delete all the bookmarks?')}
            confirmLabel={t('bookmarks.yesDeleteAll', 'Yes, delete all')}
            onConfirm={() => {
              // The button goes with the last bookmark: focus waits in the name field for the next one.
              nameField.current?.focus();
              void removeAll().then(setFailure);
            }}
          />
        )}
      </DrawerBody>
    </>
  );
}
