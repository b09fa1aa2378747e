/** Loads the profile popover only for registered users, keeping guests' pages light (shell spec, section 2). */
import { Suspense, lazy } from 'react';
import type { Customer } from '../../../../domain/commerce/customer';

// Registered users only: kept out of the landing page's scripts (Avatar, Popover).
const ProfilePopover = lazy(() => import('./profile-popover').then((module) => ({ default: module.ProfilePopover })));

export function LazyProfilePopover({ customer }: { customer: Customer }) {
  return (
    <Suspense fallback={null}>
      <ProfilePopover customer={customer} />
    </Suspense>
  );
}
