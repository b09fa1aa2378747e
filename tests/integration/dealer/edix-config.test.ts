import { describe, expect, it } from 'vitest';
import { loadServerConfig } from '../../../src/server/config';

describe('EDIX_TARGETS', () => {
  it('is unset by default: the proxy then calls only the server’s own dealer stand-in', () => {
    expect(loadServerConfig({}).edixTargets).toBeUndefined();
    expect(loadServerConfig({ EDIX_TARGETS: ' ' }).edixTargets).toBeUndefined();
  });

  it('reads comma-separated base URLs in one spelling', () => {
    expect(
      loadServerConfig({
        EDIX_TARGETS: 'https://Dealers.Example.com:443/edix/, http://localhost:8080/dealer-service,,',
      }).edixTargets,
    ).toEqual(['https://dealers.example.com/edix', 'http://localhost:8080/dealer-service']);
  });

  it.each([
    'dealers.example.com',
    'ftp://dealers.example.com',
    'https://user:pw@dealers.example.com',
    'https://dealers.example.com/?a=1',
    'https://dealers.example.com/#x',
  ])('refuses %s with a message naming EDIX_TARGETS', (entry) => {
    expect(() => loadServerConfig({ EDIX_TARGETS: `https://ok.example, ${entry}` })).toThrow(
      `EDIX_TARGETS must be comma-separated http(s) base URLs without query or credentials, but '${entry}' is not one.`,
    );
  });
});
