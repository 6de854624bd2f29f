/**
 * Who may do what with contacts (members-area.md §6 "Agent: … contacts management"): agents and
 * brokers keep contacts, each only their own. Another agent's contact answers 404, as if it did
 * not exist.
 */
import type { AccountActor } from '../members/account-actor';

const CONTACT_ROLES = ['agent', 'broker'] as const;

/** Keeping contacts at all: agents and brokers (a broker is an agent too). */
export function canKeepContacts(actor: AccountActor): boolean {
  return actor.roles.some((role) => (CONTACT_ROLES as readonly string[]).includes(role));
}

/** Reading, changing or removing a contact: the agent who owns it. */
export function canUseContact(actor: AccountActor, contact: { agent_account_id: string }): boolean {
  return canKeepContacts(actor) && String(contact.agent_account_id) === actor.accountId;
}

/** Syncing from leads needs a member record: leads are addressed to a member. */
export function canSyncContacts(actor: AccountActor): boolean {
  return canKeepContacts(actor) && actor.memberId !== null;
}
