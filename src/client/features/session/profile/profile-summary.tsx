/** Who is signed in and when they last came, at the top of the profile popover (shell spec, section 2). */
import { Avatar, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { initialsOf, showsTypeAndRole } from '../../../../domain/shell/profile-menu';
import type { Customer } from '../../../../domain/commerce/customer';
import { useDayMonthYear } from './use-day-month-year';
import { fullNameOf } from '../../../machines/session/use-shell-session';
import { useUserTypeLabels } from './user-type-labels';

const useStyles = makeStyles({
  summary: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  lines: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
});

/** Initials, full name, type and role (unless hidden), and 'Last Accessed': the previous visit (shell spec, section 2). */
export function ProfileSummary({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const dayMonthYear = useDayMonthYear();
  const { typeLabel, roleLabel } = useUserTypeLabels();
  // The visit before this one: the login time itself was rewritten by this sign-in. A
  // customer read before the previous login time was kept has none, nor has a first visit.
  const lastAccessed = customer.c_epcPreviousLoginTime ? dayMonthYear(customer.c_epcPreviousLoginTime) : '';

  return (
    <div className={styles.summary}>
      <Avatar
        size={48}
        color="brand"
        initials={initialsOf(customer)}
        aria-hidden="true"
        data-testid="profile-initials"
      />
      <div className={styles.lines}>
        <Text weight="semibold" size={400} data-testid="profile-full-name">
          {fullNameOf(customer)}
        </Text>
        {showsTypeAndRole(customer) && (
          <Text size={200} data-testid="profile-type-role">
            {t('profile.typeAndRole', '{{type}} | {{role}}', {
              type: typeLabel(customer.c_epcUserType ?? ''),
              role: roleLabel(customer.c_epcUserRole ?? ''),
            })}
          </Text>
        )}
        <Text size={200} data-testid="profile-last-accessed">
          {lastAccessed === ''
            ? t('profile.firstVisit', 'Last Accessed: this is your first visit')
            : t('profile.lastAccessed', 'Last Accessed: {{date}}', { date: lastAccessed })}
        </Text>
      </div>
    </div>
  );
}
