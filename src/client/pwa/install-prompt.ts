/**
 * The browser's offer to install the app (issue 21): Chromium-based browsers fire
 * `beforeinstallprompt` when the app may be installed, and the shell's Install button shows
 * it then. The event can come before React has drawn anything, so it is caught from the
 * start (main.tsx) and kept here. Once installed (`appinstalled`, or running in its own
 * window) the app remembers it on this device and offers no more; other browsers fire
 * neither event, so no button shows there (the README says how they install instead).
 */
import { useSyncExternalStore } from 'react';

/** What Chromium's `beforeinstallprompt` event carries; not in TypeScript's DOM library. */
interface InstallPromptEvent extends Event {
  prompt: () => Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const installedKey = 'epc_app_installed';

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function setOffer(next: InstallPromptEvent | null): void {
  offer = next;
  listeners.forEach((listener) => listener());
}

function isInstallPromptEvent(event: Event): event is InstallPromptEvent {
  return 'prompt' in event && typeof event.prompt === 'function' && 'userChoice' in event;
}

function rememberInstalled(): void {
  try {
    localStorage.setItem(installedKey, 'true');
  } catch {
    // Storage refused (private mode, full): the app may offer again; nothing else changes.
  }
}

/** Installed on this device: remembered, or this page is the installed app's own window. */
export function isInstalled(): boolean {
  if (window.matchMedia?.('(display-mode: standalone)').matches) return true;
  try {
    return localStorage.getItem(installedKey) === 'true';
  } catch {
    return false;
  }
}

/** Starts listening; call once, before the first render. */
export function watchInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Once installed, the browser's own menu is left to it; the app does not ask again.
    if (isInstalled() || !isInstallPromptEvent(event)) return;
    // Keeps the browser's own mini-infobar away: the shell's button offers it instead.
    event.preventDefault();
    setOffer(event);
  });
  window.addEventListener('appinstalled', () => {
    rememberInstalled();
    setOffer(null);
  });
}

/** Whether the shell may show its Install button now. */
export function useInstallOffered(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => offer !== null,
    () => false,
  );
}

/**
 * Shows the browser's install dialog. An offer can be shown once, so the button goes either
 * way; an accepted one is remembered at once, as `appinstalled` may come late or not at all.
 */
export async function promptInstall(): Promise<void> {
  const shown = offer;
  if (!shown) return;
  setOffer(null);
  await shown.prompt();
  const { outcome } = await shown.userChoice;
  if (outcome === 'accepted') rememberInstalled();
}
