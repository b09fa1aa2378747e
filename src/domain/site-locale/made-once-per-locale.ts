/**
 * Formatters made once per locale (or locale and currency) and shared by every caller
 * (issue 19). An Intl constructor costs about a millisecond on a slow phone, and every priced
 * row of a parts list, every size and date shown, asks for one. The keys are the app's own
 * locales and the currencies its markets price in, so the cache stays small.
 */
export function madeOncePerLocale<T>(): (key: string, make: () => T) => T {
  const made = new Map<string, T>();
  return (key, make) => {
    let value = made.get(key);
    if (value === undefined) {
      value = make();
      made.set(key, value);
    }
    return value;
  };
}

/**
 * A value made on its first use and kept: the first Intl format of a kind loads the browser's
 * locale data (tens of milliseconds on a slow phone), so a formatter a screen may never call
 * is not made when the screen is drawn.
 */
export function madeOnFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
