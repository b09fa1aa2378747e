/**
 * Stores the latest-news time on the customer when the news is opened (shell spec, section 2),
 * through the shell's customer update, and keeps the answer as the signed-in customer so the
 * EPC Updates button loses its red at once.
 *
 * Offline the time cannot be stored: the state says 'offline' so the modal can tell the user
 * the news stays marked unread until it is opened online. Guests have nothing to store.
 */
import { useCallback, useState } from 'react';
import { isFlaggedError } from '../../../../domain/commerce/commerce-reply';
import type { NewsItem } from '../../../../domain/shell/news-contracts';
import { newsReadTimeToStore } from '../../../../domain/shell/news-indicator';
import { updateCustomer } from '../../../api/commerce/customer';
import { isNetworkFailure } from '../../../api/http-client';
import { useSignedInCustomer } from '../../../machines/session/use-signed-in-customer';
import { saveLastCustomer } from '../../../store/last-customer';
import { useSiteLocale } from '../../../i18n/site-locale-context';

export type NewsReadSave = 'idle' | 'saving' | 'saved' | 'offline' | 'failed';

export function useMarkNewsRead(): { save: NewsReadSave; markRead: (items: readonly NewsItem[]) => void } {
  const customer = useSignedInCustomer();
  const { site, locale } = useSiteLocale();
  const [save, setSave] = useState<NewsReadSave>('idle');
  const customerId = customer?.customerId;
  const lastReadAt = customer?.c_epcLatestNewsDateTime;

  const markRead = useCallback(
    (items: readonly NewsItem[]) => {
      const readAt = newsReadTimeToStore(items, lastReadAt);
      if (customerId === undefined || readAt === undefined) return;
      setSave('saving');
      updateCustomer({
        siteId: site.id,
        locale: locale.id,
        customerId,
        changes: { c_epcLatestNewsDateTime: readAt },
      }).then(
        (answer) => {
          if (isFlaggedError(answer)) {
            console.warn('Could not store the latest news time', answer);
            setSave('failed');
            return;
          }
          saveLastCustomer(answer);
          setSave('saved');
        },
        (error: unknown) => {
          console.warn('Could not store the latest news time', error);
          setSave(isNetworkFailure(error) ? 'offline' : 'failed');
        },
      );
    },
    [customerId, lastReadAt, site.id, locale.id],
  );

  return { save, markRead };
}
