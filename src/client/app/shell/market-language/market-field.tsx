/** The drawer's choice among the markets the user may pick (shell spec, section 2 and 6). */
import { Dropdown, Field, Option } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Market } from '../../../../domain/shell/market-choices';
import { marketFlag, marketText } from './market-label';

interface MarketFieldProps {
  markets: readonly Market[];
  value: string;
  onChange: (code: string) => void;
  disabled: boolean;
  /** Why the list is short or fixed (offline, not loaded), when it is. */
  hint?: string;
}

/** The market choice: each market with its flag, its code (GB as UK) and its name. */
export function MarketField({ markets, value, onChange, disabled, hint }: MarketFieldProps) {
  const { t } = useTranslation();
  const selected = markets.find((market) => market.code === value);
  return (
    <Field label={t('marketLanguage.market', 'Market')} hint={hint}>
      <Dropdown
        value={selected ? marketText(selected) : ''}
        selectedOptions={[value]}
        onOptionSelect={(_event, data) => {
          if (data.optionValue) onChange(data.optionValue);
        }}
        disabled={disabled}
        data-testid="market-field"
      >
        {markets.map((market) => (
          <Option key={market.code} value={market.code} text={marketText(market)}>
            <span aria-hidden="true">{marketFlag(market)}</span> {marketText(market)}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
