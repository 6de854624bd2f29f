export type LeadStatus = 'pending' | 'active' | 'inactive';
export type LeadEvent = 'view' | 'remove';

/**
 * Lead status (members-area.md §4): pending → active when the agent views it, and → inactive
 * when the agent removes it. Removal is final.
 */
export function nextLeadStatus(status: LeadStatus, event: LeadEvent): LeadStatus {
  if (status === 'inactive') return 'inactive';
  if (event === 'remove') return 'inactive';
  return 'active';
}

/** A pending lead shows as a new notification. */
export function isNewLead(status: LeadStatus): boolean {
  return status === 'pending';
}

/** A removed lead is hidden. */
export function isLeadListed(status: LeadStatus): boolean {
  return status !== 'inactive';
}

/** The confirmation after a lead is removed. */
export const LEAD_REMOVED_MESSAGE = 'Removed';

const LEAD_ROLES = ['agent', 'broker', 'office admin'];

/** Only agents, brokers and office admins see the Leads tab and view or remove leads (§6). */
export function canManageLeads(roles: readonly string[]): boolean {
  return roles.some((role) => LEAD_ROLES.includes(role.toLowerCase()));
}
