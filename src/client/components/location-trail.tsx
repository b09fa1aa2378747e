/**
 * Where a page section is, readably (issue 20): its vehicle catalogue, major, minor and page
 * section by name ('Arden Sable 2024 › Brakes › Brake caliper › Assembly'), each a link to
 * that level; the page's link highlights a part when given one. Search results and where-used
 * entries carry these names from the service; notes read them from the page's level.
 */
import { Link } from '@fluentui/react-components';
import { Fragment } from 'react';
import type { BreadcrumbEntry } from '../../domain/catalogue/catalogue-contracts';
import { levelPath } from '../../domain/catalogue/catalogue-levels';
import { trailSeparator } from '../../domain/sync/note-targets';
import { AppLink } from './app-link';

/** The app path of each level of the trail (levelPath takes the brand first; its id does not matter). */
function trailPaths(location: readonly BreadcrumbEntry[], highlight: string | undefined): string[] {
  const ids = location.map((entry) => entry.catHieId);
  return ids.map((_, index) => {
    const path = levelPath(['', ...ids.slice(0, index + 1)]);
    const isPage = index === ids.length - 1 && highlight !== undefined;
    return isPage ? `${path}?highlight=${encodeURIComponent(highlight)}` : path;
  });
}

export function LocationTrail({
  location,
  highlight,
  onOpen,
}: {
  /** The levels below the brand, top down. */
  location: readonly BreadcrumbEntry[];
  /** A part number the page's link highlights. */
  highlight?: string;
  /** Given, the links hand their path here (a dialog closes first); otherwise they navigate. */
  onOpen?: (path: string) => void;
}) {
  const paths = trailPaths(location, highlight);
  return (
    <span data-testid="location-trail">
      {location.map((entry, index) => {
        const path = paths[index] ?? '';
        return (
          <Fragment key={entry.catHieId}>
            {index > 0 && trailSeparator}
            {onOpen ? (
              <Link as="button" inline onClick={() => onOpen(path)}>
                {entry.description}
              </Link>
            ) : (
              <AppLink to={path}>{entry.description}</AppLink>
            )}
          </Fragment>
        );
      })}
    </span>
  );
}
