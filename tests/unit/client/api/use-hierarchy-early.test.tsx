// @vitest-environment jsdom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepEarlyAnswer } from '../../../../src/client/api/catalogue/early-answer';
import {
  hierarchyQueryKey,
  useHierarchy,
  type Hierarchy,
} from '../../../../src/client/api/catalogue/next-level-hierarchies';
import { level, levelQuery as query } from './hierarchy-fixture';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a page whose level was asked for as the app started', () => {
  it('draws the level in its first render when it has arrived, without asking again', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const arrived = Promise.resolve(level);
    keepEarlyAnswer(hierarchyQueryKey(query), arrived);
    await arrived;
    const { result } = renderHook(() => useHierarchy({ ...query }));
    expect(result.current).toMatchObject({ status: 'ready', hierarchy: level });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(result.current).toMatchObject({ status: 'ready', hierarchy: level });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('waits for it when it is still on its way, then draws it', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    let arrive: (value: Hierarchy) => void = () => undefined;
    keepEarlyAnswer(hierarchyQueryKey(query), new Promise<Hierarchy>((resolve) => (arrive = resolve)));
    const { result } = renderHook(() => useHierarchy(query));
    expect(result.current).toEqual({ status: 'loading' });
    arrive(level);
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', hierarchy: level }));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('treats the same query given in another field order as the same level', () => {
    expect(hierarchyQueryKey({ marketCode: 'GB', langCode: 'en-GB', catHieId: 'arden' })).toBe(
      hierarchyQueryKey(query),
    );
    expect(hierarchyQueryKey({ ...query, marketCode: 'DE' })).not.toBe(hierarchyQueryKey(query));
  });
});
