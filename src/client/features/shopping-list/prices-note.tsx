/** Says whether the list's prices are live or the last ones seen offline (catalogue spec, section 4). */
import { MessageBar, MessageBarBody, Spinner, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ListPricing } from '../../api/shopping-list/price-list';
import { useFormatters } from '../../components/use-formatters';

/**
 * Where the prices on screen come from: the price service now, or, offline or when the service
 * fails, the last prices this device saw, with their date (they are read again as soon as the
 * network returns).
 */
export function PricesNote({ pricing: { prices, pricing } }: { pricing: ListPricing }) {
  const { t } = useTranslation();
  const { dateTime } = useFormatters();
  if (prices === undefined)
    return <Spinner size="tiny" labelPosition="after" label={t('shoppingList.prices.loading', 'Pricing the list…')} />;
  const updating = pricing && (
    <Spinner size="tiny" labelPosition="after" label={t('shoppingList.prices.updating', 'Updating the prices…')} />
  );
  if (prices.source === 'server') {
    return (
      <Text as="p" size={200} data-testid="prices-note">
        {prices.pricedAt &&
          t('shoppingList.prices.current', 'Prices from your dealer as of {{date}}.', {
            date: dateTime(prices.pricedAt),
          })}
        {updating}
      </Text>
    );
  }
  const unpriced = prices.unpricedProductIds.length;
  return (
    <MessageBar intent={prices.failure === 'error' ? 'warning' : 'info'} data-testid="prices-note">
      <MessageBarBody>
        {prices.failure === 'error' && t('shoppingList.prices.failed', 'The prices could not be read just now.')}{' '}
        {prices.pricedAt === null
          ? t('shoppingList.prices.noneKnown', 'No prices are known on this device for these parts yet.')
          : t('shoppingList.prices.lastKnown', 'Last known prices from {{date}}.', {
              date: dateTime(prices.pricedAt),
            })}{' '}
        {unpriced > 0 &&
          prices.pricedAt !== null &&
          t('shoppingList.prices.unpriced', 'Lines without a known price: {{count}}.', { count: unpriced })}{' '}
        {t('shoppingList.prices.refreshed', 'They are read again when the network returns.')}
        {updating}
      </MessageBarBody>
    </MessageBar>
  );
}
