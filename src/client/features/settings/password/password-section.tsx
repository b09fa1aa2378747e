/** The settings page's password section (catalogue spec, section 5): a form, or where to change it instead. */
import { Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { hasOwnPassword } from '../../../../domain/commerce/password-change';
import type { Customer } from '../../../../domain/commerce/customer';
import { SettingsSection } from '../settings-section';
import { ChangePasswordForm } from './change-password-form';

/**
 * Only a password customer has a password here to change; everyone else signs in at their
 * identity provider (corporate single sign-on, the retailer or third-party provider), which
 * keeps their password, and the section says so.
 */
export function PasswordSection({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  return (
    <SettingsSection
      title={t('settings.password.title', 'Password')}
      testId="settings-password"
      offline={t('settings.password.offlineNote', 'Offline: the password cannot be changed; it needs a network.')}
    >
      {hasOwnPassword(customer) ? (
        <ChangePasswordForm customerId={customer.customerId} />
      ) : (
        <Text as="p" data-testid="password-at-provider">
          {t(
            'settings.password.atProvider',
            'You sign in through your organisation’s or your identity provider’s sign-in page, so your password is changed there, not here.',
          )}
        </Text>
      )}
    </SettingsSection>
  );
}
