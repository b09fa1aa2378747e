/**
 * The card part of the subscription checkout: holder, number, expiry month and year, security
 * code. The number and code are sent once, to be tokenised by the payment processor; the page
 * keeps neither after the attempt (checkout-form.tsx clears them).
 */
import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import {
  securityCodeLength,
  type PaymentCardEntry,
  type PaymentCardField,
} from '../../../domain/commerce/payment-card';

const useStyles = makeStyles({
  group: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
    gap: tokens.spacingVerticalM,
    border: 'none',
    padding: 0,
    margin: 0,
  },
  wide: { gridColumn: '1 / -1' },
  legend: { fontWeight: tokens.fontWeightSemibold, marginBottom: tokens.spacingVerticalS },
});

export function PaymentCardFields({
  card,
  messages,
  onEdit,
  disabled,
}: {
  card: PaymentCardEntry;
  messages: Partial<Record<PaymentCardField, string>>;
  onEdit: (field: PaymentCardField, value: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const field = (
    name: PaymentCardField,
    label: string,
    autoComplete: string,
    options: { wide?: boolean; numeric?: boolean; hint?: string } = {},
  ) => (
    <Field
      className={options.wide ? styles.wide : undefined}
      label={label}
      required
      hint={options.hint}
      validationMessage={messages[name]}
      validationState={messages[name] ? 'error' : 'none'}
    >
      <Input
        value={card[name]}
        autoComplete={autoComplete}
        inputMode={options.numeric ? 'numeric' : undefined}
        disabled={disabled}
        onChange={(_, data) => onEdit(name, data.value)}
        data-testid={`card-${name}`}
      />
    </Field>
  );
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('subscription.card.title', 'Card')}</legend>
      {field('holder', t('subscription.card.holder', 'Name on the card'), 'cc-name', { wide: true })}
      {field('number', t('subscription.card.number', 'Card number'), 'cc-number', {
        wide: true,
        numeric: true,
        hint: t('subscription.card.numberHint', 'Visa or Mastercard'),
      })}
      {field('expirationMonth', t('subscription.card.month', 'Expiry month'), 'cc-exp-month', {
        numeric: true,
        hint: t('subscription.card.monthHint', '1 to 12'),
      })}
      {field('expirationYear', t('subscription.card.year', 'Expiry year'), 'cc-exp-year', {
        numeric: true,
        hint: t('subscription.card.yearHint', 'Four digits'),
      })}
      {field('securityCode', t('subscription.card.securityCode', 'Security code'), 'cc-csc', {
        numeric: true,
        hint: t('subscription.card.securityCodeDigitsHint', '{{digits}} digits, on the back of the card', {
          digits: securityCodeLength,
        }),
      })}
    </fieldset>
  );
}
