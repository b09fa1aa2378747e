/**
 * /upload-csv-xml: upload a parts list (CSV or XML) into the shopping list (catalogue spec,
 * sections 1, 2 and 4; issue 16). Opens where the shopping list does (the route guard,
 * src/client/app/routing/page-guard.tsx); the file is read on the device, so everything here
 * works offline and the lines reach the server through the outbox.
 */
import { Spinner, Text, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link';
import { OfflineNote } from '../../../components/offline-note';
import { useSessionKind } from '../../../machines/session/session-context';
import { PartsListFormatHelp } from '../../../features/shopping-list/upload/parts-list-format-help';
import { UploadPartsList } from '../../../features/shopping-list/upload/upload-parts-list';
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
});

export default function UploadCsvXmlPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const kind = useSessionKind();
  const changeList = useChangeShoppingList();
  return (
    <article className={styles.page}>
      <Title1 as="h1">{t('uploadList.title', 'Upload a parts list')}</Title1>
      <Text as="p">
        {t(
          'uploadList.intro',
          'Choose a CSV or XML file of part numbers and quantities. You see every row first, with the line of any row that has a problem, and then add the good rows to your shopping list in one step.',
        )}{' '}
        <AppLink to="/shopping-list">{t('uploadList.openList', 'Open the shopping list')}</AppLink>
      </Text>
      {kind === 'registered' && changeList ? (
        <UploadPartsList changeList={changeList} />
      ) : (
        // The session is settling (a token refresh, a logout under way): the form follows.
        <Spinner label={t('shoppingList.loading', 'Loading your shopping list…')} />
      )}
      <PartsListFormatHelp headingLevel="h2" />
      <OfflineNote>
        {t(
          'uploadList.offlineNote',
          'Offline: choosing a file, the preview and adding the rows all work without a network, since the file is read on this device; the added lines are kept here and sent to your account when the network returns.',
        )}
      </OfflineNote>
    </article>
  );
}
