/** Lets a user take the shopping list away as CSV or XML, choosing the columns (catalogue spec, sections 2-3). */
import { Button } from '@fluentui/react-components';
import { ArrowDownload20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { PricedLine } from '../../../domain/shopping-list/shopping-list-contracts';
import { DialogOnFirstUse } from '../../components/dialog-on-first-use';
import { lazyWithPreload } from '../../components/lazy-with-preload';
import type { ExportChoice } from './export-choice-fields';

// The dialog and its radio and check boxes load when first wanted, not with the list (issue 19).
const exportDialog = lazyWithPreload(() => import('./export-list-dialog').then((module) => module.ExportListDialog));

/** 'Export', opening the export's dialog; nothing to export, nothing to open. */
export function ExportListButton({ lines, defaults }: { lines: PricedLine[]; defaults?: ExportChoice }) {
  const { t } = useTranslation();
  return (
    <DialogOnFirstUse
      trigger={
        <Button icon={<ArrowDownload20Regular />} disabled={lines.length === 0}>
          {t('shoppingList.export.open', 'Export')}
        </Button>
      }
      preload={exportDialog.preload}
    >
      {(open, setOpen) => (
        <exportDialog.Component
          open={open}
          onOpenChange={setOpen}
          lines={lines}
          {...(defaults === undefined ? {} : { defaults })}
        />
      )}
    </DialogOnFirstUse>
  );
}
