/** Who is looking, as the page access rules need it (shell spec, section 6). */
import type { Viewer } from '../../../domain/access/page-access';
import { useSessionKind } from './session-context';
import { useRefusedSignIn } from '../../store/refused-sign-in';
import { useShellSession } from './use-shell-session';

/**
 * Who is looking, as the page rules need it: the session, the customer kept on the device
 * (so offline the answer is the same as online), and a sign-in the server refused. A session
 * that failed to start is treated as a guest's: it holds no one's profile.
 */
export function useViewer(): Viewer {
  const kind = useSessionKind();
  const { registered, customer } = useShellSession();
  const refusedSignIn = useRefusedSignIn();
  if (registered) {
    // Until the customer has been read it holds only its id: type and role are not known yet.
    return { kind: 'registered', profile: customer?.c_epcUserType === undefined ? undefined : customer };
  }
  if (kind === 'starting') return { kind: 'starting' };
  return refusedSignIn === undefined ? { kind: 'guest' } : { kind: 'guest', refusedSignIn };
}

/** The viewer's own calendar day, yyyy-mm-dd: expiry and subscription end days count whole. */
export function localToday(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
