/** Lets a reload, bookmark or new window come back to the same section page (catalogue spec, section 2). */
import { useEffect } from 'react';
import type { HierarchyState } from '../../api/catalogue/next-level-hierarchies';
import { rememberSection } from '../../../domain/catalogue/remember-section';
import { readBrowsingContext, writeBrowsingContext } from '../../store/browsing-context-storage';
import { useShowNonApplicable } from '../../store/show-non-applicable-cookie';

/**
 * Once a section page's level has loaded, keeps where the user is in session storage
 * (vehicle, breadcrumb, sections, the page's data and the show-non-applicable toggle), so a
 * reload, a bookmark or a new window restores it. See domain/catalogue/remember-section.
 */
export function useRememberSection(state: HierarchyState): void {
  const showNonApplicable = useShowNonApplicable();
  const hierarchy = state.status === 'ready' ? state.hierarchy : null;
  useEffect(() => {
    if (!hierarchy) return;
    const context = rememberSection(readBrowsingContext(), hierarchy, showNonApplicable);
    if (context) writeBrowsingContext(context);
  }, [hierarchy, showNonApplicable]);
}
