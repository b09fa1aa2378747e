// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  emptyBrowsingContext,
  readBrowsingContext,
  useBrowsingContext,
  useBrowsingContextValue,
  writeBrowsingContext,
} from '../../../../src/client/store/browsing-context-storage';

afterEach(() => {
  vi.restoreAllMocks();
  cleanup();
  sessionStorage.clear();
});

const withVin = { ...emptyBrowsingContext(), type: 'vin' as const, vin: '1M8GDM9AXKP042788' };

describe('the browsing context kept in session storage', () => {
  it('tells the screens of a change, and writes only the keys that changed', () => {
    let renders = 0;
    renderHook(() => {
      renders += 1;
      return useBrowsingContext();
    });
    act(() => writeBrowsingContext(withVin));
    expect(renders).toBe(2);
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    act(() => writeBrowsingContext({ ...withVin }));
    expect(setItem).not.toHaveBeenCalled();
    act(() => writeBrowsingContext({ ...withVin, showNonApplicable: true }));
    expect(setItem.mock.calls).toEqual([['showNonApplicable', 'true']]);
    expect(renders).toBe(3);
    expect(readBrowsingContext()?.vin).toBe('1M8GDM9AXKP042788');
  });

  it('redraws a screen reading one value only when that value changes', () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useBrowsingContextValue((context) => context?.vin ?? null);
    });
    expect(result.current).toBeNull();
    act(() => writeBrowsingContext(withVin));
    expect(result.current).toBe('1M8GDM9AXKP042788');
    act(() => writeBrowsingContext({ ...withVin, majorSection: { id: 'maj-2', description: 'Engine' } }));
    expect(renders).toBe(2);
    expect(readBrowsingContext()?.majorSection?.id).toBe('maj-2');
  });
});
