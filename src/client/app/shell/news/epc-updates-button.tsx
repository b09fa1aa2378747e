/** The header's EPC Updates button, red while there is unread news (shell spec, section 2 and 9). */
import {
  Button,
  Toast,
  ToastTitle,
  Toaster,
  makeStyles,
  mergeClasses,
  tokens,
  useId,
  useToastController,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NewsItem } from '../../../../domain/shell/news-contracts';
import { hasUnreadNews } from '../../../../domain/shell/news-indicator';
import { isNetworkFailure } from '../../../api/http-client';
import { fetchNewsList } from '../../../api/shell/news-list';
import { useNewsSummary } from '../../../api/shell/news-summary';
import { useSignedInCustomer } from '../../../machines/session/use-signed-in-customer';
import { useSiteLocale } from '../../../i18n/site-locale-context';
import { lazyWithPreload } from '../../../components/lazy-with-preload';
import { DeferredControl } from '../../../components/deferred-control';
import { useMarkNewsRead } from './use-mark-news-read';

// The news viewer (tabs, attachments) loads when news is first opened, or as the pointer or
// focus reaches the button: it stays out of the scripts of every page with the full header.
const newsDialog = lazyWithPreload(() => import('./epc-updates-dialog').then((module) => module.EpcUpdatesDialog));

/** Shell spec, section 9: the no-news toast shows for 1000 ms. */
const noNewsToastMs = 1_000;

const useStyles = makeStyles({
  unread: {
    backgroundColor: tokens.colorStatusDangerBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': {
      backgroundColor: tokens.colorStatusDangerBackground3Hover,
      color: tokens.colorNeutralForegroundOnBrand,
    },
    ':hover:active': {
      backgroundColor: tokens.colorStatusDangerBackground3Pressed,
      color: tokens.colorNeutralForegroundOnBrand,
    },
  },
  hint: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
});

/**
 * EPC Updates in the full header (shell spec, section 2): red, with a hint for assistive
 * technology, while en-GB news is newer than the user's last-read time; a click opens the
 * news modal, or with no news the info toast 'No EPC News present at the moment.' for one
 * second. Offline the news seen before opens from the service worker's copy; news never seen
 * gets a toast saying it needs a network.
 */
export function EpcUpdatesButton() {
  const { t } = useTranslation();
  const styles = useStyles();
  const { locale } = useSiteLocale();
  const customer = useSignedInCustomer();
  const unread = hasUnreadNews(useNewsSummary(locale.id), customer?.c_epcLatestNewsDateTime);
  const toasterId = useId('epc-news-toaster');
  const hintId = useId('epc-news-hint');
  const { dispatchToast } = useToastController(toasterId);
  const { save, markRead } = useMarkNewsRead();
  const [items, setItems] = useState<readonly NewsItem[]>([]);
  const [open, setOpen] = useState(false);
  // How often it was opened: kept once opened, so that closing animates and gives focus back.
  const [opened, setOpened] = useState(0);
  const [loading, setLoading] = useState(false);

  const toast = (text: string, intent: 'info' | 'warning' | 'error', timeout?: number) =>
    dispatchToast(
      <Toast>
        <ToastTitle>{text}</ToastTitle>
      </Toast>,
      { intent, timeout },
    );

  const openNews = async () => {
    setLoading(true);
    void newsDialog.preload();
    try {
      const list = await fetchNewsList(locale.id);
      if (list.items.length === 0) {
        toast(t('news.none', 'No EPC News present at the moment.'), 'info', noNewsToastMs);
        return;
      }
      setItems(list.items);
      setOpened((count) => count + 1);
      setOpen(true);
      markRead(list.items);
    } catch (error) {
      if (isNetworkFailure(error))
        toast(
          t(
            'news.notOffline',
            'You are offline: EPC news opens offline only once it has been opened online on this device.',
          ),
          'warning',
        );
      else toast(t('news.failed', 'EPC news could not be loaded. Try again!'), 'error');
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      <Button
        appearance="subtle"
        className={mergeClasses(unread && styles.unread)}
        aria-describedby={unread ? hintId : undefined}
        disabledFocusable={loading}
        onClick={() => void openNews()}
        onPointerEnter={newsDialog.preload}
        onFocus={newsDialog.preload}
        data-unread={unread}
      >
        {t('news.button', 'EPC Updates')}
      </Button>
      {unread && (
        <span id={hintId} className={styles.hint}>
          {t('news.unreadHint', 'There is news you have not read yet')}
        </span>
      )}
      <Toaster toasterId={toasterId} position="top-end" />
      {opened > 0 && (
        <DeferredControl attempt={opened}>
          <newsDialog.Component items={items} open={open} onClose={() => setOpen(false)} readSave={save} />
        </DeferredControl>
      )}
    </>
  );
}
