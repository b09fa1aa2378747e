/** The skeleton shown while a lazy page loads (catalogue spec, section 2). */
import { Skeleton, SkeletonItem, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  skeleton: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '1024px' },
});

/** Placeholder while a page's code loads (catalogue spec, section 2). */
export function PageSkeleton() {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <Skeleton className={styles.skeleton} aria-label={t('loading.page', 'Loading page')} data-testid="page-skeleton">
      <SkeletonItem size={32} />
      <SkeletonItem size={16} />
      <SkeletonItem size={16} />
      <SkeletonItem size={96} />
    </Skeleton>
  );
}
