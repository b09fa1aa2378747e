import { describe, expect, it } from 'vitest';
import { isFlagRequest } from '../../../sw/cache-policy';

describe('country flags in the service worker (issue 18)', () => {
  it('keeps the flag images the app shows, by their /flags/<code>.svg address', () => {
    expect(isFlagRequest(new URL('https://epc.example/flags/gb.svg'), 'GET')).toBe(true);
    expect(isFlagRequest(new URL('https://epc.example/flags/de.svg'), 'GET')).toBe(true);
  });

  it('leaves anything else alone', () => {
    expect(isFlagRequest(new URL('https://epc.example/flags/gb.svg'), 'POST')).toBe(false);
    expect(isFlagRequest(new URL('https://epc.example/flags/gb-eng.svg'), 'GET')).toBe(false);
    expect(isFlagRequest(new URL('https://epc.example/icons/icon-192.png'), 'GET')).toBe(false);
    expect(isFlagRequest(new URL('https://epc.example/api/flags/gb.svg'), 'GET')).toBe(false);
  });
});
