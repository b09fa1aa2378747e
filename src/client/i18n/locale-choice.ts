/**
 * The locale the user chose on this device (issue 18). Written when they pick a language in
 * the market and language drawer or on the settings page, or when their saved language is
 * applied at sign-in; its absence means a first visit, where the browser's languages decide
 * (domain/site-locale/locale-in-force.ts). With the locale URL mode 'none' it is also where
 * the locale lives. See docs/decisions.md.
 */
const storageKey = 'epc_locale_choice';

export function readLocaleChoice(): string | undefined {
  try {
    return localStorage.getItem(storageKey) ?? undefined;
  } catch {
    return undefined;
  }
}

export function saveLocaleChoice(localeId: string): void {
  try {
    localStorage.setItem(storageKey, localeId);
  } catch (error) {
    console.warn('Could not keep the chosen language on this device', error);
  }
}

/** This device's choice and the browser's languages, for the domain's locale rules. */
export function thisDevice() {
  return { chosen: readLocaleChoice(), browserLanguages: navigator.languages };
}
