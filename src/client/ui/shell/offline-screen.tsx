import { Button, Spinner, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { PlugDisconnected48Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { ConnectivityContext } from '../../machines/connectivity-context';

const useStyles = makeStyles({
  screen: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingVerticalXXXL,
    textAlign: 'center',
  },
});

/** Shown in place of a page whose code could not be loaded (shell spec, section 2). */
export function OfflineScreen() {
  const { t } = useTranslation();
  const styles = useStyles();
  const connectivity = ConnectivityContext.useActorRef();
  const checking = ConnectivityContext.useSelector(
    (snapshot) => snapshot.matches('verifying') || snapshot.matches({ offline: 'probing' }),
  );

  return (
    <section className={styles.screen} aria-labelledby="offline-screen-title" data-testid="offline-screen">
      <PlugDisconnected48Regular aria-hidden />
      <Title2 as="h1" id="offline-screen-title">
        {t('offline.screen.title', 'You are currently offline')}
      </Title2>
      <Text>
        {t(
          'offline.screen.explanation',
          'This page has not been opened on this device before, so it needs the network. Pages you have already opened still work.',
        )}
      </Text>
      <Button appearance="primary" onClick={() => connectivity.send({ type: 'retry' })} disabled={checking}>
        {t('offline.screen.retry', 'Retry Connection')}
      </Button>
      {checking && <Spinner size="tiny" label={t('offline.screen.checking', 'Checking the connection…')} />}
    </section>
  );
}
