import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowReset20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChangeList } from './use-change-shopping-list';

const useStyles = makeStyles({
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** 'Reset list' empties the list after asking; offline the reset is kept and synced like any change. */
export function ResetListButton({ lineCount, changeList }: { lineCount: number; changeList: ChangeList }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const reset = async () => {
    const failure = await changeList({ action: 'reset' });
    setMessage(failure);
    if (failure === null) setOpen(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(_, data) => {
        setOpen(data.open);
        setMessage(null);
      }}
    >
      <DialogTrigger disableButtonEnhancement>
        <Button icon={<ArrowReset20Regular />} disabled={lineCount === 0}>
          {t('shoppingList.reset.open', 'Reset list')}
        </Button>
      </DialogTrigger>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('shoppingList.reset.title', 'Reset the shopping list?')}</DialogTitle>
          <DialogContent>
            <Text as="p">
              {t('shoppingList.reset.body', 'All {{count}} lines are removed from your list, on this device and, once synced, on your other devices.', { count: lineCount })}
            </Text>
            {message && (
              <Text as="p" role="alert" className={styles.error}>
                {message}
              </Text>
            )}
          </DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button>{t('shoppingList.reset.cancel', 'Keep the list')}</Button>
            </DialogTrigger>
            <Button appearance="primary" onClick={() => void reset()}>
              {t('shoppingList.reset.confirm', 'Reset list')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
