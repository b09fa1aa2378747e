/** What a page guard shows instead of a page while the profile is read, or when closed (shell spec, sections 2 and 6). */
import { Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { PageDecision } from '../../../domain/access/page-access';
import { useIsOffline } from '../../machines/connectivity-context';
import { ClosedPage } from './closed-page';

const useStyles = makeStyles({
  waiting: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '720px' },
});

type NotOpen = Exclude<PageDecision['kind'], 'open' | 'wait'>;

/**
 * The reason a page is not shown, with what to do. Loaded only when a page is not open: the
 * landing page and every open page carry none of it (issue 19).
 */
export function PageAccessNotice({ decision }: { decision: NotOpen }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const offline = useIsOffline();
  if (decision === 'profile-unknown') {
    // Signed in, but the customer has not been read on this device yet: it is being read now,
    // unless there is no network.
    return (
      <div className={styles.waiting} data-testid="profile-unknown">
        {offline ? (
          <Text as="p">
            {t(
              'access.profileUnknownOffline',
              'Your profile has not been read on this device yet, so this page cannot be opened offline. It opens once the network is back.',
            )}
          </Text>
        ) : (
          <Spinner label={t('access.readingProfile', 'Reading your profile…')} />
        )}
      </div>
    );
  }
  return <ClosedPage decision={decision} />;
}
