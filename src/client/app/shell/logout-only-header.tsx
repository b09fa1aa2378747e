/** The header of the Data Download Platform, a logout button alone (shell spec, section 2). */
import { HeaderBar } from './header/header-bar';
import { useHeaderStyles } from './header/header-styles';
import { LogOutButton, LogOutGuard } from '../../features/session/profile/log-out-button';
import { useLogOut } from '../../features/session/profile/use-log-out';

/** On /eu-legislation "the header there shows only a logout button" (shell spec, section 2). */
export function LogoutOnlyHeader() {
  const styles = useHeaderStyles();
  const logOut = useLogOut();
  return (
    <HeaderBar>
      <span className={styles.spacer} />
      <LogOutButton control={logOut} />
      <LogOutGuard control={logOut} />
    </HeaderBar>
  );
}
