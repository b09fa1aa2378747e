/**
 * Admin management (catalogue spec, sections 1 and 6; shell spec, section 2: "Admin area. Only
 * for the admin role."): one tab per admin selector option, from src/client/features/admin/
 * admin-areas.tsx. The open tab is kept in the URL (?area=) so a link or reload opens it again.
 */
import {
  MessageBar,
  MessageBarBody,
  Spinner,
  Tab,
  TabList,
  Text,
  Title1,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { OfflineNote } from '../../../components/offline-note';
import { adminAreas } from '../../../features/admin/admin-areas';
import { useIsOffline } from '../../../machines/connectivity-context';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  tabs: { flexWrap: 'wrap' },
});

export default function AdminManagementPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const offline = useIsOffline();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('area');
  const area = adminAreas.find((candidate) => candidate.id === requested) ?? adminAreas[0];

  return (
    <article className={styles.page}>
      <Title1 as="h1">{t('pages.adminManagement.title', 'Admin management')}</Title1>
      <Text as="p">
        {t(
          'pages.adminManagement.purpose',
          'Manage users, tax rates, prices, discounts, updates and service messages.',
        )}
      </Text>
      {offline && (
        <MessageBar intent="warning" data-testid="admin-offline">
          <MessageBarBody>
            {t(
              'admin.offline',
              'You are offline. Admin work needs a network; nothing here can be changed until it returns.',
            )}
          </MessageBarBody>
        </MessageBar>
      )}
      <TabList
        className={styles.tabs}
        selectedValue={area?.id}
        onTabSelect={(_event, data) => setSearchParams({ area: String(data.value) })}
        aria-label={t('admin.areas.label', 'Admin areas')}
      >
        {adminAreas.map((candidate) => (
          <Tab key={candidate.id} value={candidate.id} id={`admin-tab-${candidate.id}`}>
            {candidate.label(t)}
          </Tab>
        ))}
      </TabList>
      {area && (
        <section role="tabpanel" aria-labelledby={`admin-tab-${area.id}`} data-testid={`admin-panel-${area.id}`}>
          <Suspense fallback={<Spinner size="small" label={t('admin.loadingArea', 'Loading…')} />}>
            <area.Panel />
          </Suspense>
        </section>
      )}
      <OfflineNote>
        {t(
          'admin.offlineNote',
          'Offline: admin work needs a network. Nothing on this page is kept on this device, and changes cannot be queued; connect to find users or change rates, prices, discounts, updates and messages.',
        )}
      </OfflineNote>
    </article>
  );
}
