/** Switches the interface language when the URL's locale changes (shell spec, section 1). */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLocale } from './create-i18n';

/**
 * Keeps the interface language equal to the locale in the URL: a new locale loads its file on
 * demand, then the whole UI re-renders in it. A load failure that is not an expected gap is
 * rethrown during render so the error boundary shows it.
 */
export function useLocaleSync(localeId: string): void {
  const { i18n } = useTranslation();
  const [failure, setFailure] = useState<unknown>(undefined);

  useEffect(() => {
    document.documentElement.lang = localeId;
    if (i18n.language === localeId) return;
    changeLocale(i18n, localeId).catch((error: unknown) => setFailure(() => error));
  }, [i18n, localeId]);

  if (failure !== undefined) throw failure;
}
