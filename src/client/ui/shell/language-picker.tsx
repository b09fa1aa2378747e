import { Field, Select } from '@fluentui/react-components';
import { useMemo, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSiteLocale } from '../routing/site-locale-context';

/** Each language named in its own language, so a user can find theirs whatever is showing. */
function nativeName(localeId: string): string {
  try {
    return new Intl.DisplayNames([localeId], { type: 'language' }).of(localeId) ?? localeId;
  } catch {
    return localeId;
  }
}

/** Switches the interface language by moving to the same page in the chosen locale. */
export function LanguagePicker() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { site, locale, appPath, hrefFor } = useSiteLocale();
  const options = useMemo(
    () => site.l10n.supportedLocales.map((supported) => ({ id: supported.id, name: nativeName(supported.id) })),
    [site],
  );
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => navigate(hrefFor(appPath, { locale: event.target.value }));

  return (
    <Field label={t('header.language', 'Language')} orientation="horizontal">
      <Select value={locale.id} onChange={onChange} data-testid="language-picker">
        {options.map((option) => (
          <option key={option.id} value={option.id} lang={option.id}>
            {option.name}
          </option>
        ))}
      </Select>
    </Field>
  );
}
