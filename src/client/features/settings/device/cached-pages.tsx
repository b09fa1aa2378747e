/**
 * Cached pages (catalogue spec, section 1, our offline addition): how many catalogue pages,
 * illustrations and documents the service worker keeps from browsing, their size, and a way
 * to clear them after a confirmation. The app itself and the vehicles kept offline stay.
 */
import { Button, Text, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useFormatters } from '../../../components/use-formatters';
import { useBrowsingCache } from './use-browsing-cache';

const useStyles = makeStyles({
  part: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'flex-start' },
});

export function CachedPages() {
  const { t } = useTranslation();
  const styles = useStyles();
  const format = useFormatters();
  const { state, clear } = useBrowsingCache();

  return (
    <div className={styles.part}>
      <Title3 as="h3">{t('settings.device.cachedTitle', 'Cached pages')}</Title3>
      <Text as="p" data-testid="cached-pages">
        {state.status === 'reading'
          ? t('settings.device.cachedReading', 'Counting the pages kept from browsing…')
          : state.status === 'unsupported'
            ? t('settings.device.cachedUnsupported', 'This browser does not say what it keeps from browsing.')
            : t(
                'settings.device.cachedUse',
                'Pages, illustrations and documents kept from browsing: {{entries}}, using {{size}}. They open offline.',
                { entries: state.use.entries, size: format.bytes(state.use.bytes) },
              )}
      </Text>
      {state.status === 'ready' && state.use.entries > 0 && (
        <ConfirmDialog
          trigger={<Button>{t('settings.device.clearCached', 'Clear cached pages')}</Button>}
          title={t('settings.device.clearCachedTitle', 'Clear the cached pages?')}
          confirmLabel={t('settings.device.clearCachedConfirm', 'Clear')}
          cancelLabel={t('settings.device.cancel', 'Cancel')}
          onConfirm={async () => {
            try {
              await clear();
              return null;
            } catch (error) {
              console.warn('Could not clear the cached pages', error);
              return t('settings.device.clearFailed', 'Something went wrong. Try again!');
            }
          }}
        >
          {t(
            'settings.device.clearCachedText',
            'Pages opened while browsing will no longer open offline until they are opened online again. The app, the vehicles kept offline and your changes stay.',
          )}
        </ConfirmDialog>
      )}
    </div>
  );
}
