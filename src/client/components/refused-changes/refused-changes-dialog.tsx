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
import { useRefusedChangesRead } from '../../store/user-db/use-refused-changes';
import { RefusedChangesMessage } from './refused-changes-message';

/**
 * Every change the server refused, in one place, opened from the sync status: what, why,
 * Discard and Edit. Loaded only when opened (it reads the user's database), so the header
 * carries none of it.
 */
export default function RefusedChangesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const entries = useRefusedChangesRead();
  // It opens once the changes are read: it never says "none" of changes it has not read yet,
  // and its first focus goes to the first change's actions, not to a Close the list then pushes down.
  return (
    <Dialog open={open && entries !== undefined} onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle>{t('sync.refused.dialogTitle', 'Changes the server refused')}</DialogTitle>
          <DialogContent>
            {entries === undefined || entries.length === 0 ? (
              <Text as="p" data-testid="refused-changes-none">
                {t('sync.refused.none', 'No refused changes are left on this device.')}
              </Text>
            ) : (
              <RefusedChangesMessage entries={entries} />
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
