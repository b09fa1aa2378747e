/**
 * Upload discount codes (admin selector option upload_discount_code; catalogue spec, sections
 * 3, 5 and 7): a CSV of discount codes read and checked on the device, each bad row shown
 * with its line, then sent for one or more dealers with POST /admin/api/v1/discountCodes
 * (discountType 'default', codes trimmed, two decimals). A failed write says so and that
 * nothing was changed.
 */
import { Button, Field, Input, Text, makeStyles } from '@fluentui/react-components';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { readDiscountRates, writeDiscountCodes } from '../../../api/admin/admin-rates';
import { adminFailure } from '../admin-failure';
import { useAdminPanelStyles } from '../admin-panel-styles';
import { useAdminStart } from './admin-viewer';
import { RatesOutcome } from './rates-outcome';
import type { Outcome } from './use-rates-editor';
import { readDiscountCodeFile, type DiscountCodeFile } from './read-discount-code-file';
import { useTwoDecimals } from './use-rate-format';

const useStyles = makeStyles({
  errors: { margin: 0 },
});

const dealerListPattern = /^[A-Za-z0-9_-]{1,64}(\s*,\s*[A-Za-z0-9_-]{1,64})*$/;

export function UploadDiscountCodePanel() {
  const { t } = useTranslation();
  const styles = useStyles();
  const layout = useAdminPanelStyles();
  const start = useAdminStart();
  const twoDecimals = useTwoDecimals();
  const [market, setMarket] = useState(start.market);
  const [dealers, setDealers] = useState(start.dealerCode);
  const [text, setText] = useState<string | undefined>();
  const [read, setRead] = useState<DiscountCodeFile | undefined>();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const marketProblem = /^[A-Za-z]{2}$/.test(market.trim())
    ? undefined
    : t('admin.rates.marketProblem', 'Enter a two-letter market code such as GB.');
  const dealerProblem = dealerListPattern.test(dealers.trim())
    ? undefined
    : t('admin.discountCodes.dealersProblem', 'Enter one or more dealer codes separated by commas.');

  const readText = (content: string | undefined, forMarket: string) => {
    setRead(
      content === undefined || !/^[A-Za-z]{2}$/.test(forMarket.trim())
        ? undefined
        : readDiscountCodeFile(content, forMarket.trim().toUpperCase()),
    );
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    setOutcome(undefined);
    const file = event.target.files?.[0];
    const content = file === undefined || file.size > 1024 * 1024 ? undefined : await file.text();
    setText(content);
    readText(content, market);
  };

  const upload = async () => {
    if (read === undefined || read.entries.length === 0 || marketProblem !== undefined || dealerProblem !== undefined)
      return;
    setBusy(true);
    try {
      const marketCode = market.trim().toUpperCase();
      const dealerCodes = dealers.split(',').map((code) => code.trim());
      const { viewer } = await readDiscountRates(marketCode, dealerCodes[0] ?? '');
      const written = await writeDiscountCodes({
        updatedBy: viewer.userId,
        marketCode,
        dealerCodes,
        discountRates: read.entries,
      });
      setOutcome(
        written
          ? {
              intent: 'success',
              text: t('admin.discountCodes.saved', '{{count}} discount codes saved for {{dealers}}: {{list}}.', {
                count: read.entries.length,
                dealers: dealerCodes.join(', '),
                list: read.entries
                  .map((entry) => `${entry.discountCode} (${entry.market}) ${twoDecimals(entry.discountRate)} %`)
                  .join(', '),
              }),
            }
          : {
              intent: 'error',
              text: t(
                'admin.discountCodes.failed',
                'The discount codes could not be saved; nothing was changed. Try again.',
              ),
            },
      );
    } catch (error) {
      setOutcome({ intent: 'error', text: adminFailure(error, t) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={layout.panel} data-testid="upload-discount-code-panel">
      <Text as="p">
        {t(
          'admin.discountCodes.purpose',
          'Upload discount codes from a CSV file with the columns discountCode, market (the market, market-1 or market-2) and discountRate. The file is checked on this device first.',
        )}
      </Text>
      <div className={layout.fields}>
        <Field
          label={t('admin.rates.market', 'Market')}
          validationMessage={marketProblem}
          validationState={marketProblem === undefined ? 'none' : 'error'}
        >
          <Input
            value={market}
            maxLength={2}
            onChange={(_e, data) => {
              setMarket(data.value);
              readText(text, data.value);
            }}
          />
        </Field>
        <Field
          label={t('admin.discountCodes.dealers', 'Dealer codes')}
          hint={
            start.internal
              ? t('admin.discountCodes.dealersHint', 'Separate several with commas.')
              : t('admin.rates.dealerHintRetailer', 'Your own dealer.')
          }
          validationMessage={dealerProblem}
          validationState={dealerProblem === undefined ? 'none' : 'error'}
        >
          <Input value={dealers} readOnly={!start.internal} onChange={(_e, data) => setDealers(data.value)} />
        </Field>
        <Field
          label={t('admin.discountCodes.file', 'Discount code file (CSV, up to 1 MB)')}
          validationMessage={read?.fileProblem}
          validationState={read?.fileProblem === undefined ? 'none' : 'error'}
        >
          {(fieldProps) => (
            <input {...fieldProps} type="file" accept=".csv,text/csv" onChange={(event) => void choose(event)} />
          )}
        </Field>
      </div>
      {read !== undefined && read.fileProblem === undefined && (
        <>
          <Text as="p" data-testid="discount-code-summary">
            {t('admin.discountCodes.summary', '{{good}} codes ready, {{bad}} rows with errors.', {
              good: read.entries.length,
              bad: read.errors.length,
            })}
          </Text>
          {read.errors.length > 0 && (
            <ul className={styles.errors}>
              {read.errors.map((error) => (
                <li key={error.line}>{t('admin.discountCodes.lineError', 'Line {{line}}: {{message}}', error)}</li>
              ))}
            </ul>
          )}
          <Button
            appearance="primary"
            disabled={busy || read.entries.length === 0 || read.errors.length > 0}
            onClick={() => void upload()}
          >
            {t('admin.discountCodes.upload', 'Save {{count}} discount codes', { count: read.entries.length })}
          </Button>
        </>
      )}
      <RatesOutcome outcome={outcome} testId="upload-discount-code-outcome" />
    </div>
  );
}
