/**
 * Who may do what with saved searches, listing groups and saved listings (members-area.md §4,
 * §6): one function per action. A person reads and changes only their own; a request naming
 * another's object answers 404, as if it did not exist.
 */
import { canEditSavedListing } from '@hearth/domain';

/** The signed-in consumer acting on the consumer area. */
export interface ConsumerActor {
  userId: string;
}

interface Owned {
  user_id: string;
}

export function canReadSavedSearch(actor: ConsumerActor, search: Owned): boolean {
  return search.user_id === actor.userId;
}

export function canChangeSavedSearch(actor: ConsumerActor, search: Owned): boolean {
  return search.user_id === actor.userId;
}

export function canReadGroup(actor: ConsumerActor, group: Owned): boolean {
  return group.user_id === actor.userId;
}

/** Adding to a group, renaming it, changing its settings or deleting it: its owner. */
export function canChangeGroup(actor: ConsumerActor, group: Owned): boolean {
  return group.user_id === actor.userId;
}

/** Rating and notes: the owner, or the agent on items that agent added (§4). */
export function canAnnotateSavedListing(
  actor: ConsumerActor,
  item: Owned & { agent_id: string | null },
): boolean {
  return canEditSavedListing(
    { userId: item.user_id, agentId: item.agent_id },
    { userId: actor.userId, memberId: null },
  );
}

/** Unfavouriting is for the owning user (§6). */
export function canRemoveSavedListing(actor: ConsumerActor, item: Owned): boolean {
  return item.user_id === actor.userId;
}
