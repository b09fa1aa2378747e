/**
 * What the installed app was opened with (issue 21): the Launch Queue hands the app the
 * parts list a user opened with it (the manifest's file_handlers) or the address of a
 * shortcut or share when the app's window already existed (launch_handler focus-existing).
 * The file is kept here until the upload page takes it, whichever renders first. Browsers
 * without the Launch Queue open the same addresses as ordinary page loads, and never offer
 * the app for files.
 */

/** The parts of the Launch Queue API the app uses; not in TypeScript's DOM library. */
interface FileHandleLike {
  kind?: string;
  getFile: () => Promise<File>;
}
interface LaunchParams {
  targetURL?: string;
  files?: readonly FileHandleLike[];
}
interface LaunchQueue {
  setConsumer: (consumer: (params: LaunchParams) => void) => void;
}

/**
 * The address this document was loaded at, read as the app starts. A window the browser opens
 * for a launch gets that launch's address as its own and in the queue too: it is open already.
 */
const loadedAt = window.location.href;
let firstLaunch = true;

/** What a launch asks of the app. */
export type Launch = { kind: 'file'; file: File } | { kind: 'address'; url: URL };

let launchedFile: File | null = null;
const fileListeners = new Set<() => void>();

function setLaunchedFile(file: File): void {
  launchedFile = file;
  fileListeners.forEach((listener) => listener());
}

/**
 * Hands `receive` the file the app was opened with: one that came before this call (the
 * upload page loads after the launch) and each one after. A file is handed over once, so
 * opening the upload page again later does not bring the same file back.
 */
export function onLaunchedFile(receive: (file: File) => void): () => void {
  const deliver = () => {
    const file = launchedFile;
    if (!file || !fileListeners.has(deliver)) return;
    launchedFile = null;
    receive(file);
  };
  fileListeners.add(deliver);
  queueMicrotask(deliver);
  return () => fileListeners.delete(deliver);
}

async function launchOf(params: LaunchParams): Promise<Launch | null> {
  const handle = params.files?.find((candidate) => candidate.kind !== 'directory');
  const ownLoad = firstLaunch && params.targetURL === loadedAt;
  firstLaunch = false;
  if (handle) return { kind: 'file', file: await handle.getFile() };
  if (!params.targetURL || ownLoad) return null;
  const url = new URL(params.targetURL, window.location.href);
  return url.origin === window.location.origin ? { kind: 'address', url } : null;
}

/**
 * Hands each launch to `onLaunch`, a file kept for the upload page first. Does nothing where
 * the browser has no Launch Queue. Launches that came before this call are queued by the
 * browser and delivered now.
 */
export function consumeLaunches(onLaunch: (launch: Launch) => void): void {
  const queue = (window as Window & { launchQueue?: LaunchQueue }).launchQueue;
  if (!queue) return;
  queue.setConsumer((params) => {
    launchOf(params)
      .then((launch) => {
        if (!launch) return;
        if (launch.kind === 'file') setLaunchedFile(launch.file);
        onLaunch(launch);
      })
      .catch((error: unknown) => console.warn('The file the app was opened with could not be read', error));
  });
}
