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
    id: 'tax_rates',
    label: (t) => t('admin.areas.taxRates', 'Tax rates'),
    Panel: lazy(() => import('./rates/tax-rates-panel').then((module) => ({ default: module.TaxRatesPanel }))),
  },
  {
    id: 'load_price',
    label: (t) => t('admin.areas.loadPrice', 'Load price'),
    Panel: lazy(() => import('./prices/load-price-panel').then((module) => ({ default: module.LoadPricePanel }))),
  },
  {
    id: 'net_discount_rates',
    label: (t) => t('admin.areas.netDiscountRates', 'Net discount rates'),
    Panel: lazy(() =>
      import('./rates/net-discount-rates-panel').then((module) => ({ default: module.NetDiscountRatesPanel })),
    ),
  },
  {
    id: 'upload_discount_code',
    label: (t) => t('admin.areas.uploadDiscountCode', 'Upload discount codes'),
    Panel: lazy(() =>
      import('./rates/upload-discount-code-panel').then((module) => ({ default: module.UploadDiscountCodePanel })),
    ),
  },
  {
    id: 'updates',
    label: (t) => t('admin.areas.updates', 'Updates'),
    Panel: lazy(() => import('./updates/updates-panel').then((module) => ({ default: module.UpdatesPanel }))),
  },
  {
    id: 'service_messages',
    label: (t) => t('admin.areas.serviceMessages', 'Service messages'),
    Panel: lazy(() =>
      import('./service-messages/service-messages-panel').then((module) => ({ default: module.ServiceMessagesPanel })),
    ),
  },
  {
    id: 'audit',
    label: (t) => t('admin.areas.audit', 'Audit'),
    Panel: lazy(() => import('./audit/audit-panel').then((module) => ({ default: module.AuditPanel }))),
  },
];
