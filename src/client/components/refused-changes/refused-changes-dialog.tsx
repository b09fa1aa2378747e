/** Gathers every change the server refused for review (catalogue spec, section 4; our sync addition). */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Text,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useRefusedChanges } from '../../store/user-db/use-refused-changes';
import { RefusedChangesList } from './refused-changes-list';

/**
 * Every change the server refused, in one place, opened from the sync status: what, why,
 * Discard and Edit. Loaded only when opened (it reads the user's database), so the header
 * carries none of it.
 */
export default function RefusedChangesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const count = useRefusedChanges().length;
  return (
    <Dialog open={open} onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle>{t('sync.refused.dialogTitle', 'Changes the server refused')}</DialogTitle>
          <DialogContent>
            {count === 0 ? (
              <Text as="p" data-testid="refused-changes-none">
                {t('sync.refused.none', 'No refused changes are left on this device.')}
              </Text>
            ) : (
              <RefusedChangesList />
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {t('sync.refused.close', 'Close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
