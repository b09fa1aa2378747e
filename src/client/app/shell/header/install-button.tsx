/** The header's Install button, where the browser offers installation (issue 21; our addition to the header). */
import { Button } from '@fluentui/react-components';
import { DesktopArrowDownRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { promptInstall, useInstallOffered } from '../../../pwa/install-prompt';

/**
 * Installs the app as a desktop application through the browser's own dialog. Shown only
 * while the browser offers installation (Chromium-based browsers, not yet installed): other
 * browsers show nothing, rather than a button that cannot work.
 */
export function InstallButton() {
  const { t } = useTranslation();
  const offered = useInstallOffered();
  if (!offered) return null;
  const install = () => {
    promptInstall().catch((error: unknown) => console.warn('The install dialog could not be shown', error));
  };
  return (
    <Button appearance="subtle" icon={<DesktopArrowDownRegular />} onClick={install} data-testid="install-app">
      {t('header.installApp', 'Install app')}
    </Button>
  );
}
