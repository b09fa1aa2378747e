import { describe, expect, it } from 'vitest';
import { decodeUrlComponent, joinUrl, pathSegments, splitUrl } from '../../../../src/domain/site-locale/url-parts';

describe('splitUrl and joinUrl', () => {
  it.each([
    { url: '/', parts: { pathname: '/', query: '', hash: '' }, joined: '/' },
    {
      url: '/home?x=1&site=cv#top',
      parts: { pathname: '/home', query: 'x=1&site=cv', hash: '#top' },
      joined: '/home?x=1&site=cv#top',
    },
    { url: '/home#a?b', parts: { pathname: '/home', query: '', hash: '#a?b' }, joined: '/home#a?b' },
    {
      url: 'https://shop.example.com:8443/cv/home?x=1',
      parts: { pathname: '/cv/home', query: 'x=1', hash: '' },
      joined: '/cv/home?x=1',
    },
    { url: 'https://shop.example.com', parts: { pathname: '/', query: '', hash: '' }, joined: '/' },
    {
      url: 'https://shop.example.com?site=cv',
      parts: { pathname: '/', query: 'site=cv', hash: '' },
      joined: '/?site=cv',
    },
    { url: '?site=cv', parts: { pathname: '/', query: 'site=cv', hash: '' }, joined: '/?site=cv' },
    { url: 'home', parts: { pathname: '/home', query: '', hash: '' }, joined: '/home' },
    { url: '/home?', parts: { pathname: '/home', query: '', hash: '' }, joined: '/home' },
  ])('$url', ({ url, parts, joined }) => {
    expect(splitUrl(url)).toEqual(parts);
    expect(joinUrl(splitUrl(url))).toBe(joined);
  });
});

describe('pathSegments', () => {
  it.each([
    { pathname: '/', segments: [''] },
    { pathname: '/cv/de-DE/home', segments: ['cv', 'de-DE', 'home'] },
    { pathname: '/cv/', segments: ['cv', ''] },
    { pathname: '/c%76/home', segments: ['cv', 'home'] },
  ])('$pathname', ({ pathname, segments }) => {
    expect(pathSegments(pathname)).toEqual(segments);
  });
});

describe('decodeUrlComponent', () => {
  it.each([
    { text: 'de-DE', decoded: 'de-DE' },
    { text: 'a%20b', decoded: 'a b' },
    { text: '100%', decoded: '100%' },
  ])('"$text" decodes to "$decoded"', ({ text, decoded }) => {
    expect(decodeUrlComponent(text)).toBe(decoded);
  });
});
