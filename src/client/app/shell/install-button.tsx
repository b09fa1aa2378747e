/** The Install button, where the browser offers installation (issue 21; our addition to the shell). */
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { DesktopArrowDownRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { promptInstall, useInstallOffered } from '../../pwa/install-prompt';

const useStyles = makeStyles({
  // Fixed in the window's lower corner: the browser's offer arrives after the page is drawn,
  // and a button added to the header then wrapped it onto a second row and pushed the page
  // down (Lighthouse measured a layout shift of 0.26 on every signed-in page at 1350 px).
  offer: {
    position: 'fixed',
    insetBlockEnd: tokens.spacingVerticalL,
    insetInlineEnd: tokens.spacingHorizontalL,
    zIndex: 1,
    boxShadow: tokens.shadow16,
  },
});

/**
 * Installs the app as a desktop application through the browser's own dialog. Shown only
 * while the browser offers installation (Chromium-based browsers, not yet installed): other
 * browsers show nothing, rather than a button that cannot work. Answering the dialog either
 * way removes it, as the offer can be used once.
 */
export function InstallButton() {
  const { t } = useTranslation();
  const styles = useStyles();
  const offered = useInstallOffered();
  if (!offered) return null;
  const install = () => {
    promptInstall().catch((error: unknown) => console.warn('The install dialog could not be shown', error));
  };
  return (
    <Button className={styles.offer} icon={<DesktopArrowDownRegular />} onClick={install} data-testid="install-app">
      {t('header.installApp', 'Install app')}
    </Button>
  );
}
