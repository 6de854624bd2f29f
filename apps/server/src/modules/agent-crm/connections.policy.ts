/**
 * Who may see a contact's saved listings and searches (members-area.md §6 "Agent: saved-listing-
 * group view for contacts"): the contact's own agent, only while the contact keeps the connection
 * they accepted, and only an agent with a member record (what a saved object names as its agent).
 */
import type { AccountActor } from '../members/account-actor';
import { canUseContact } from './contacts.policy';

/** Inviting a contact, reading or ending its connection: the contact's agent. */
export function canInviteContact(actor: AccountActor, contact: { agent_account_id: string }) {
  return canUseContact(actor, contact);
}

/** Seeing and adding to the contact's saved objects: their agent, while connected. */
export function canActForContact(
  actor: AccountActor,
  contact: { agent_account_id: string },
  connection: { agent_account_id: string; contact_id: string | null } | undefined,
): boolean {
  return (
    canUseContact(actor, contact) &&
    actor.memberId !== null &&
    connection !== undefined &&
    String(connection.agent_account_id) === actor.accountId
  );
}

/** A consumer ends only their own connections. */
export function canEndConnection(userId: string, connection: { user_id: string }): boolean {
  return String(connection.user_id) === userId;
}
