/**
 * A rates area of the admin page (tax rates, net discount rates): what the rates are for, the
 * market and dealer to show, then their rows to change or add to, and the save.
 */
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useAdminPanelStyles } from '../admin-panel-styles';
import { useAdminStart } from './admin-viewer';
import { MarketDealerFields, type MarketDealer } from './market-dealer-fields';
import { RateRowsEditor, type RateRow } from './rate-rows-editor';
import { RatesOutcome } from './rates-outcome';
import { newRowKey, useRatesEditor, type RatesSource } from './use-rates-editor';

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalM },
});

export interface RatesPanelTexts {
  purpose: string;
  /** Above the rows: whose rates they are. */
  heading: (shown: MarketDealer, rows: readonly RateRow[]) => string;
  code: string;
  add: string;
  save: string;
}

export function RatesPanel({
  name,
  source,
  texts,
  marketsOf,
}: {
  /** Names the fields' ids and the test ids: {name}-panel, {name}-outcome. */
  name: string;
  source: RatesSource;
  texts: RatesPanelTexts;
  /** The markets a row may be for, given the market shown; none when rows have no market. */
  marketsOf?: (market: string) => string[];
}) {
  const styles = useStyles();
  const layout = useAdminPanelStyles();
  const start = useAdminStart();
  const editor = useRatesEditor(source);
  const { shown, rows } = editor;
  const markets = shown && marketsOf?.(shown.market);

  return (
    <div className={layout.panel} data-testid={`${name}-panel`}>
      <Text as="p">{texts.purpose}</Text>
      <MarketDealerFields start={start} idPrefix={name} onShow={(choice) => void editor.show(choice)} />
      {shown !== undefined && (
        <>
          <Text as="p" weight="semibold">
            {texts.heading(shown, rows)}
          </Text>
          <RateRowsEditor
            rows={rows}
            onChange={editor.setRows}
            showProblems={editor.showProblems}
            codeLabel={texts.code}
            {...(markets ? { markets } : {})}
          />
          <div className={styles.actions}>
            <Button
              onClick={() =>
                editor.setRows([...rows, { key: newRowKey(), code: '', rate: '', market: markets ? shown.market : '' }])
              }
            >
              {texts.add}
            </Button>
            <Button appearance="primary" disabled={editor.busy} onClick={() => void editor.save()}>
              {texts.save}
            </Button>
          </div>
        </>
      )}
      <RatesOutcome outcome={editor.outcome} testId={`${name}-outcome`} />
    </div>
  );
}
