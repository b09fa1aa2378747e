/** A registered user's own details and links, opened from the header's profile icon (shell spec, section 2). */
import {
  Avatar,
  Button,
  Divider,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { initialsOf } from '../../../../domain/shell/profile-menu';
import type { Customer } from '../../../../domain/commerce/customer';
import { LogOutButton, LogOutGuard } from './log-out-button';
import { ProfileLinks } from './profile-links';
import { ProfileSummary } from './profile-summary';
import { useLogOut } from './use-log-out';
import { fullNameOf } from '../../../machines/session/use-shell-session';

const useStyles = makeStyles({
  surface: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    minWidth: '260px',
    maxWidth: '340px',
  },
});

/**
 * The registered user's profile popover (shell spec, section 2). It stays open while logging
 * out, so the spinner is seen; it closes when the unsynced-changes question is asked instead.
 */
export function ProfilePopover({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const logOut = useLogOut();
  const fullName = fullNameOf(customer);
  const initials = initialsOf(customer);

  return (
    <>
      <Popover
        open={open || logOut.loggingOut}
        onOpenChange={(_, data) => setOpen(data.open)}
        positioning="below-end"
        withArrow
        trapFocus
      >
        <PopoverTrigger disableButtonEnhancement>
          <Button
            appearance="subtle"
            shape="circular"
            // The initials shown are in the name too, so a speech-input user who says what they
            // see finds the button (WCAG 2.5.3, label in name).
            aria-label={t('profile.button', 'Profile: {{name}}', { name: `${fullName} (${initials})` })}
            data-testid="profile-button"
            icon={<Avatar size={28} color="brand" initials={initials} aria-hidden="true" />}
          />
        </PopoverTrigger>
        <PopoverSurface
          className={styles.surface}
          aria-label={t('profile.label', 'Your profile')}
          data-testid="profile-popover"
        >
          <ProfileSummary customer={customer} />
          <Divider />
          <ProfileLinks customer={customer} onNavigate={() => setOpen(false)} />
          <Divider />
          <div>
            <LogOutButton control={logOut} onAsking={() => setOpen(false)} />
          </div>
        </PopoverSurface>
      </Popover>
      <LogOutGuard control={logOut} />
    </>
  );
}
