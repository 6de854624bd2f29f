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

/**
 * An agent acting on a connected contact's saved objects: the contact's user and the agent's
 * member id. The agent module checks the connection before it makes one.
 */
export interface AgentOnBehalf {
  userId: string;
  agentId: string;
}

const addedByAgent = (agent: AgentOnBehalf, row: Owned & { agent_id: string | null }) =>
  String(row.user_id) === agent.userId &&
  row.agent_id !== null &&
  String(row.agent_id) === agent.agentId;

/** An agent changes or deletes only the saved searches they added for the contact. */
export function canAgentChangeSavedSearch(
  agent: AgentOnBehalf,
  search: Owned & { agent_id: string | null },
): boolean {
  return addedByAgent(agent, search);
}

/** An agent adds to the contact's own groups and the ones they made, never another agent's. */
export function canAgentAddToGroup(
  agent: AgentOnBehalf,
  group: Owned & { agent_id: string | null },
): boolean {
  return (
    String(group.user_id) === agent.userId &&
    (group.agent_id === null || String(group.agent_id) === agent.agentId)
  );
}

/** Rating, notes and removal: on the items the agent added (§4), never the contact's own. */
export function canAgentChangeSavedListing(
  agent: AgentOnBehalf,
  item: Owned & { agent_id: string | null },
): boolean {
  return (
    String(item.user_id) === agent.userId &&
    canEditSavedListing(
      {
        userId: String(item.user_id),
        agentId: item.agent_id === null ? null : String(item.agent_id),
      },
      { userId: null, memberId: agent.agentId },
    )
  );
}

/** Reading, changing or deleting a saved search: its owner. */
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
