/**
 * The fields of the registration form (catalogue spec, section 2), each with its real label
 * and its problem beside it. Only display: the form (registration-form.tsx) holds the values.
 */
import { Field, Input, Radio, RadioGroup, Select, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { RegistrationForm, RegistrationTextField } from '../../../domain/registration/registration-form';
import { localisedMarketName } from '../../../domain/shell/market-names';
import { useSiteLocale } from '../../i18n/site-locale-context';
import type { RegistrationChoices } from './use-registration-reference';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalM,
  },
});

export interface FieldsProps {
  form: RegistrationForm;
  messages: Partial<Record<keyof RegistrationForm, string>>;
  choices: RegistrationChoices;
  onChange: (change: Partial<RegistrationForm>) => void;
  disabled: boolean;
}

const autoComplete: Partial<Record<RegistrationTextField, string>> = {
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
  phone: 'tel',
  companyName: 'organization',
  companyAddress1: 'address-line1',
  companyAddress2: 'address-line2',
  postCode: 'postal-code',
};

export function RegistrationFields({ form, messages, choices, onChange, disabled }: FieldsProps) {
  const { t } = useTranslation();
  const { locale } = useSiteLocale();
  const collator = new Intl.Collator(locale.id);
  const styles = useStyles();

  const labels: Record<RegistrationTextField, string> = {
    firstName: t('registration.firstName', 'First name'),
    lastName: t('registration.lastName', 'Last name'),
    email: t('registration.email', 'Email'),
    phone: t('registration.phone', 'Phone'),
    companyName: t('registration.companyName', 'Company'),
    companyAddress1: t('registration.companyAddress1', 'Company address line 1'),
    companyAddress2: t('registration.companyAddress2', 'Company address line 2 (optional)'),
    country: t('registration.country', 'Country'),
    postCode: t('registration.postCode', 'Post code'),
    defaultMarket: t('registration.defaultMarket', 'Default market view'),
    preferredLanguage: t('registration.preferredLanguage', 'Preferred language'),
    retailerCode: t('registration.retailerCode', 'Retailer code'),
    vatNumber: t('registration.vatNumber', 'VAT number or equivalent (optional)'),
  };

  const fieldProps = (field: keyof RegistrationForm, required: boolean) => ({
    label: labels[field as RegistrationTextField],
    required,
    validationMessage: messages[field],
    validationState: messages[field] === undefined ? ('none' as const) : ('error' as const),
  });

  const text = (field: RegistrationTextField, required = true, type: 'text' | 'email' | 'tel' = 'text') => (
    <Field {...fieldProps(field, required)}>
      <Input
        name={field}
        type={type}
        value={form[field]}
        autoComplete={autoComplete[field]}
        disabled={disabled}
        onChange={(_event, data) => onChange({ [field]: data.value })}
      />
    </Field>
  );

  // Offline before the lists ever came, the kept choice still shows as its code.
  const options = (items: { value: string; label: string }[], current: string) =>
    items.length === 0 && current !== '' ? [{ value: current, label: current }] : items;
  // Country and market names in the interface language (issue 18), the server's English name where the browser has none.
  const markets = choices.markets
    .map((market) => ({ value: market.code, label: `${localisedMarketName(market, locale.id)} (${market.code})` }))
    .sort((a, b) => collator.compare(a.label, b.label));
  const languages = choices.languages.map((language) => ({
    value: language.languageCode,
    label: language.languageText,
  }));

  const select = (field: 'country' | 'defaultMarket' | 'preferredLanguage', items: typeof markets) => (
    <Field {...fieldProps(field, true)}>
      <Select
        name={field}
        value={form[field]}
        disabled={disabled}
        onChange={(_event, data) => onChange({ [field]: data.value })}
      >
        <option value="">{t('registration.choose', 'Choose…')}</option>
        {options(items, form[field]).map((item) => (
          <option key={item.value} value={item.value}>
            {item.label}
          </option>
        ))}
      </Select>
    </Field>
  );

  return (
    <div className={styles.grid}>
      {text('firstName')}
      {text('lastName')}
      {text('email', true, 'email')}
      {text('phone', true, 'tel')}
      {text('companyName')}
      {text('companyAddress1')}
      {text('companyAddress2', false)}
      {select('country', markets)}
      {text('postCode')}
      {select('defaultMarket', markets)}
      {select('preferredLanguage', languages)}
      <Field label={t('registration.retailerSponsoring', 'Is a retailer sponsoring you?')}>
        <RadioGroup
          name="retailerSponsoring"
          layout="horizontal"
          value={form.retailerSponsoring ? 'yes' : 'no'}
          disabled={disabled}
          onChange={(_event, data) => onChange({ retailerSponsoring: data.value === 'yes' })}
        >
          <Radio value="yes" label={t('registration.yes', 'Yes')} />
          <Radio value="no" label={t('registration.no', 'No')} />
        </RadioGroup>
      </Field>
      {form.retailerSponsoring && text('retailerCode')}
      {text('vatNumber', false)}
    </div>
  );
}
