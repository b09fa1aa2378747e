// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyWithPreload } from '../../../../../src/client/components/lazy-with-preload';

afterEach(cleanup);

const Drawer = ({ title }: { title: string }) => <p>{title}</p>;

const inSuspense = (node: ReactNode) => <Suspense fallback={<p>loading</p>}>{node}</Suspense>;

describe('a control whose code loads on first use', () => {
  it('loads when first drawn, and is drawn at once, without the fallback, when preloaded', async () => {
    let downloads = 0;
    const drawer = lazyWithPreload(() => {
      downloads += 1;
      return Promise.resolve(Drawer);
    });
    render(inSuspense(<drawer.Component title="Bookmarks" />));
    expect(await screen.findByText('Bookmarks')).toBeTruthy();
    cleanup();

    await drawer.preload();
    render(inSuspense(<drawer.Component title="Bookmarks again" />));
    expect(screen.getByText('Bookmarks again')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    expect(downloads).toBe(1);
  });

  it('tries the download again on the next attempt after one failed, and a failed preload never rejects', async () => {
    let downloads = 0;
    const drawer = lazyWithPreload(() => {
      downloads += 1;
      return downloads === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Drawer);
    });
    await expect(drawer.preload()).resolves.toBeUndefined();
    render(inSuspense(<drawer.Component title="Notes" />));
    expect(await screen.findByText('Notes')).toBeTruthy();
    expect(downloads).toBe(2);
  });
});
