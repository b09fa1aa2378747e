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
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Hierarchy, HierarchyState } from '../../api/catalogue/next-level-hierarchies';
import { PageSkeleton } from '../shell/page-skeleton';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/**
 * One level of the catalogue: its breadcrumb and title, then what `children` renders from it.
 * Offline, a level never opened says so and offers the way back instead of failing.
 */
export function HierarchyView(props: {
  state: HierarchyState;
  fallbackTitle: string;
  /** A fixed page title; otherwise the level's own name from the breadcrumb. */
  title?: string;
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
        ? t('catalogue.notOffline', 'This page has not been opened on this device before, so it is not available offline.')
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
      </article>
    );
  }

  const { breadcrumb } = state.hierarchy;
  const title = props.title ?? breadcrumb.at(-1)?.description ?? props.fallbackTitle;
  return (
    <article className={styles.page}>
      {breadcrumb.length > 1 && (
        <Breadcrumb aria-label={t('catalogue.breadcrumb', 'Where you are in the catalogue')}>
          {breadcrumb.map((crumb, index) => (
            <Fragment key={crumb.catHieId}>
              {index > 0 && <BreadcrumbDivider />}
              <BreadcrumbItem>
                <BreadcrumbButton current={index === breadcrumb.length - 1}>{crumb.description}</BreadcrumbButton>
              </BreadcrumbItem>
            </Fragment>
          ))}
        </Breadcrumb>
      )}
      <Title1 as="h1">{title}</Title1>
      {props.children(state.hierarchy)}
    </article>
  );
}
