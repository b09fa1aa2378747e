// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cookieFlag } from '../../../../src/client/store/cookie-flag';

afterEach(() => {
  cleanup();
  for (const part of document.cookie.split('; ').filter(Boolean))
    document.cookie = `${part.split('=')[0] ?? ''}=; Path=/; Max-Age=0`;
});

describe('a true/false preference kept in a cookie', () => {
  it('starts from the cookie the browser holds', () => {
    document.cookie = 'flagKept=true; Path=/';
    expect(cookieFlag('flagKept', 90).read()).toBe(true);
    expect(cookieFlag('flagAbsent', 90).read()).toBe(false);
  });

  it('writes the cookie for the days given and re-renders its readers', () => {
    const flag = cookieFlag('flagWritten', 90);
    const { result } = renderHook(() => flag.use());
    expect(result.current).toBe(false);

    act(() => flag.write(true));
    expect(result.current).toBe(true);
    expect(document.cookie).toContain('flagWritten=true');

    act(() => flag.write(false));
    expect(result.current).toBe(false);
    expect(document.cookie).toContain('flagWritten=false');
  });
});
