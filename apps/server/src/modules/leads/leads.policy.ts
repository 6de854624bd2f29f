/**
 * Who may see and act on leads (members-area.md §6): only agents, brokers and office admins, and
 * only their own. A lead is handled by its agent, or, when routed to the office, by the office's
 * brokers and office admins; a broker or office admin also reads the other leads of their office.
 */
import type { AccountActor } from '../members/account-actor';

export interface LeadOwnership {
  agentId: string | null;
  officeId: string | null;
  routedTo: 'agent' | 'office';
}

const OFFICE_ROLES = ['broker', 'office_admin'] as const;

function managesOffice(actor: AccountActor, officeId: string | null): boolean {
  return (
    officeId !== null &&
    actor.roles.some((role) => (OFFICE_ROLES as readonly string[]).includes(role)) &&
    actor.officeIds.includes(officeId)
  );
}

/** The leads inbox at all: agents, brokers and office admins. */
export function canUseLeadInbox(actor: AccountActor): boolean {
  return actor.roles.some((role) => ['agent', 'broker', 'office_admin'].includes(role));
}

/** Reading a lead: its agent, or a broker or office admin of its office. */
export function canReadLead(actor: AccountActor, lead: LeadOwnership): boolean {
  if (!canUseLeadInbox(actor)) return false;
  const ownAgent = actor.memberId !== null && lead.agentId === actor.memberId;
  return ownAgent || managesOffice(actor, lead.officeId);
}

/** Opening (active) or removing (inactive) a lead: whoever it is routed to. */
export function canActOnLead(actor: AccountActor, lead: LeadOwnership): boolean {
  if (!canUseLeadInbox(actor)) return false;
  if (lead.routedTo === 'office') return managesOffice(actor, lead.officeId);
  return actor.memberId !== null && lead.agentId === actor.memberId;
}
