/**
 * The page's first script (vite.config.ts puts it in place of the app's entry). It lets the
 * browser paint the page the server sent (the boot skeleton, and the cookie notice until it is
 * accepted) before any of the app's own code runs, then runs the app's entry (main.tsx). On a
 * slow phone the app's scripts take hundreds of milliseconds to run: run first, they would
 * hold that first paint back (issue 19). Their code is fetched from the start all the same:
 * the page preloads the entry and everything it imports.
 */
import { afterFirstPaint } from './after-first-paint';

const appEntry = document.querySelector<HTMLLinkElement>('link[data-app-entry]');

void afterFirstPaint()
  .then(() => {
    if (!appEntry) throw new Error('The page names no app entry (link[data-app-entry])');
    return import(/* @vite-ignore */ appEntry.href);
  })
  .catch((error: unknown) => console.error('The app could not start', error));
