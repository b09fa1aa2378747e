/** First-party cookies the app itself reads and writes (never HttpOnly ones: those are the server's). */

export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : undefined;
}

/** Writes the cookie for `days`, or removes it when value is undefined. */
export function writeCookie(name: string, value: string | undefined, days: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const life = value === undefined ? 'Max-Age=0' : `Max-Age=${days * 24 * 60 * 60}`;
  document.cookie = `${name}=${encodeURIComponent(value ?? '')}; Path=/; ${life}; SameSite=Lax${secure}`;
}
