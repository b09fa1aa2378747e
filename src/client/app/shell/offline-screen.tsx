/** Stands in for a page whose code could not load offline, with a retry (shell spec, section 2). */
import { Button, Spinner } from '@fluentui/react-components';
import { PlugDisconnected48Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { ConnectivityContext } from '../../machines/connectivity-context';
import { StatusScreen } from './status-screen';

/** Shown in place of a page whose code could not be loaded (shell spec, section 2). */
export function OfflineScreen() {
  const { t } = useTranslation();
  const connectivity = ConnectivityContext.useActorRef();
  const checking = ConnectivityContext.useSelector(
    (snapshot) => snapshot.matches('verifying') || snapshot.matches({ offline: 'probing' }),
  );

  return (
    <StatusScreen
      testId="offline-screen"
      icon={<PlugDisconnected48Regular aria-hidden />}
      title={t('offline.screen.title', 'You are currently offline')}
      message={t(
        'offline.screen.explanation',
        'This page has not been opened on this device before, so it needs the network. Pages you have already opened still work.',
      )}
      actions={
        <>
          <Button appearance="primary" onClick={() => connectivity.send({ type: 'retry' })} disabled={checking}>
            {t('offline.screen.retry', 'Retry Connection')}
          </Button>
          {checking && <Spinner size="tiny" label={t('offline.screen.checking', 'Checking the connection…')} />}
        </>
      }
    />
  );
}
