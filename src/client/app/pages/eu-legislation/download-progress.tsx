/** A running download: rows and bytes so far against the rows expected, and a way to cancel it. */
import { Button, Field, ProgressBar, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { DownloadProgress as Progress } from '../../../api/eu-download/eu-download';
import { useFormatters } from '../../../components/use-formatters';
import { useSiteLocale } from '../../../i18n/site-locale-context';

const useStyles = makeStyles({
  progress: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '36rem' },
});

export function DownloadProgress({
  what,
  progress,
  onCancel,
}: {
  what: string;
  progress: Progress;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useSiteLocale();
  const styles = useStyles();
  const { bytes } = useFormatters();
  const count = new Intl.NumberFormat(locale.id);
  const { expectedRows } = progress;
  const status =
    expectedRows === undefined
      ? t('euDownload.progressRows', '{{rows}} rows, {{size}}', {
          rows: count.format(progress.rows),
          size: bytes(progress.bytes),
        })
      : t('euDownload.progressOf', '{{rows}} of {{expected}} rows, {{size}}', {
          rows: count.format(progress.rows),
          expected: count.format(expectedRows),
          size: bytes(progress.bytes),
        });
  return (
    <section className={styles.progress} aria-label={t('euDownload.progressLabel', 'Download in progress')}>
      <Field
        label={t('euDownload.downloading', 'Downloading {{what}}', { what })}
        validationMessage={status}
        validationState="none"
      >
        <ProgressBar
          thickness="large"
          value={expectedRows === undefined || expectedRows === 0 ? undefined : progress.rows / expectedRows}
          data-testid="download-progress"
        />
      </Field>
      <div>
        <Button icon={<DismissRegular />} onClick={onCancel}>
          {t('euDownload.cancel', 'Cancel download')}
        </Button>
      </div>
    </section>
  );
}
