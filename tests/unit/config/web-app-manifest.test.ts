// The web app manifest (issue 21): every address it gives the installed app opens one of the
// app's own pages, and every image it declares is in public/ as a PNG of the stated size.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../../src/client/app/routing/route-table';
import { webAppManifest } from '../../../src/config/web-app-manifest';

/** The route an address opens, leaving out the catch-all not-found page. */
function routeOf(url: string): string | undefined {
  const { pathname } = new URL(url, 'https://app.example');
  return appRoutes.find(({ path }) => path !== '*' && matchPath({ path, end: true }, pathname) !== null)?.path;
}

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(publicPath: string): string {
  const bytes = readFileSync(join('public', publicPath));
  expect(bytes.subarray(0, 8).toString('hex'), `${publicPath} is a PNG`).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('the web app manifest', () => {
  it('names the app with an id, and opens it at home in its own window', () => {
    expect(webAppManifest).toMatchObject({ id: '/', start_url: '/', scope: '/', display: 'standalone' });
    expect(routeOf(webAppManifest.start_url ?? '')).toBe('/');
    expect(webAppManifest.categories).toEqual(['business', 'productivity', 'utilities']);
  });

  it('has the four shortcuts, each opening a real page of the app', () => {
    const shortcuts = webAppManifest.shortcuts ?? [];
    expect(shortcuts.map((shortcut) => shortcut.name)).toEqual([
      'Find a vehicle',
      'Search',
      'Shopping list',
      'My Notes',
    ]);
    expect(shortcuts.map((shortcut) => routeOf(shortcut.url))).toEqual([
      '/home',
      '/search-history',
      '/shopping-list',
      '/notes',
    ]);
  });

  it('opens parts list files in the upload page and shared text in the share page', () => {
    expect(webAppManifest.file_handlers).toEqual([
      {
        action: '/upload-csv-xml',
        accept: { 'text/csv': ['.csv'], 'application/xml': ['.xml'], 'text/xml': ['.xml'] },
      },
    ]);
    expect(routeOf(webAppManifest.file_handlers?.[0]?.action ?? '')).toBe('/upload-csv-xml');
    expect(webAppManifest.share_target).toEqual({
      action: '/share-target',
      method: 'GET',
      params: { title: 'title', text: 'text', url: 'url' },
    });
    expect(routeOf(webAppManifest.share_target?.action ?? '')).toBe('/share-target');
    expect(webAppManifest.launch_handler).toEqual({ client_mode: ['focus-existing', 'navigate-existing'] });
  });

  it('declares icons that exist at their sizes, with a maskable one', () => {
    const icons = [...(webAppManifest.icons ?? []), ...(webAppManifest.shortcuts ?? []).flatMap((s) => s.icons ?? [])];
    expect(icons.length).toBeGreaterThanOrEqual(3);
    for (const icon of icons) expect(pngSize(icon.src), icon.src).toBe(icon.sizes);
    expect(webAppManifest.icons?.some((icon) => icon.purpose === 'maskable')).toBe(true);
  });

  it('declares a wide and a narrow screenshot that exist at their sizes', () => {
    const screenshots = webAppManifest.screenshots ?? [];
    expect(screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);
    for (const shot of screenshots) {
      expect(pngSize(shot.src), shot.src).toBe(shot.sizes);
      const [width = 0, height = 0] = shot.sizes.split('x').map(Number);
      // Chromium's install dialog ignores a wide screenshot narrower than it is high, and the reverse.
      expect(shot.form_factor === 'wide' ? width > height : width < height, shot.src).toBe(true);
      expect(shot.label).toBeTruthy();
    }
  });
});
