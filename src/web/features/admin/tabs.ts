import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The panel's tabs, in order (docs/product-rules.md#admin-access; Support: docs/product-rules.md#support-staff). Each is its own file and
 * chunk, loaded when first opened; the id is the `?tab=` of the address, so a tab can be linked and survives a reload.
 */
export const ADMIN_TABS = [
  { id: 'overview', Tab: lazy(() => import('./OverviewTab')) },
  { id: 'users', Tab: lazy(() => import('./UsersTab')) },
  { id: 'transactions', Tab: lazy(() => import('./TransactionsTab')) },
  { id: 'settings', Tab: lazy(() => import('./SettingsTab')) },
  { id: 'support', Tab: lazy(() => import('./SupportTab')) },
  { id: 'audit', Tab: lazy(() => import('./AuditTab')) },
] as const satisfies readonly { id: string; Tab: LazyExoticComponent<ComponentType> }[];

export type AdminTabId = (typeof ADMIN_TABS)[number]['id'];

export function isAdminTab(value: string | null): value is AdminTabId {
  return ADMIN_TABS.some((tab) => tab.id === value);
}
