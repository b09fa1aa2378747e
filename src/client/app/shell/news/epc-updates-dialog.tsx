/** The EPC Updates news viewer, items as tabs with their attachments (shell spec, section 2). */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Subtitle2,
  Tab,
  TabList,
  makeStyles,
  tokens,
  useId,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NewsItem } from '../../../../domain/shell/news-contracts';
import { NewsAttachment } from './news-attachment';
import type { NewsReadSave } from './use-mark-news-read';

const useStyles = makeStyles({
  // A fixed height: the modal must not grow, shrink and re-centre while a PDF loads, or the
  // tab under the pointer moves away and a click lands on the backdrop, closing the modal.
  surface: { maxWidth: 'min(960px, 95vw)', width: '100%', height: 'min(900px, 92vh)' },
  body: { height: '100%' },
  tabs: { flexWrap: 'wrap', marginBottom: tokens.spacingVerticalM },
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'stretch' },
});

export interface EpcUpdatesDialogProps {
  items: readonly NewsItem[];
  open: boolean;
  onClose: () => void;
  readSave: NewsReadSave;
}

/** The news viewer (shell spec, section 2): the items as tabs by name, the selected one's PDF under ATTACHMENTS. */
export function EpcUpdatesDialog({ items, open, onClose, readSave }: EpcUpdatesDialogProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const baseId = useId('epc-news');
  const [selectedKey, setSelectedKey] = useState<string>();
  const selected = items.find((item) => item.key_value_string === selectedKey) ?? items[0];
  const tabId = (item: NewsItem) => `${baseId}-tab-${items.indexOf(item)}`;

  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody className={styles.body}>
          <DialogTitle>{t('news.title', 'EPC Updates')}</DialogTitle>
          <DialogContent>
            {readSave === 'offline' && (
              <MessageBar intent="info" layout="multiline">
                <MessageBarBody>
                  {t(
                    'news.readNotSaved',
                    'You are offline: EPC Updates will show these news as unread until you open them online.',
                  )}
                </MessageBarBody>
              </MessageBar>
            )}
            <TabList
              className={styles.tabs}
              selectedValue={selected?.key_value_string}
              onTabSelect={(_, data) => setSelectedKey(String(data.value))}
              aria-label={t('news.itemsLabel', 'EPC news items')}
            >
              {items.map((item) => (
                <Tab key={item.key_value_string} id={tabId(item)} value={item.key_value_string}>
                  {item.c_name}
                </Tab>
              ))}
            </TabList>
            {selected && (
              <section role="tabpanel" aria-labelledby={tabId(selected)} className={styles.panel}>
                <Subtitle2 as="h3">{t('news.attachments', 'ATTACHMENTS')}</Subtitle2>
                <NewsAttachment fileKey={selected.key_value_string} />
              </section>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {t('news.close', 'Close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
