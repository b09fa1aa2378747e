/** The drawer's choice of interface language (shell spec, section 2). */
import { Dropdown, Field, Option } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { supportedLanguages } from '../../../../domain/profile/supported-languages';
import { useLanguageName } from './language-names';

interface LanguageFieldProps {
  value: string;
  onChange: (localeId: string) => void;
  hint?: string;
}

/** The 29 languages a user may choose (catalogue spec, section 9), each by its language text, in alphabetical order. */
export function LanguageField({ value, onChange, hint }: LanguageFieldProps) {
  const { t } = useTranslation();
  const languageName = useLanguageName();
  const options = useMemo(
    () => supportedLanguages.map((id) => ({ id, name: languageName(id) })).sort((a, b) => a.name.localeCompare(b.name)),
    [languageName],
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
