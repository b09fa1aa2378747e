/** A Select of the supported languages (catalogue spec, section 9), named in the admin's own language. */
import { Select, type SelectProps } from '@fluentui/react-components';
import { useMemo } from 'react';
import { supportedLanguages } from '../../../../domain/profile/supported-languages';
import { useSiteLocale } from '../../../i18n/site-locale-context';

export function useLanguageName(): (code: string) => string {
  const { locale } = useSiteLocale();
  return useMemo(() => {
    let names: Intl.DisplayNames | undefined;
    try {
      names = new Intl.DisplayNames([locale.id], { type: 'language' });
    } catch {
      names = undefined;
    }
    return (code: string) => {
      const name = names?.of(code);
      return name === undefined || name === code ? code : `${name} (${code})`;
    };
  }, [locale.id]);
}

export function LanguageSelect(props: Omit<SelectProps, 'children'>) {
  const languageName = useLanguageName();
  return (
    <Select {...props}>
      {supportedLanguages.map((code) => (
        <option key={code} value={code}>
          {languageName(code)}
        </option>
      ))}
    </Select>
  );
}
