/** Keeps each page from users its access rules close it to, online or offline (shell spec, section 2 and 6). */
import { Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { decidePageAccess } from '../../../domain/access/page-access';
import { useIsOffline } from '../../machines/connectivity-context';
import { PageSkeleton } from '../../components/page-skeleton';
import { ClosedPage } from './closed-page';
import { useSiteLocale } from '../../i18n/site-locale-context';
import { localToday, useViewer } from '../../machines/session/use-viewer';

const useStyles = makeStyles({
  waiting: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '720px' },
});

/**
 * The route guard: every route's page renders through it, and it decides from the page rules
 * (src/domain/access/page-access.ts) whether the user may open the page. A closed page is
 * replaced by the reason and what to do, before the page's own code is even loaded, so no
 * catalogue request is made for a user the server would refuse. Offline the decision uses the
 * customer kept on the device.
 */
export function PageGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { appPath } = useSiteLocale();
  const viewer = useViewer();
  const offline = useIsOffline();
  const decision = decidePageAccess(appPath, viewer, localToday(), new Date());

  switch (decision.kind) {
    case 'open': {
      return children;
    }
    case 'wait': {
      return <PageSkeleton />;
    }
    case 'profile-unknown': {
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
    default: {
      return <ClosedPage decision={decision.kind} />;
    }
  }
}
