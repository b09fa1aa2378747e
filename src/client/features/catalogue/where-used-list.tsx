/** Leads from a part to every page section that shows it (catalogue spec, section 2). */
import { Link, MessageBar, MessageBarBody, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchHierarchy } from '../../api/catalogue/next-level-hierarchies';
import type { PartDetails } from '../../api/catalogue/part-details';
import { isNetworkFailure } from '../../api/http-client';
import { levelIds, levelPath } from '../../../domain/catalogue/catalogue-levels';
import { LocationTrail } from '../../components/location-trail';
import { useCatalogueQuery } from './use-catalogue-query';

const useStyles = makeStyles({
  list: {
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
});

/**
 * The pages that show a part, each as its breadcrumb of section names (the service's
 * location), every level a link (`onOpen` gets its app path; the page's highlights the part).
 * An entry kept from before the service named its sections has only the page id: opening it
 * first reads that page's level for the route through its sections, which offline works for
 * pages opened before on this device.
 */
export function WhereUsedList({ details, onOpen }: { details: PartDetails; onOpen: (path: string) => void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { langCode, marketCode } = useCatalogueQuery('');
  const [opening, setOpening] = useState<string | null>(null);
  const [problem, setProblem] = useState<'not-offline' | 'failed' | null>(null);

  const openPage = async (pageId: string) => {
    // Not disabled meanwhile: a focused button that turns disabled drops focus out of the dialog.
    if (opening !== null) return;
    setOpening(pageId);
    setProblem(null);
    try {
      const { node } = await fetchHierarchy({ catHieId: pageId, langCode, marketCode });
      if (!node) throw new Error(`No catalogue node for page ${pageId}`);
      onOpen(`${levelPath(levelIds(node))}?highlight=${encodeURIComponent(details.partNumber)}`);
    } catch (error) {
      setProblem(isNetworkFailure(error) ? 'not-offline' : 'failed');
    } finally {
      setOpening(null);
    }
  };

  return (
    <>
      <Text as="p">
        {t('partDetails.whereUsedCount', 'Pages that show this part: {{count}}', { count: details.whereUsedCount })}
      </Text>
      {details.whereUsed.length < details.whereUsedCount && (
        <Text as="p" size={200}>
          {t('partDetails.whereUsedFirst', 'The first {{shown}} are listed.', { shown: details.whereUsed.length })}
        </Text>
      )}
      <ul className={styles.list} aria-label={t('partDetails.whereUsed', 'Where used')} data-testid="where-used">
        {details.whereUsed.map((use) => (
          <li key={`${use.pageId}-${use.callOutCode}`}>
            {use.location?.length ? (
              <>
                <LocationTrail location={use.location} highlight={details.partNumber} onOpen={onOpen} />{' '}
                <Text size={200}>
                  {t('partDetails.useCallout', 'callout {{callOutCode}}, quantity {{quantity}}', { ...use })}
                </Text>
              </>
            ) : (
              <>
                <Link as="button" onClick={() => void openPage(use.pageId)}>
                  {t('partDetails.openPage', 'Page {{pageId}}', { pageId: use.pageId })}
                </Link>{' '}
                <Text size={200}>
                  {t(
                    'partDetails.useDetail',
                    'catalogue {{catalogueId}}, callout {{callOutCode}}, quantity {{quantity}}',
                    { ...use },
                  )}
                </Text>
              </>
            )}
            {opening === use.pageId && <Spinner size="tiny" label={t('partDetails.opening', 'Opening the page')} />}
          </li>
        ))}
      </ul>
      {problem && (
        <MessageBar intent={problem === 'not-offline' ? 'warning' : 'error'}>
          <MessageBarBody>
            {problem === 'not-offline'
              ? t(
                  'partDetails.pageNotOffline',
                  'That page has not been opened on this device before, so it is not available offline.',
                )
              : t('catalogue.failed', 'Something went wrong. Try again!')}
          </MessageBarBody>
        </MessageBar>
      )}
    </>
  );
}
