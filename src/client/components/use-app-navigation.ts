/** Lets buttons and tabs link to app paths keeping site and locale (catalogue spec, section 2). */
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSiteLocale } from '../i18n/site-locale-context';

/**
 * The href and click handler of a link to an app path: the URL keeps the site and locale, a
 * plain click navigates without a page load, and a modified click still opens a new tab.
 * For controls that are links but not <AppLink> (icon buttons, tabs).
 */
export function useAppNavigation(to: string, afterNavigate?: () => void) {
  const { hrefFor } = useSiteLocale();
  const navigate = useNavigate();
  const href = hrefFor(to);
  const onClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
    afterNavigate?.();
  };
  return { href, onClick };
}
