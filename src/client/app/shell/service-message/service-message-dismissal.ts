/**
 * Whether the user closed the system notification in this browser session (shell spec,
 * section 4: "visible until closed, then hidden for the session"). Session storage lives as
 * long as the tab, survives reloads and navigation, and a new window starts without it.
 */
const storageKey = 'epc_service_message_closed';

export function isServiceMessageDismissed(): boolean {
  try {
    return sessionStorage.getItem(storageKey) === 'true';
  } catch {
    // Storage refused (a privacy mode): the banner shows, and closing it lasts for this page.
    return false;
  }
}

export function dismissServiceMessage(): void {
  try {
    sessionStorage.setItem(storageKey, 'true');
  } catch {
    // See above: the banner is still hidden until the page is reloaded.
  }
}
