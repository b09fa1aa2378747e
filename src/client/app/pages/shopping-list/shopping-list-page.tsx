/** The basket: the user's parts with prices, ready to export (catalogue spec, section 2). */
import { Spinner, Text, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { mayViewPrices } from '../../../../domain/access/page-access';
import { defaultMarket } from '../../../../domain/profile/login-flow-rules';
import { priceLookupLangCode } from '../../../../domain/shopping-list/price-lookup-lang-code';
import type { PricedLine, ShoppingListLine } from '../../../../domain/shopping-list/shopping-list-contracts';
import { usePartReplacements } from '../../../api/catalogue/part-replacements';
import { useListPrices } from '../../../api/shopping-list/price-list';
import { useIsOffline } from '../../../machines/connectivity-context';
import { useSessionKind } from '../../../machines/session/session-context';
import { useServerCopyOnOpen } from '../../../machines/sync/use-server-copy-on-open';
import { useSignedInCustomer } from '../../../machines/session/use-signed-in-customer';
import { useViewer } from '../../../machines/session/use-viewer';
import { useCurrentUserDb } from '../../../store/user-db/current-user-db';
import { useShoppingList } from '../../../store/user-db/use-shopping-list';
import { AppLink } from '../../../components/app-link';
import { OfflineNote } from '../../../components/offline-note';
import { useSiteLocale } from '../../../i18n/site-locale-context';
import { OftenBoughtTogether } from '../../../features/shopping-list/recommendations/often-bought-together';
import { ExportListButton } from '../../../features/shopping-list/export-list-button';
import { useUserProfile } from '../../../features/profile';
import { unpricedLineFields } from '../../../features/shopping-list/line-field-labels';
import { ListTotals } from '../../../features/shopping-list/list-totals';
import { PricesNote } from '../../../features/shopping-list/prices-note';
import { ResetListButton } from '../../../features/shopping-list/reset-list-button';
import { SendToDealerButton } from '../../../features/shopping-list/send-to-dealer-button';
import { ShoppingListTable } from '../../../features/shopping-list/shopping-list-table';
import { SyncNote } from '../../../features/shopping-list/sync-note';
import { useAmountFormatters } from '../../../features/shopping-list/use-amount-formatters';
import { useChangeShoppingList } from '../../../features/shopping-list/use-change-shopping-list';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalL,
    minWidth: 0,
    maxWidth: '100%',
  },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: tokens.spacingHorizontalM },
});

const offlineNote = (t: ReturnType<typeof useTranslation>['t']) =>
  t(
    'shoppingList.offlineNote',
    'Offline: your list is kept on this device. Adding, editing, removing and resetting lines, and exporting, work without a network; the changes are sent when it returns. Prices are the last known ones until then, and sending to the dealer needs a network.',
  );

/**
 * /shopping-list: the registered user's list, priced, editable online or offline. Only a user
 * with catalogue access gets here (the route guard, src/client/app/routing/page-guard.tsx).
 */
export default function ShoppingListPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const kind = useSessionKind();
  useServerCopyOnOpen();
  const headingId = useId();
  const focusHeading = useCallback(() => document.getElementById(headingId)?.focus(), [headingId]);
  const title = (
    <Title1 as="h1" id={headingId} tabIndex={-1}>
      {t('pages.shoppingList.title', 'Shopping list')}
    </Title1>
  );
  // The session is settling (a token refresh, a logout under way): the list follows.
  if (kind !== 'registered') {
    return (
      <article className={styles.page}>
        {title}
        <Spinner label={t('shoppingList.loading', 'Loading your shopping list…')} />
        <OfflineNote>{offlineNote(t)}</OfflineNote>
      </article>
    );
  }
  return (
    <article className={styles.page}>
      {title}
      <RegisteredList onLastLineRemoved={focusHeading} />
    </article>
  );
}

function RegisteredList({ onLastLineRemoved }: { onLastLineRemoved: () => void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { lines, pendingProductIds, refusedProductIds, loaded } = useShoppingList();
  const customer = useSignedInCustomer();
  const { locale } = useSiteLocale();
  const offline = useIsOffline();
  const db = useCurrentUserDb();
  const changeList = useChangeShoppingList();
  const exportDefaults = useUserProfile().profile.exportConfig;
  const pricesShown = mayViewPrices(useViewer(), new Date());
  const pricing = useListPrices(lines, {
    market: customer?.c_epcUserMarket ?? defaultMarket,
    langCode: priceLookupLangCode(locale.id),
    offline,
    db,
    allowed: pricesShown,
  });
  const { money, rate } = useAmountFormatters(pricing.prices?.currency ?? '');
  const replacements = usePartReplacements(
    lines.map((line) => line.partNumber),
    locale.id,
  );

  // The offline sentence comes with the list, not under the spinner: drawn before the list, it
  // would be pushed down the page when the list arrives (layout shift, issue 19).
  if (!loaded || !changeList) return <Spinner label={t('shoppingList.loading', 'Loading your shopping list…')} />;

  const pricedLines = new Map((pricing.prices?.lines ?? []).map((line) => [line.productId, line]));
  // Export what the screen shows: the device's lines, with the prices read for them.
  const exported: PricedLine[] = lines.map((line) => ({
    ...emptyFigures,
    ...pricedLines.get(line.productId),
    ...line,
  }));

  return (
    <>
      <SyncNote />
      {lines.length === 0 ? (
        <Text as="p">
          {t('shoppingList.empty', 'Your shopping list is empty. Add parts from any parts list in the catalogue.')}
        </Text>
      ) : (
        <>
          {pricesShown ? (
            <PricesNote pricing={pricing} />
          ) : (
            <Text as="p" size={200} data-testid="prices-note">
              {t('shoppingList.prices.notShown', 'Prices are not part of your account, so the list shows none.')}
            </Text>
          )}
          <ShoppingListTable
            lines={lines}
            pricedLines={pricedLines}
            pendingProductIds={pendingProductIds}
            refusedProductIds={refusedProductIds}
            replacements={replacements}
            money={money}
            rate={rate}
            changeList={changeList}
            onLastLineRemoved={onLastLineRemoved}
            {...(pricesShown ? {} : { fields: unpricedLineFields })}
          />
          {pricesShown && <ListTotals totals={pricing.prices?.totals} money={money} />}
        </>
      )}
      <div className={styles.toolbar}>
        {/* The export starts from the user's export configuration (set on the settings page). */}
        <ExportListButton lines={exported} defaults={exportDefaults} />
        <SendToDealerButton partNumbers={lines.map((line) => line.partNumber)} />
        <ResetListButton lineCount={lines.length} changeList={changeList} />
      </div>
      <AppLink to="/upload-csv-xml">{t('shoppingList.uploadLink', 'Upload a parts list (CSV or XML)')}</AppLink>
      <OftenBoughtTogether zone="shopping-list" partNumbers={lines.map((line) => line.partNumber)} headingLevel="h2" />
      <OfflineNote>{offlineNote(t)}</OfflineNote>
    </>
  );
}

const emptyFigures: Omit<PricedLine, keyof ShoppingListLine> = {
  unitPrice: '',
  price: '',
  discountCode: '',
  discountRate: '',
  discountedPrice: '',
  taxRate: '',
  taxCode: '',
  tax: '',
  total: '',
};
