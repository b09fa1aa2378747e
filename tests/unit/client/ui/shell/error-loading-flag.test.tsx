// @vitest-environment jsdom
// The error-loading flag a failed logout leaves (shell spec, sections 4 and 8) is read once,
// before the error page is displayed, and then cleared (docs/decisions.md).
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useErrorLoadingFlag } from '../../../../../src/client/app/shell/use-error-loading-flag';
import { errorLoadingKey, flagErrorLoading } from '../../../../../src/client/store/sign-in-storage';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('the error-loading flag', () => {
  it('is false when no logout failed', () => {
    const { result } = renderHook(() => useErrorLoadingFlag('/home'));
    expect(result.current).toBe(false);
  });

  it('after a failed logout: true on the page landed on, cleared from storage, false once the user moves on', () => {
    flagErrorLoading();
    const { result, rerender } = renderHook(({ path }) => useErrorLoadingFlag(path), {
      initialProps: { path: '/home' },
    });
    expect(result.current).toBe(true);
    expect(sessionStorage.getItem(errorLoadingKey)).toBeNull();
    rerender({ path: '/home' });
    expect(result.current).toBe(true);
    rerender({ path: '/help' });
    expect(result.current).toBe(false);
    rerender({ path: '/home' });
    expect(result.current).toBe(false);
  });

  it('is read once: the next page load after it was shown is an ordinary one', () => {
    flagErrorLoading();
    renderHook(() => useErrorLoadingFlag('/home'));
    cleanup();
    const { result } = renderHook(() => useErrorLoadingFlag('/home'));
    expect(result.current).toBe(false);
  });
});
