/**
 * Uploading a parts list into the shopping list (/upload-csv-xml; issue 16, catalogue spec
 * sections 1 and 4). The file is read on the device (domain/parts-list), so choosing,
 * previewing and adding work offline; the preview names each bad row's line and problem;
 * Add puts every good row into the list at once, merged by the spec's rules (quantities of
 * equal part numbers summed, A/R overriding a sum), and queues them for sync together: all
 * are kept or none, and the server applies each queued change once. A file the installed app
 * was opened with (issue 21: file_handlers and the Launch Queue) is read as if chosen here.
 */
import {
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useEffectEvent, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { maxListLinesAfterUpload } from '../../../../domain/parts-list/parts-list-format';
import { planUpload } from '../../../../domain/parts-list/parts-list-receive';
import { readPartsListFile, type PartsListRead } from '../../../../domain/parts-list/read-parts-list';
import { maxUploadBytes } from '../../../../domain/parts-list/tabular-file';
import { AppLink } from '../../../components/app-link';
import { useIsOffline } from '../../../machines/connectivity-context';
import { onLaunchedFile } from '../../../pwa/launch-queue';
import { useShoppingList } from '../../../store/user-db/use-shopping-list';
import type { ChangeList } from '../use-change-shopping-list';
import { PartsListPreview } from './parts-list-preview';
import { useNumberFormat } from '../../../components/use-number-format';
import { useFileProblemText } from './use-upload-texts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '100%', minWidth: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

type Chosen = { fileName: string; read: PartsListRead };

const accepted = '.csv,.xml,.txt,.tsv,text/csv,text/xml,application/xml,text/plain,text/tab-separated-values';

async function readChosenFile(file: File): Promise<PartsListRead> {
  // Refused by its size alone, before a byte is read.
  if (file.size > maxUploadBytes) return { ok: false, problem: { code: 'too-large', maxBytes: maxUploadBytes } };
  return readPartsListFile(file.name, new Uint8Array(await file.arrayBuffer()));
}

export function UploadPartsList({ changeList }: { changeList: ChangeList }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const offline = useIsOffline();
  const number = useNumberFormat();
  const fileProblemText = useFileProblemText();
  const { lines, loaded } = useShoppingList();
  const input = useRef<HTMLInputElement>(null);
  const summaryId = useId();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [reading, setReading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [added, setAdded] = useState<{ rows: number; offline: boolean } | null>(null);

  const chooseFile = async (file: File | undefined) => {
    setAdded(null);
    setFailure(null);
    setChosen(null);
    if (!file) return;
    setReading(true);
    try {
      setChosen({ fileName: file.name, read: await readChosenFile(file) });
    } catch (error) {
      console.warn('Could not read the chosen file', error);
      setFailure(t('uploadList.readFailed', 'The file could not be read on this device. Choose it again.'));
    } finally {
      setReading(false);
    }
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => chooseFile(event.target.files?.[0]);

  // The file the app was opened with replaces any chosen here, as a newly chosen one would.
  const onLaunched = useEffectEvent((file: File) => {
    if (input.current) input.current.value = '';
    void chooseFile(file);
  });
  useEffect(() => onLaunchedFile(onLaunched), []);

  const rows = chosen?.read.ok ? chosen.read.rows : [];
  const good = rows.flatMap((row) => (row.listLine ? [row.listLine] : []));
  const badCount = rows.length - good.length;
  const plan = loaded && good.length > 0 ? planUpload(lines, good) : undefined;

  const onAdd = async () => {
    if (!plan?.ok) return;
    setSaving(true);
    setFailure(null);
    const refused = await changeList(plan.actions);
    setSaving(false);
    if (refused) {
      setFailure(refused);
      return;
    }
    setAdded({ rows: good.length, offline });
    setChosen(null);
    if (input.current) input.current.value = '';
  };

  return (
    <div className={styles.form}>
      <Field
        label={t('uploadList.file', 'Parts list file (CSV or XML)')}
        hint={t('uploadList.fileHint', 'The file is read on this device; nothing is added until you press Add.')}
      >
        {(fieldProps) => (
          <input {...fieldProps} ref={input} type="file" accept={accepted} onChange={(event) => void onFile(event)} />
        )}
      </Field>
      {reading && <Spinner size="tiny" label={t('uploadList.reading', 'Reading the file…')} />}
      <div aria-live="polite" id={summaryId}>
        {chosen && !chosen.read.ok && (
          <MessageBar intent="error" data-testid="upload-file-problem">
            <MessageBarBody>
              {t('uploadList.fileRefused', '{{file}} cannot be used: {{reason}}', {
                file: chosen.fileName,
                reason: fileProblemText(chosen.read.problem),
              })}
            </MessageBarBody>
          </MessageBar>
        )}
        {chosen?.read.ok && (
          <MessageBar intent={badCount > 0 ? 'warning' : 'info'} data-testid="upload-summary">
            <MessageBarBody>
              {t('uploadList.summary', '{{file}}: {{good}} of {{total}} rows ready to add.', {
                file: chosen.fileName,
                good: number(good.length),
                total: number(rows.length),
              })}{' '}
              {badCount > 0 &&
                t(
                  'uploadList.summaryBad',
                  '{{count}} rows have problems and will be left out; see their lines below.',
                  {
                    count: badCount,
                  },
                )}
            </MessageBarBody>
          </MessageBar>
        )}
        {plan && !plan.ok && (
          <MessageBar intent="error">
            <MessageBarBody>
              {t(
                'uploadList.listTooLong',
                'Your list would have {{count}} lines; a list is priced up to {{max}} lines. Remove lines from your list or upload fewer parts.',
                { count: plan.lineCount, max: number(maxListLinesAfterUpload) },
              )}
            </MessageBarBody>
          </MessageBar>
        )}
        {added && (
          <MessageBar intent="success" data-testid="upload-added">
            <MessageBarBody>
              {t('uploadList.added', '{{count}} rows were added to your shopping list.', { count: added.rows })}{' '}
              {added.offline &&
                t('uploadList.addedOffline', 'They are kept on this device and sent when the network returns.')}{' '}
              <AppLink to="/shopping-list">{t('uploadList.openList', 'Open the shopping list')}</AppLink>
            </MessageBarBody>
          </MessageBar>
        )}
        {failure && (
          <MessageBar intent="error">
            <MessageBarBody>{failure}</MessageBarBody>
          </MessageBar>
        )}
      </div>
      {chosen?.read.ok && (
        <>
          <div className={styles.actions}>
            <Button
              appearance="primary"
              disabled={saving || !plan?.ok}
              onClick={() => void onAdd()}
              aria-describedby={summaryId}
            >
              {t('uploadList.add', 'Add {{count}} rows to the shopping list', { count: good.length })}
            </Button>
            <Text size={200}>
              {t(
                'uploadList.mergeRule',
                'A part already in your list gets the quantities added together; A/R (as required) replaces a number.',
              )}
            </Text>
          </div>
          <PartsListPreview rows={rows} after={plan?.ok ? plan.after : undefined} />
        </>
      )}
    </div>
  );
}
