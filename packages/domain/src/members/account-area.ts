/** What the account area shows, by role and settings (members-area.md §2, §6). */
import { canManageLeads } from './leads';

/**
 * Billing, calendar and education exist only when the association-management vendor is not
 * disabled (§2). An empty vendor is the embedded one, which is on; `disabled` turns them off.
 */
export function amsPagesEnabled(amsVendor: string | null | undefined): boolean {
  return (amsVendor ?? '').trim().toLowerCase() !== 'disabled';
}

/**
 * The inbox's Leads tab: only for agents, brokers and office admins, and not at all when the
 * setting removes it (§2 "Inbox widget").
 */
export function showsLeadsTab(roles: readonly string[], leadsTabEnabled: boolean): boolean {
  return leadsTabEnabled && canManageLeads(roles.map((role) => role.replace(/_/g, ' ')));
}

/** The pages of the account area (§2): the first segment after /account. */
export const ACCOUNT_ACTIONS = [
  'home',
  'billing',
  'calendar',
  'committees',
  'education',
  'inbox',
  'profile',
  'settings',
  'office',
] as const;
export type AccountAction = (typeof ACCOUNT_ACTIONS)[number];

const AMS_ACTIONS: readonly AccountAction[] = ['billing', 'calendar', 'committees', 'education'];

/**
 * Whether `/account/{action}` is a page: one of the area's actions, and for the association-
 * management pages only with the vendor on. Any other action goes to /404 (§2).
 */
export function isAccountAction(action: string, amsVendor: string | null | undefined): boolean {
  if (!(ACCOUNT_ACTIONS as readonly string[]).includes(action)) return false;
  return !AMS_ACTIONS.includes(action as AccountAction) || amsPagesEnabled(amsVendor);
}
