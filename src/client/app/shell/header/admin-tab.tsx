/** Gives admins their way into the admin area from the header (shell spec, section 2 and 6). */
import { Button } from '@fluentui/react-components';
import { ShieldPersonRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useSiteLocale } from '../../../i18n/site-locale-context';
import { useAppNavigation } from '../../../components/use-app-navigation';

/** "Admin tab (admin role only)", leading to /admin-management; marked current while there. */
export function AdminTab() {
  const { t } = useTranslation();
  const { appPath } = useSiteLocale();
  const { href, onClick } = useAppNavigation('/admin-management');
  const current = appPath.startsWith('/admin-management');
  return (
    <Button
      as="a"
      href={href}
      onClick={onClick}
      appearance={current ? 'primary' : 'subtle'}
      icon={<ShieldPersonRegular />}
      aria-current={current ? 'page' : undefined}
    >
      {t('header.admin', 'Admin')}
    </Button>
  );
}
