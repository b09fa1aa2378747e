/**
 * The admin selector's areas (catalogue spec, section 1: the admin selector options; section 6:
 * the admin role). One array so the admin page's tabs come from one place; each area's panel is
 * lazy, so its code loads only when an admin opens that tab. Each area adds its own entry.
 */
import { lazy, type JSX, type LazyExoticComponent } from 'react';
import type { TFunction } from 'i18next';

export interface AdminArea {
  /** The spec's selector option ('users', 'tax_rates', 'load_price', ...); also the URL's ?area=. */
  id: string;
  label: (t: TFunction) => string;
  Panel: LazyExoticComponent<() => JSX.Element>;
}

export const adminAreas: AdminArea[] = [
  {
    id: 'users',
    label: (t) => t('admin.areas.users', 'Users'),
    Panel: lazy(() => import('./users/users-panel').then((module) => ({ default: module.UsersPanel }))),
  },
  {
    id: 'audit',
    label: (t) => t('admin.areas.audit', 'Audit'),
    Panel: lazy(() => import('./audit/audit-panel').then((module) => ({ default: module.AuditPanel }))),
  },
];
