// What the installed app does with each launch the browser's Launch Queue hands it (issue 21):
// a file is kept for the upload page and handed over once; an address of this app is followed,
// except the first launch of a window, which only repeats the address the window opened at.
import { afterEach, describe, expect, it, vi } from 'vitest';

type Params = { targetURL?: string; files?: { kind?: string; getFile: () => Promise<File> }[] };

/** The module as a window loaded at `href` sees it, with a Launch Queue the test launches into. */
async function appLoadedAt(href: string) {
  vi.resetModules();
  let consumer: ((params: Params) => void) | undefined;
  vi.stubGlobal('window', {
    location: new URL(href),
    launchQueue: { setConsumer: (c: typeof consumer) => (consumer = c) },
  });
  const launchQueue = await import('../../../../src/client/pwa/launch-queue');
  const launches: unknown[] = [];
  launchQueue.consumeLaunches((launch) =>
    launches.push(
      launch.kind === 'file' ? `file ${launch.file.name}` : `address ${launch.url.pathname}${launch.url.search}`,
    ),
  );
  const launch = async (params: Params) => {
    consumer?.(params);
    // The consumer reads the file asynchronously.
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { launchQueue, launches, launch };
}

const fileHandle = (name: string) => ({
  kind: 'file',
  getFile: () => Promise.resolve(new File(['partNumber,quantity'], name)),
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Launch Queue', () => {
  it('does not follow the first launch of a window to the address it opened at, but follows later ones', async () => {
    const app = await appLoadedAt('https://epc.example/share-target?text=SARSB21D1NH000001');
    await app.launch({ targetURL: 'https://epc.example/share-target?text=SARSB21D1NH000001' });
    await app.launch({ targetURL: 'https://epc.example/notes' });
    await app.launch({ targetURL: 'https://epc.example/share-target?text=SARSB21D1NH000001' });
    expect(app.launches).toEqual(['address /notes', 'address /share-target?text=SARSB21D1NH000001']);
  });

  it('follows no address of another site', async () => {
    const app = await appLoadedAt('https://epc.example/home');
    await app.launch({ targetURL: 'https://elsewhere.example/notes' });
    expect(app.launches).toEqual([]);
  });

  it('keeps a file until the upload page asks, hands it over once, and hands later files at once', async () => {
    const app = await appLoadedAt('https://epc.example/upload-csv-xml');
    await app.launch({ targetURL: 'https://epc.example/upload-csv-xml', files: [fileHandle('first.csv')] });
    expect(app.launches).toEqual(['file first.csv']);

    const received: string[] = [];
    const stop = app.launchQueue.onLaunchedFile((file) => received.push(file.name));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await app.launch({ files: [fileHandle('second.xml')] });
    stop();
    // A page opened again later does not get the same files back.
    app.launchQueue.onLaunchedFile((file) => received.push(`again ${file.name}`));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(received).toEqual(['first.csv', 'second.xml']);
  });

  it('does nothing where the browser has no Launch Queue', async () => {
    vi.resetModules();
    vi.stubGlobal('window', { location: new URL('https://epc.example/home') });
    const { consumeLaunches } = await import('../../../../src/client/pwa/launch-queue');
    const onLaunch = vi.fn();
    expect(() => consumeLaunches(onLaunch)).not.toThrow();
    expect(onLaunch).not.toHaveBeenCalled();
  });
});
