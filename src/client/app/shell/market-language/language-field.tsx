/** The drawer's choice of interface language (shell spec, section 2). */
import { Dropdown, Field, Option } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteLocale } from '../../../i18n/site-locale-context';
import { useLanguageName } from './language-names';

interface LanguageFieldProps {
  value: string;
  onChange: (localeId: string) => void;
  hint?: string;
}

/** The interface languages of the site, each by its language text, in alphabetical order. */
export function LanguageField({ value, onChange, hint }: LanguageFieldProps) {
  const { t } = useTranslation();
  const { site } = useSiteLocale();
  const languageName = useLanguageName();
  const options = useMemo(
    () =>
      site.l10n.supportedLocales
        .map((supported) => ({ id: supported.id, name: languageName(supported.id) }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [site, languageName],
  );
  return (
    <Field label={t('marketLanguage.language', 'Language')} hint={hint}>
      <Dropdown
        value={languageName(value)}
        selectedOptions={[value]}
        onOptionSelect={(_event, data) => {
          if (data.optionValue) onChange(data.optionValue);
        }}
        data-testid="language-field"
      >
        {options.map((option) => (
          <Option key={option.id} value={option.id} text={option.name} lang={option.id}>
            {option.name}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
