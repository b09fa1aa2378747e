/**
 * The activities a shown list of recommendations reports (shell spec, section 7): viewReco
 * once per answer shown, clickReco once per recommendation used in that answer, and addToCart
 * when a recommendation the user used appears in the shopping list. All are best effort and
 * dropped offline (api/recommendations/record-activity.ts).
 */
import { useCallback, useEffect, useRef } from 'react';
import { asRequired } from '../../../../domain/shopping-list/shopping-list-contracts';
import type { ZoneRecs } from '../../../api/recommendations/zone-recs';
import { recordActivity } from '../../../api/recommendations/record-activity';

const quantityOf = (quantity: string | undefined) =>
  quantity === undefined || quantity === asRequired ? {} : { quantity: Number(quantity) };

/** Answers what to call when a recommendation is used (its 'Add to list' clicked). */
export function useRecoActivities(siteId: string, shown: ZoneRecs, quantityInList: ReadonlyMap<string, string>) {
  const viewedAnswer = useRef<string | null>(null);
  const clickedInAnswer = useRef(new Set<string>());
  const used = useRef(new Set<string>());
  const inListBefore = useRef<{ recoUUID: string; ids: ReadonlySet<string> } | null>(null);

  useEffect(() => {
    if (viewedAnswer.current === shown.recoUUID) return;
    viewedAnswer.current = shown.recoUUID;
    void recordActivity(siteId, 'viewReco', {
      recommenderName: shown.recommenderName,
      recoUUID: shown.recoUUID,
      products: shown.recs.map((rec) => ({ id: rec.id })),
    });
  }, [siteId, shown]);

  useEffect(() => {
    const inList = new Set(shown.recs.filter((rec) => quantityInList.has(rec.id)).map((rec) => rec.id));
    const before = inListBefore.current;
    inListBefore.current = { recoUUID: shown.recoUUID, ids: inList };
    // A new answer sets a new baseline: what was in the list already was not added from it.
    if (before === null || before.recoUUID !== shown.recoUUID) return;
    const added = [...inList].filter((id) => !before.ids.has(id) && used.current.has(id));
    if (added.length === 0) return;
    void recordActivity(siteId, 'addToCart', {
      products: added.map((id) => ({ id, ...quantityOf(quantityInList.get(id)) })),
    });
  }, [siteId, shown, quantityInList]);

  return useCallback(
    (id: string) => {
      used.current.add(id);
      const click = `${shown.recoUUID} ${id}`;
      if (clickedInAnswer.current.has(click)) return;
      clickedInAnswer.current.add(click);
      void recordActivity(siteId, 'clickReco', {
        recommenderName: shown.recommenderName,
        recoUUID: shown.recoUUID,
        product: { id },
      });
    },
    [siteId, shown],
  );
}
