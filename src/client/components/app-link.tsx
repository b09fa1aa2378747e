/** Moves between app pages without losing the site and locale in the URL (catalogue spec, section 2). */
import { Link } from '@fluentui/react-components';
import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSiteLocale } from '../i18n/site-locale-context';

/**
 * A link to an app path that keeps the current site and locale in the URL and navigates
 * without a page load (a modified click still opens a new tab, as users expect).
 */
export function AppLink({ to, site, children }: { to: string; site?: string; children: ReactNode }) {
  const { hrefFor } = useSiteLocale();
  const navigate = useNavigate();
  const href = hrefFor(to, site ? { site } : undefined);
  const onClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <Link href={href} onClick={onClick}>
      {children}
    </Link>
  );
}
