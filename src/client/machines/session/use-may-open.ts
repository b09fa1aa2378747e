/** Hides links to pages the user's role or subscription closes (shell spec, section 6). */
import { mayOpenPage } from '../../../domain/access/page-access';
import { localToday, useViewer } from './use-viewer';

/**
 * Whether links to an app path may be offered to the user as they stand: menus and links hide
 * pages the user could not open (the page itself says why when its address is typed).
 */
export function useMayOpen(): (appPath: string) => boolean {
  const viewer = useViewer();
  const today = localToday();
  const now = new Date();
  return (appPath) => mayOpenPage(appPath, viewer, today, now);
}
