/**
 * The market and dealer a rates panel reads and writes, checked beside each field. A retailer
 * admin's dealer is their own and cannot be changed (catalogue spec, section 6).
 */
import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminStart } from './admin-viewer';

const useStyles = makeStyles({
  form: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
});

export interface MarketDealer {
  market: string;
  dealerCode: string;
}

const marketPattern = /^[A-Za-z]{2}$/;
const dealerPattern = /^[A-Za-z0-9_-]{1,64}$/;

export function MarketDealerFields({
  start,
  idPrefix,
  onShow,
}: {
  start: AdminStart;
  idPrefix: string;
  onShow: (choice: MarketDealer) => void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [market, setMarket] = useState(start.market);
  const [dealerCode, setDealerCode] = useState(start.dealerCode);
  const [checked, setChecked] = useState(false);
  const marketProblem = marketPattern.test(market.trim())
    ? undefined
    : t('admin.rates.marketProblem', 'Enter a two-letter market code such as GB.');
  const dealerProblem = dealerPattern.test(dealerCode.trim())
    ? undefined
    : t('admin.rates.dealerProblem', 'Enter a dealer code such as 006CC, or jlr_internal or default.');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (marketProblem !== undefined || dealerProblem !== undefined) return;
    onShow({ market: market.trim().toUpperCase(), dealerCode: dealerCode.trim() });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Field
        label={t('admin.rates.market', 'Market')}
        validationMessage={checked ? marketProblem : undefined}
        validationState={checked && marketProblem !== undefined ? 'error' : 'none'}
      >
        <Input id={`${idPrefix}-market`} value={market} maxLength={2} onChange={(_e, data) => setMarket(data.value)} />
      </Field>
      <Field
        label={t('admin.rates.dealer', 'Dealer code')}
        hint={
          start.internal
            ? t('admin.rates.dealerHintInternal', 'jlr_internal for internal users, default for the fallback.')
            : t('admin.rates.dealerHintRetailer', 'Your own dealer.')
        }
        validationMessage={checked ? dealerProblem : undefined}
        validationState={checked && dealerProblem !== undefined ? 'error' : 'none'}
      >
        <Input
          id={`${idPrefix}-dealer`}
          value={dealerCode}
          readOnly={!start.internal}
          onChange={(_e, data) => setDealerCode(data.value)}
        />
      </Field>
      <Button type="submit" appearance="secondary">
        {t('admin.rates.show', 'Show rates')}
      </Button>
    </form>
  );
}
