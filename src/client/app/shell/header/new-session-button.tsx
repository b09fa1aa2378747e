/** Opens a second, independent browsing session in a new window (shell spec, section 2). */
import { Button } from '@fluentui/react-components';
import { WindowNewRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useSiteLocale } from '../../../i18n/site-locale-context';

/**
 * "New Session. Opens /home in a new window." The window shares this one's sign-in (same
 * origin and storage) but starts its own browsing context; noopener keeps it independent.
 */
export function NewSessionButton() {
  const { t } = useTranslation();
  const { hrefFor } = useSiteLocale();
  const openNewSession = () => {
    window.open(hrefFor('/home'), '_blank', 'noopener');
  };
  return (
    <Button appearance="subtle" icon={<WindowNewRegular />} onClick={openNewSession}>
      {t('header.newSession', 'New Session')}
    </Button>
  );
}
