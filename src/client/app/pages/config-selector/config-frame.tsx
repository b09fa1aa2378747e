/** Shared frame of the configuration selector, by model or by VIN (catalogue spec, section 2). */
import { Title1, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OfflineNote } from '../../../components/offline-note';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalL,
    maxWidth: '1024px',
  },
});

/** The configuration selector's title, content and what works offline. */
export function ConfigFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <article className={styles.page}>
      <Title1 as="h1">{t('pages.configSelector.title', 'Configuration selector')}</Title1>
      {children}
      <OfflineNote>
        {t(
          'configSelector.offlineNote',
          "Offline: a model's configuration opens if it was opened on this device before; a VIN's needs a network to decode.",
        )}
      </OfflineNote>
    </article>
  );
}
