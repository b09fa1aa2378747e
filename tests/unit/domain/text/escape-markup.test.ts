// @vitest-environment jsdom
// jsdom for its DOMParser: the escaped text must parse back to itself in HTML and XML.
import { describe, expect, it } from 'vitest';
import { escapeMarkup } from '../../../../src/domain/text/escape-markup';

describe('escapeMarkup: text safe in HTML, XML and SVG content and quoted attributes', () => {
  it.each([
    ['&', '&amp;'],
    ['<', '&lt;'],
    ['>', '&gt;'],
    ['"', '&quot;'],
    ["'", '&#39;'],
  ])('%s -> %s', (char, reference) => {
    expect(escapeMarkup(char)).toBe(reference);
    expect(escapeMarkup(`a${char}b${char}`)).toBe(`a${reference}b${reference}`);
  });

  it('escapes an injection attempt for both attribute quotes and element content', () => {
    expect(escapeMarkup(`"><script>alert('x')</script>`)).toBe(
      '&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;',
    );
  });

  it('escapes already-escaped text again: the input is text, shown as typed', () => {
    expect(escapeMarkup('&amp; &lt;b&gt; &#39;')).toBe('&amp;amp; &amp;lt;b&amp;gt; &amp;#39;');
  });

  it('leaves everything else alone, non-ASCII and control characters included', () => {
    const text = 'Ærø Straße 12 — café ₤5 車 \u{1F697} \t\r\n ;=/`';
    expect(escapeMarkup(text)).toBe(text);
    expect(escapeMarkup('')).toBe('');
  });

  it('reads back as the same text in HTML and in XML', () => {
    const text = `Tom & Jerry's <"clip"> &amp; 車`;
    const html = new DOMParser().parseFromString(
      `<p title="${escapeMarkup(text)}">${escapeMarkup(text)}</p>`,
      'text/html',
    );
    expect(html.querySelector('p')?.textContent).toBe(text);
    expect(html.querySelector('p')?.getAttribute('title')).toBe(text);
    const xml = new DOMParser().parseFromString(
      `<svg xmlns="http://www.w3.org/2000/svg" data-x='${escapeMarkup(text)}'><title>${escapeMarkup(text)}</title></svg>`,
      'application/xml',
    );
    expect(xml.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(xml.documentElement.getAttribute('data-x')).toBe(text);
    expect(xml.getElementsByTagName('title')[0]?.textContent).toBe(text);
  });
});
