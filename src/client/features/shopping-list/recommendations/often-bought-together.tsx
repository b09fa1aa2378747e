/** Suggests parts often bought with the ones on screen (shell spec, section 7: recommendation calls). */
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecommendationZone } from '../../../../domain/recommendations/recommendation-contracts';
import { useZoneRecs, type ZoneRecs } from '../../../api/recommendations/zone-recs';
import { useIsOffline } from '../../../machines/connectivity-context';
import { useShoppingList } from '../../../store/user-db/use-shopping-list';
import { useSiteLocale } from '../../../i18n/site-locale-context';
import { AddToListButton } from '../add-to-list-button';
import { useAddToListPopover } from '../add-to-list-popover';
import { useRecoActivities } from './use-reco-activities';

const useStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    minWidth: 0,
    '@media print': { display: 'none' },
  },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  item: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  image: {
    width: '48px',
    height: '48px',
    objectFit: 'contain',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
  },
  names: { display: 'flex', flexDirection: 'column', minWidth: '12rem', flexGrow: 1 },
});

export interface OftenBoughtTogetherProps {
  /** Where it is shown; the service picks the recommender for the zone. */
  zone: RecommendationZone;
  /** The parts the user is looking at: they are never recommended back. */
  partNumbers: readonly string[];
  /** The section heading's level in the surrounding page. */
  headingLevel: 'h2' | 'h3';
}

/**
 * 'Often bought together': parts other users saved in the same shopping lists as these, each
 * with its name and 'Add to list'. Nothing is shown while it loads, when there is nothing to
 * recommend, or when the service fails (recommendations are an extra, never an error). Offline
 * the list is hidden and a short note says recommendations need a connection.
 */
export function OftenBoughtTogether({ zone, partNumbers, headingLevel }: OftenBoughtTogetherProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const offline = useIsOffline();
  const { site, locale } = useSiteLocale();
  const state = useZoneRecs(
    { siteId: site.id, locale: locale.id, zone, partNumbers },
    !offline && partNumbers.length > 0,
  );
  const headingId = useId();
  if (partNumbers.length === 0) return null;
  const heading = (
    <Text as={headingLevel} id={headingId} size={400} weight="semibold" tabIndex={-1}>
      {t('recommendations.oftenBoughtTogether.title', 'Often bought together')}
    </Text>
  );
  if (offline || state.status === 'offline') {
    return (
      <section className={styles.section} aria-labelledby={headingId} data-testid="often-bought-together">
        {heading}
        <Text as="p" size={200}>
          {t('recommendations.offline', 'Recommendations need a connection; they show again when you are back online.')}
        </Text>
      </section>
    );
  }
  if (state.status !== 'ready' || state.recs === null || state.recs.recs.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid="often-bought-together">
      {heading}
      <RecList shown={state.recs} headingId={headingId} />
    </section>
  );
}

function RecList({ shown, headingId }: { shown: ZoneRecs; headingId: string }) {
  const styles = useStyles();
  const { site } = useSiteLocale();
  const { lines } = useShoppingList();
  const quantityInList = useMemo(() => new Map(lines.map((line) => [line.productId, line.quantity])), [lines]);
  const onUsed = useRecoActivities(site.id, shown, quantityInList);
  const listRef = useRef<HTMLUListElement>(null);
  const { openAddToList, openFor, addToListPopover } = useAddToListPopover();
  const focusInside = useRef(false);

  // A part added from here leaves the next answer (it is in the list now), taking the focused
  // 'Add to list' with it: the focus goes to the heading instead of being lost.
  useEffect(() => {
    const active = document.activeElement;
    if (focusInside.current && (active === null || active === document.body)) {
      document.getElementById(headingId)?.focus();
    }
  }, [shown, headingId]);

  return (
    <ul
      ref={listRef}
      className={styles.list}
      onFocus={() => {
        focusInside.current = true;
      }}
      onBlur={(event) => {
        // Focus leaving for the rest of the page clears it; focus in the quantity popover
        // (rendered elsewhere in the page, but inside this list in React's tree) sets it again.
        if (event.relatedTarget instanceof Node && !listRef.current?.contains(event.relatedTarget))
          focusInside.current = false;
      }}
    >
      {shown.recs.map((rec) => (
        <li key={rec.id} className={styles.item} data-part-number={rec.id} onClickCapture={() => onUsed(rec.id)}>
          {rec.imageUrl !== '' && <img className={styles.image} src={rec.imageUrl} alt="" loading="lazy" />}
          <span className={styles.names}>
            <Text weight="semibold" data-testid="recommended-name">
              {rec.name}
            </Text>
            <Text size={200}>{rec.id}</Text>
          </span>
          <AddToListButton
            partNumber={rec.id}
            description={rec.name}
            quantityInList={quantityInList.get(rec.id)}
            onOpen={openAddToList}
            expanded={openFor === rec.id}
          />
        </li>
      ))}
      {/* Inside the list in React's tree, so focus in the popover counts as focus in the list. */}
      {addToListPopover}
    </ul>
  );
}
