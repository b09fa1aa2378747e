/** The drawer's choice among the markets the user may pick (shell spec, section 2 and 6). */
import { Dropdown, Field, Option } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Market } from '../../../../domain/shell/market-choices';
import { marketFlag, marketText } from './market-label';
import type { MarketOptions } from './use-market-options';

interface MarketFieldProps {
  options: MarketOptions;
  value: string;
  onChange: (code: string) => void;
  /** Offline the market list cannot be read, so the market cannot change. */
  offline: boolean;
}

/**
 * The market choice: each market with its flag, its code (GB as UK) and its name, saying
 * why it cannot change when it cannot (offline, or the list not loaded). The drawer and the
 * settings page show the same field.
 */
export function MarketField({ options, value, onChange, offline }: MarketFieldProps) {
  const { t } = useTranslation();
  const markets: readonly Market[] = options.markets;
  const selected = markets.find((market) => market.code === value);
  const hint = offline
    ? t('marketLanguage.marketOffline', 'You are offline: the market can be changed only online.')
    : options.status === 'unavailable'
      ? t('marketLanguage.marketUnavailable', 'The list of markets could not be loaded; try again later.')
      : undefined;
  const disabled = offline || options.status === 'loading';
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
