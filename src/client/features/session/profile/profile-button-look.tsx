/** How the header's profile button looks and is named, for the popover's trigger and its stand-in. */
import { Avatar, type ButtonProps } from '@fluentui/react-components';
import type { TFunction } from 'i18next';
import { initialsOf } from '../../../../domain/shell/profile-menu';
import type { Customer } from '../../../../domain/commerce/customer';
import { fullNameOf } from '../../../machines/session/use-shell-session';

export function profileButtonLook(customer: Customer, t: TFunction): ButtonProps & { 'data-testid': string } {
  const initials = initialsOf(customer);
  return {
    appearance: 'subtle',
    shape: 'circular',
    // The initials shown are in the name too, so a speech-input user who says what they see
    // finds the button (WCAG 2.5.3, label in name).
    'aria-label': t('profile.button', 'Profile: {{name}}', { name: `${fullNameOf(customer)} (${initials})` }),
    'data-testid': 'profile-button',
    icon: <Avatar size={28} color="brand" initials={initials} aria-hidden="true" />,
  };
}
