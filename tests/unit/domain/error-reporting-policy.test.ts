import { describe, expect, it } from 'vitest';
import {
  errorReportingSettings,
  isLocalHost,
  reportingOrigin,
} from '../../../src/domain/errors/error-reporting-policy';

const dsn = 'https://public-key@errors.example.com/42';

describe('error reporting policy', () => {
  it('reports 100 % of sessions and no replays when a DSN is configured on a real host', () => {
    expect(errorReportingSettings(dsn, 'epc.example.com')).toEqual({
      dsn,
      sampleRate: 1,
      replaysSessionSampleRate: 0,
      replaysOnErrorSampleRate: 0,
    });
  });

  it('sends nothing without a DSN', () => {
    expect(errorReportingSettings(undefined, 'epc.example.com')).toBeNull();
    expect(errorReportingSettings('', 'epc.example.com')).toBeNull();
  });

  it.each(['localhost', 'app.localhost', '127.0.0.1', '127.1.2.3', '::1', '[::1]', '0.0.0.0'])(
    'never reports from the local host %s',
    (hostname) => {
      expect(isLocalHost(hostname)).toBe(true);
      expect(errorReportingSettings(dsn, hostname)).toBeNull();
    },
  );

  it.each(['epc.example.com', '192.168.1.20', 'localhost.example.com'])('%s is not local', (hostname) => {
    expect(isLocalHost(hostname)).toBe(false);
  });

  it('finds the origin reports go to, without the key', () => {
    expect(reportingOrigin(dsn)).toBe('https://errors.example.com');
    expect(reportingOrigin('not a dsn')).toBeUndefined();
  });
});
