/** The billing address part of the subscription checkout, each field with its label and message. */
import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { BillingAddress, BillingAddressField } from '../../../domain/commerce/billing-address';

const useStyles = makeStyles({
  group: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
    gap: tokens.spacingVerticalM,
    border: 'none',
    padding: 0,
    margin: 0,
  },
  legend: { fontWeight: tokens.fontWeightSemibold, marginBottom: tokens.spacingVerticalS },
});

export function BillingAddressFields({
  address,
  messages,
  onEdit,
  disabled,
}: {
  address: BillingAddress;
  messages: Partial<Record<BillingAddressField, string>>;
  onEdit: (field: BillingAddressField, value: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const field = (name: BillingAddressField, label: string, autoComplete: string, required = true) => (
    <Field
      label={label}
      required={required}
      validationMessage={messages[name]}
      validationState={messages[name] ? 'error' : 'none'}
    >
      <Input
        value={address[name]}
        autoComplete={`billing ${autoComplete}`}
        disabled={disabled}
        onChange={(_, data) => onEdit(name, data.value)}
        data-testid={`billing-${name}`}
      />
    </Field>
  );
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('subscription.address.title', 'Billing address')}</legend>
      {field('firstName', t('subscription.address.firstName', 'First name'), 'given-name')}
      {field('lastName', t('subscription.address.lastName', 'Last name'), 'family-name')}
      {field('address1', t('subscription.address.address1', 'Address'), 'address-line1')}
      {field('address2', t('subscription.address.address2', 'Address line 2'), 'address-line2', false)}
      {field('city', t('subscription.address.city', 'Town or city'), 'address-level2')}
      {field('postalCode', t('subscription.address.postalCode', 'Postal code'), 'postal-code')}
      {field('countryCode', t('subscription.address.countryCode', 'Country code'), 'country')}
      {field('phone', t('subscription.address.phone', 'Phone'), 'tel', false)}
    </fieldset>
  );
}
