/** The frame every catalogue level shares, offline included (catalogue spec, sections 2-3). */
import {
  Breadcrumb,
  BreadcrumbButton,
  BreadcrumbDivider,
  BreadcrumbItem,
  Button,
  MessageBar,
  MessageBarBody,
  Title1,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Fragment, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Hierarchy, HierarchyState } from '../../api/catalogue/next-level-hierarchies';
import { levelCrumbs } from '../../../domain/catalogue/catalogue-levels';
import { useSiteLocale } from '../../i18n/site-locale-context';
import { OfflineNote } from '../../components/offline-note';
import { PageSkeleton } from '../../components/page-skeleton';
import { VehicleLine } from './vehicle-line';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/**
 * One level of the catalogue: its breadcrumb and title, then what `children` renders from it.
 * Offline, a level never opened says so and offers the way back instead of failing; either way
 * the page's sentence on what works offline ends it.
 */
export function HierarchyView(props: {
  state: HierarchyState;
  fallbackTitle: string;
  /** A fixed page title; otherwise the level's own name from the breadcrumb. */
  title?: string;
  /**
   * What works offline on this page: shown last, whether the level could be read or not; null
   * for a page that shows more after this view and ends with the sentence itself.
   */
  offlineNote: string | null;
  /** Shows the vehicle being browsed (model, year, VIN) above the title. */
  showVehicle?: boolean;
  children: (hierarchy: Hierarchy) => ReactNode;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const { state } = props;

  if (state.status === 'loading') return <PageSkeleton />;
  if (state.status !== 'ready') {
    const message =
      state.status === 'not-offline'
        ? t(
            'catalogue.notOffline',
            'This page has not been opened on this device before, so it is not available offline.',
          )
        : t('catalogue.failed', 'Something went wrong. Try again!');
    return (
      <article className={styles.page}>
        <Title1 as="h1">{props.title ?? props.fallbackTitle}</Title1>
        <MessageBar intent={state.status === 'not-offline' ? 'warning' : 'error'} data-testid="catalogue-unavailable">
          <MessageBarBody>{message}</MessageBarBody>
        </MessageBar>
        <div>
          <Button onClick={() => navigate(-1)}>{t('catalogue.goBack', 'Go back')}</Button>
        </div>
        {props.offlineNote && <OfflineNote>{props.offlineNote}</OfflineNote>}
      </article>
    );
  }

  const { breadcrumb, node } = state.hierarchy;
  const title = props.title ?? breadcrumb.at(-1)?.description ?? props.fallbackTitle;
  // Each level above this one is a link to it; a brand level has no route to give them.
  const crumbs = node
    ? levelCrumbs(node, breadcrumb)
    : breadcrumb.map((entry) => ({ label: entry.description, path: null }));
  return (
    <article className={styles.page}>
      {crumbs.length > 1 && (
        <Breadcrumb aria-label={t('catalogue.breadcrumb', 'Where you are in the catalogue')}>
          {crumbs.map((crumb, index) => (
            <Fragment key={`${index}-${crumb.label}`}>
              {index > 0 && <BreadcrumbDivider />}
              <BreadcrumbItem>
                {crumb.path && index < crumbs.length - 1 ? (
                  <CrumbLink path={crumb.path}>{crumb.label}</CrumbLink>
                ) : (
                  <BreadcrumbButton current={index === crumbs.length - 1}>{crumb.label}</BreadcrumbButton>
                )}
              </BreadcrumbItem>
            </Fragment>
          ))}
        </Breadcrumb>
      )}
      {props.showVehicle && <VehicleLine node={node} />}
      <Title1 as="h1">{title}</Title1>
      {props.children(state.hierarchy)}
      {props.offlineNote && <OfflineNote>{props.offlineNote}</OfflineNote>}
    </article>
  );
}

/** A breadcrumb entry that goes to its level without a page load (a modified click opens a tab). */
function CrumbLink({ path, children }: { path: string; children: ReactNode }) {
  const { hrefFor } = useSiteLocale();
  const navigate = useNavigate();
  const href = hrefFor(path);
  const onClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <BreadcrumbButton as="a" href={href} onClick={onClick}>
      {children}
    </BreadcrumbButton>
  );
}
