/** The audit list of the admin page: who changed what and when (issue 16; catalogue spec, section 3). */
import { Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

export function AuditPanel() {
  const { t } = useTranslation();
  return <Text as="p">{t('admin.audit.loading', 'Loading the audit list…')}</Text>;
}
