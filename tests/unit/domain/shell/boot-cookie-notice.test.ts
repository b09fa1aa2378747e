import { describe, expect, it } from 'vitest';
import { bootCookieNoticeHtml, readCookieNoticeWording } from '../../../../src/domain/shell/boot-cookie-notice';

const wording = {
  heading: 'This site uses cookies',
  body: 'We use cookies.',
  policy: 'Read our cookie policy',
  accept: 'Accept cookies',
};

describe('the cookie notice written into the page', () => {
  it('reads the four texts from a translation file, and nothing that is not text', () => {
    expect(readCookieNoticeWording({ cookieNotice: wording, other: { heading: 'x' } })).toEqual(wording);
    expect(readCookieNoticeWording({ cookieNotice: { heading: 'Only this', body: 42 } })).toEqual({
      heading: 'Only this',
      body: undefined,
      policy: undefined,
      accept: undefined,
    });
    expect(readCookieNoticeWording(null)).toEqual({});
    expect(readCookieNoticeWording({ cookieNotice: 'not a section' })).toEqual({});
  });

  it('shows every text as text, in its language, in the brand colours of the app', () => {
    const html = bootCookieNoticeHtml(
      { ...wording, heading: '<img src=x onerror=alert(1)> & "you"' },
      'de-DE',
      '#0b5d3b',
    );
    expect(html).toContain('<h2>&lt;img src=x onerror=alert(1)&gt; &amp; &quot;you&quot;</h2>');
    expect(html).not.toContain('<img');
    expect(html).toContain('<section class="boot-notice" lang="de-DE">');
    expect(html).toContain('We use cookies. <span style="color:#0a5334">Read our cookie policy</span>');
    expect(html).toContain('style="background-color:#0b5d3b">Accept cookies</span>');
  });

  it('refuses a brand colour that is not #rrggbb, so nothing else reaches the style attribute', () => {
    expect(() => bootCookieNoticeHtml(wording, 'en-GB', 'red;background:url(x)')).toThrow(/#rrggbb/);
  });
});
