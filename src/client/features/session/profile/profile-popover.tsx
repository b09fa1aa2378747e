/** A registered user's own details and links, opened from the header's profile icon (shell spec, section 2). */
import {
  Button,
  Divider,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Customer } from '../../../../domain/commerce/customer';
import { LogOutButton, LogOutGuard } from './log-out-button';
import { profileButtonLook } from './profile-button-look';
import { ProfileLinks } from './profile-links';
import { ProfileSummary } from './profile-summary';
import { useLogOut } from './use-log-out';

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
export function ProfilePopover({ customer, initiallyOpen = false }: { customer: Customer; initiallyOpen?: boolean }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Opened by the press that loaded it (profile-button.tsx). That press was on a stand-in, gone
  // with its focus: the real button takes the focus, and the popover opens in the next task,
  // once Fluent's focus restorer (tabster) has noted the button as where to give focus back.
  useEffect(() => {
    if (!initiallyOpen) return undefined;
    triggerRef.current?.focus();
    const opening = setTimeout(() => setOpen(true));
    return () => clearTimeout(opening);
  }, [initiallyOpen]);
  const logOut = useLogOut();

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
          <Button ref={triggerRef} {...profileButtonLook(customer, t)} />
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
