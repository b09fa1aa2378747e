/** The Users area of the admin page (catalogue spec, sections 6 and 7: updateUserDetails). */
import { Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

export function UsersPanel() {
  const { t } = useTranslation();
  return <Text as="p">{t('admin.users.loading', 'Loading users…')}</Text>;
}
