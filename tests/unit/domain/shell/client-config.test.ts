import { describe, expect, it } from 'vitest';
import { clientConfigScript, readClientConfig } from '../../../../src/domain/shell/client-config';

const settings = { errorReportingDsn: null, siteUrlMode: 'path', localeUrlMode: 'query_param' } as const;

describe("the deployment's settings for the app", () => {
  it('reads a whole, valid set, with or without an error-reporting address', () => {
    expect(readClientConfig(settings)).toEqual(settings);
    const withDsn = { ...settings, errorReportingDsn: 'https://key@errors.example.com/1' };
    expect(readClientConfig(withDsn)).toEqual(withDsn);
  });

  it('refuses anything else rather than starting the app on a wrong URL mode', () => {
    expect(readClientConfig(null)).toBeUndefined();
    expect(readClientConfig('path')).toBeUndefined();
    expect(readClientConfig({ ...settings, siteUrlMode: 'subdomain' })).toBeUndefined();
    expect(readClientConfig({ ...settings, localeUrlMode: undefined })).toBeUndefined();
    expect(readClientConfig({ ...settings, errorReportingDsn: 42 })).toBeUndefined();
  });

  it('writes them as a JSON block that reads back the same and no value can close', () => {
    const hostile = { ...settings, errorReportingDsn: 'https://x/</script><script>alert(1)</script>' };
    const script = clientConfigScript(hostile);
    const body = /^<script id="client-config" type="application\/json">(.*)<\/script>$/.exec(script)?.[1] ?? '';
    expect(body).not.toContain('<');
    expect(readClientConfig(JSON.parse(body))).toEqual(hostile);
  });
});
