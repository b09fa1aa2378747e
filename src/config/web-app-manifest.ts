/**
 * The web app manifest (vite.config.ts hands it to vite-plugin-pwa, which writes
 * manifest.webmanifest): what a browser needs to install the app as a desktop application
 * (issue 21). One manifest serves every language, so its names are English; the app's own
 * screens are translated. A unit test (tests/unit/config/web-app-manifest.test.ts) checks
 * that every address is one of the app's routes and every image exists at its stated size.
 */
import type { ManifestOptions } from 'vite-plugin-pwa';

/** The screenshots tests/tools/capture-screenshots.ts takes of the built app, in public/screenshots. */
export const manifestScreenshots = [
  { name: 'wide', width: 1280, height: 800, path: '/home', formFactor: 'wide' },
  { name: 'narrow', width: 450, height: 800, path: '/home', formFactor: 'narrow' },
] as const;

const shortcutIcons = [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }];

export const webAppManifest: Partial<ManifestOptions> = {
  // The app's identity for the browser: kept when start_url or the name change, so an
  // installed app is updated rather than installed twice.
  id: '/',
  name: 'Parts Catalogue',
  short_name: 'Parts',
  description: 'Electronic parts catalogue that works offline',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: '#ffffff',
  theme_color: '#0b5d3b',
  lang: 'en-GB',
  dir: 'ltr',
  categories: ['business', 'productivity', 'utilities'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  // The app icon's menu (right-click, long-press). There is no search without a catalogue to
  // search in, so Search opens the search history, which reruns searches and leads back to
  // the catalogue last browsed.
  shortcuts: [
    { name: 'Find a vehicle', short_name: 'Vehicle', url: '/home', icons: shortcutIcons },
    { name: 'Search', url: '/search-history', icons: shortcutIcons },
    { name: 'Shopping list', short_name: 'List', url: '/shopping-list', icons: shortcutIcons },
    { name: 'My Notes', short_name: 'Notes', url: '/notes', icons: shortcutIcons },
  ],
  screenshots: manifestScreenshots.map((shot) => ({
    src: `/screenshots/${shot.name}.png`,
    sizes: `${shot.width}x${shot.height}`,
    type: 'image/png',
    form_factor: shot.formFactor,
    label: 'Home: find a vehicle by VIN, registration number or model',
  })),
  // A window already open is brought forward and told of the launch (src/client/pwa/launch-queue.ts)
  // rather than a second one opened; where focus-existing is unknown, it is navigated instead.
  launch_handler: { client_mode: ['focus-existing', 'navigate-existing'] },
  // A parts list opened with the app goes into the upload preview.
  file_handlers: [
    {
      action: '/upload-csv-xml',
      accept: { 'text/csv': ['.csv'], 'application/xml': ['.xml'], 'text/xml': ['.xml'] },
    },
  ],
  // Text or a link shared with the app is searched for a VIN to decode.
  share_target: { action: '/share-target', method: 'GET', params: { title: 'title', text: 'text', url: 'url' } },
};
