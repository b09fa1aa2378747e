/**
 * The header's profile button, whose popover loads on first use (shell spec, section 2): the
 * popover, its focus trap and positioning, the logout guard and their Fluent components stay
 * out of every page's first render (issue 19). Pointing at or focusing the button fetches the
 * code, so a press seldom waits for it.
 */
import { Button, Text } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Customer } from '../../../../domain/commerce/customer';
import { loadOnce } from '../../../components/load-once';
import { profileButtonLook } from './profile-button-look';
import type { ProfilePopover } from './profile-popover';

type PopoverComponent = typeof ProfilePopover;

// Offline before the service worker kept the file: the next press tries again.
const popoverCode = loadOnce<PopoverComponent>(() =>
  import('./profile-popover').then((module) => module.ProfilePopover),
);

const preload = () => void popoverCode.load().catch(() => undefined);

export function ProfileButton({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  // Once its code is here (an earlier page opened it), the popover is drawn at once.
  const [Popover, setPopover] = useState<PopoverComponent | undefined>(popoverCode.loaded);
  const [pressed, setPressed] = useState(false);
  const [failed, setFailed] = useState(false);
  if (Popover) return <Popover customer={customer} initiallyOpen={pressed} />;

  const press = () => {
    setFailed(false);
    popoverCode.load().then(
      (component) => {
        setPressed(true);
        setPopover(() => component);
      },
      () => setFailed(true),
    );
  };
  return (
    <>
      <ProfileButtonStandIn customer={customer} onPress={press} />
      {failed && (
        <Text role="alert" size={200}>
          {t('deferred.notLoaded', 'This needs the network once before it works offline. Try again when online.')}
        </Text>
      )}
    </>
  );
}

/** The profile button as the popover draws it, until the popover's code is here. */
function ProfileButtonStandIn({ customer, onPress }: { customer: Customer; onPress: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      {...profileButtonLook(customer, t)}
      aria-expanded={false}
      onClick={onPress}
      onPointerEnter={preload}
      onFocus={preload}
    />
  );
}
