/** The drawer's choice among the markets the user may pick (shell spec, section 2 and 6). */
import { Dropdown, Field, Option, SearchBox, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Market } from '../../../../domain/shell/market-choices';
import { marketMatchesSearch } from '../../../../domain/shell/market-names';
import { useSiteLocale } from '../../../i18n/site-locale-context';
import { FlagImage } from './flag-image';
import { marketText } from './market-label';
import type { MarketOptions } from './use-market-options';

const useStyles = makeStyles({
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  option: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

interface MarketFieldProps {
  options: MarketOptions;
  value: string;
  onChange: (code: string) => void;
  /** Offline the market list cannot be read, so the market cannot change. */
  offline: boolean;
}

/**
 * The market choice: each market with its flag, its code (GB as UK) and its name in the
 * interface language, saying why it cannot change when it cannot (offline, or the list not
 * loaded). A long list (all markets) has a search field above it that narrows the list by
 * the name as shown, the English name or the code (issue 18). The drawer and the settings
 * page show the same field.
 */
export function MarketField({ options, value, onChange, offline }: MarketFieldProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { locale } = useSiteLocale();
  const [search, setSearch] = useState('');
  const markets: readonly Market[] = options.markets;
  const shown = useMemo(
    () => markets.map((market) => ({ market, text: marketText(market, locale.id) })),
    [markets, locale.id],
  );
  const found = shown.filter(({ market, text }) => marketMatchesSearch(market, text, search, locale.id));
  const selected = shown.find(({ market }) => market.code === value);
  const hint = offline
    ? t('marketLanguage.marketOffline', 'You are offline: the market can be changed only online.')
    : options.status === 'unavailable'
      ? t('marketLanguage.marketUnavailable', 'The list of markets could not be loaded; try again later.')
      : undefined;
  const disabled = offline || options.status === 'loading';
  const searchable = markets.length > 1 && !disabled;
  return (
    <div className={styles.fields}>
      {searchable && (
        <Field
          label={t('marketLanguage.marketSearch', 'Find a market')}
          hint={
            found.length === 0
              ? t('marketLanguage.marketSearchNone', 'No market matches “{{search}}”.', { search: search.trim() })
              : undefined
          }
        >
          <SearchBox value={search} onChange={(_event, data) => setSearch(data.value)} data-testid="market-search" />
        </Field>
      )}
      <Field label={t('marketLanguage.market', 'Market')} hint={hint}>
        <Dropdown
          value={selected?.text ?? ''}
          selectedOptions={[value]}
          onOptionSelect={(_event, data) => {
            if (data.optionValue) onChange(data.optionValue);
          }}
          disabled={disabled}
          data-testid="market-field"
        >
          {found.map(({ market, text }) => (
            <Option key={market.code} value={market.code} text={text}>
              <span className={styles.option}>
                <FlagImage countryCode={market.code} lazy />
                {text}
              </span>
            </Option>
          ))}
        </Dropdown>
      </Field>
    </div>
  );
}
