/**
 * Load price (admin selector option load_price; issue 16): an internal admin chooses a market
 * and a price file (CSV or XML), checks it (the server's preview: rows, and each row error
 * with its line), and loads it: every row in one transaction, or nothing. The shopping list's
 * price lookup answers the new prices at once. Retailer admins are told prices are loaded by
 * internal admins (a market's prices are the same for every dealer).
 */
import { Button, Field, Input, MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  applyPriceFile,
  previewPriceFile,
  type PriceFile,
  type PricePreview,
  type PriceRowError,
} from '../../../api/admin/admin-rates';
import { problemOf } from '../../../api/problem-details';
import { adminFailure } from '../admin-failure';
import { useAdminPanelStyles } from '../admin-panel-styles';
import { useAdminStart } from '../rates/admin-viewer';
import { PriceErrors, PricePreviewView } from './price-preview-view';
import { formatOfFile, maxPriceFileBytes } from './read-file-text';

type Outcome = { intent: 'success' | 'error'; text: string; errors?: PriceRowError[] } | undefined;

export function LoadPricePanel() {
  const { t } = useTranslation();
  const layout = useAdminPanelStyles();
  const start = useAdminStart();
  const [market, setMarket] = useState(start.market);
  const [file, setFile] = useState<File | undefined>();
  const [fileProblem, setFileProblem] = useState<string | undefined>();
  const [checked, setChecked] = useState(false);
  const [preview, setPreview] = useState<{ file: PriceFile; result: PricePreview } | undefined>();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();

  if (!start.internal) {
    return (
      <Text as="p" data-testid="load-price-internal-only">
        {t(
          'admin.prices.internalOnly',
          "Prices are loaded by internal admins: a market's prices are the same for every dealer.",
        )}
      </Text>
    );
  }

  const marketProblem = /^[A-Za-z]{2}$/.test(market.trim())
    ? undefined
    : t('admin.rates.marketProblem', 'Enter a two-letter market code such as GB.');

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    setPreview(undefined);
    setOutcome(undefined);
    setFile(chosen);
    if (chosen === undefined) setFileProblem(t('admin.prices.chooseFile', 'Choose a CSV or XML price file.'));
    else if (formatOfFile(chosen) === undefined) {
      setFileProblem(t('admin.prices.wrongType', 'A price file is a .csv or .xml file.'));
    } else if (chosen.size > maxPriceFileBytes) {
      setFileProblem(t('admin.prices.tooLarge', 'The file is larger than 16 MB; split it into smaller files.'));
    } else setFileProblem(undefined);
  };

  const check = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setOutcome(undefined);
    if (file === undefined) setFileProblem(t('admin.prices.chooseFile', 'Choose a CSV or XML price file.'));
    const format = file === undefined ? undefined : formatOfFile(file);
    if (marketProblem !== undefined || file === undefined || format === undefined || fileProblem !== undefined) return;
    setBusy(true);
    try {
      const priceFile = {
        marketCode: market.trim().toUpperCase(),
        format,
        fileName: file.name,
        content: await file.text(),
      };
      setPreview({ file: priceFile, result: await previewPriceFile(priceFile) });
    } catch (error) {
      setPreview(undefined);
      setOutcome({ intent: 'error', text: adminFailure(error, t, 'read') });
    } finally {
      setBusy(false);
    }
  };

  const load = async () => {
    if (preview === undefined) return;
    setBusy(true);
    try {
      const loaded = await applyPriceFile(preview.file);
      setPreview(undefined);
      setOutcome({
        intent: 'success',
        text: t(
          'admin.prices.loaded',
          '{{count}} prices loaded into {{market}}. Shopping lists are priced with them now.',
          {
            count: loaded.loaded,
            market: loaded.marketCode,
          },
        ),
      });
    } catch (error) {
      const body = problemOf(error)?.body as { errors?: PriceRowError[] } | undefined;
      setOutcome({
        intent: 'error',
        text: `${adminFailure(error, t)} ${t('admin.prices.nothingLoaded', 'No price was loaded.')}`,
        ...(body?.errors === undefined ? {} : { errors: body.errors }),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={layout.panel} data-testid="load-price-panel">
      <Text as="p">
        {t(
          'admin.prices.purpose',
          "Load a market's prices from a CSV or XML file with the columns partNumber, unitPrice, taxCode and discountCode. Check the file first: every row is loaded, or none.",
        )}
      </Text>
      <form className={layout.fields} onSubmit={(event) => void check(event)} noValidate>
        <Field
          label={t('admin.rates.market', 'Market')}
          validationMessage={checked ? marketProblem : undefined}
          validationState={checked && marketProblem !== undefined ? 'error' : 'none'}
        >
          <Input value={market} maxLength={2} onChange={(_e, data) => setMarket(data.value)} />
        </Field>
        <Field
          label={t('admin.prices.file', 'Price file (CSV or XML, up to 16 MB)')}
          validationMessage={fileProblem}
          validationState={fileProblem === undefined ? 'none' : 'error'}
        >
          {(fieldProps) => (
            <input {...fieldProps} type="file" accept=".csv,.xml,text/csv,application/xml,text/xml" onChange={choose} />
          )}
        </Field>
        <Button type="submit" disabled={busy}>
          {t('admin.prices.check', 'Check file')}
        </Button>
      </form>
      {preview !== undefined && (
        <>
          <PricePreviewView preview={preview.result} />
          <Button
            appearance="primary"
            disabled={busy || preview.result.errorCount > 0 || preview.result.validRowCount === 0}
            onClick={() => void load()}
          >
            {t('admin.prices.load', 'Load {{count}} prices into {{market}}', {
              count: preview.result.validRowCount,
              market: preview.result.marketCode,
            })}
          </Button>
          {preview.result.errorCount > 0 && (
            <Text as="p">{t('admin.prices.fixFirst', 'Correct the rows with errors and check the file again.')}</Text>
          )}
        </>
      )}
      {outcome !== undefined && (
        <MessageBar
          intent={outcome.intent}
          role={outcome.intent === 'error' ? 'alert' : 'status'}
          data-testid="load-price-outcome"
        >
          <MessageBarBody>{outcome.text}</MessageBarBody>
        </MessageBar>
      )}
      {outcome?.errors !== undefined && <PriceErrors errors={outcome.errors} total={outcome.errors.length} />}
    </div>
  );
}
