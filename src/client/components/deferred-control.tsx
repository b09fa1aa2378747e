/**
 * Where a control's code loads on first use (lazyWithPreload): nothing shows while it loads,
 * and a load that fails (offline before the service worker kept the file) says that the
 * control needs the network once, instead of breaking the page. A new attempt (the user opens
 * it again) tries the load again.
 */
import { Text } from '@fluentui/react-components';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from './error-boundary';

function NotLoaded() {
  const { t } = useTranslation();
  return (
    <Text role="alert" size={200}>
      {t('deferred.notLoaded', 'This needs the network once before it works offline. Try again when online.')}
    </Text>
  );
}

export function DeferredControl({ attempt, children }: { attempt: number; children: ReactNode }) {
  return (
    <ErrorBoundary resetKey={attempt} fallback={() => <NotLoaded />}>
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  );
}
