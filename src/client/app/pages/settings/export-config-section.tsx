/**
 * The shopping-list export configuration (catalogue spec, section 3: EPCUsers
 * ShoppingExportConfig; the export columns, all selected by default; formats csv and xml).
 * It is what the shopping list's export dialog starts with. Saving queues the change, so it
 * works offline and follows the user to their other devices.
 */
import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { queueProfileChange, type ShoppingExportConfig } from '../../../features/profile';
import { SettingsSection } from '../../../features/settings/settings-section';
import { ExportChoiceFields, type ExportChoice } from '../../../features/shopping-list/export-choice-fields';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex' },
});

function ExportConfigForm({ saved }: { saved: ShoppingExportConfig }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [choice, setChoice] = useState<ExportChoice>(saved);
  const [outcome, setOutcome] = useState<{ ok: true } | { ok: false; message: string }>();
  const none = choice.columns.length === 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (none) return;
    try {
      const queued = await queueProfileChange({
        action: 'setExportConfig',
        config: { format: choice.format, columns: [...choice.columns] },
      });
      setOutcome(queued.ok ? { ok: true } : { ok: false, message: queued.message });
    } catch (error) {
      console.warn('Could not keep the export configuration on this device', error);
      setOutcome({
        ok: false,
        message: t('settings.details.notKept', 'This device could not keep the change. Try again!'),
      });
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate data-testid="export-config-form">
      <ExportChoiceFields
        value={choice}
        onChange={(next) => {
          setChoice(next);
          setOutcome(undefined);
        }}
      />
      <div className={styles.actions}>
        <Button appearance="primary" type="submit" disabledFocusable={none}>
          {t('settings.export.save', 'Save export configuration')}
        </Button>
      </div>
      {outcome && (
        <MessageBar intent={outcome.ok ? 'success' : 'error'} role={outcome.ok ? 'status' : 'alert'}>
          <MessageBarBody data-testid="export-config-outcome">
            {outcome.ok
              ? t(
                  'settings.export.saved',
                  'Saved. The shopping list’s export now starts with these columns and format.',
                )
              : outcome.message}
          </MessageBarBody>
        </MessageBar>
      )}
    </form>
  );
}

export function ExportConfigSection({ saved, loaded }: { saved: ShoppingExportConfig; loaded: boolean }) {
  const { t } = useTranslation();
  return (
    <SettingsSection
      title={t('settings.export.title', 'Shopping list export')}
      testId="settings-export"
      offline={t(
        'settings.export.offlineNote',
        'Offline: the export configuration can be changed without a network; it is kept on this device and reaches your account when the network returns.',
      )}
    >
      {/* Formed once the device's copy is read, so it starts from the saved configuration. */}
      {loaded && <ExportConfigForm saved={saved} />}
    </SettingsSection>
  );
}
