import { describe, expect, it } from 'vitest';
import {
  canAgentAddToGroup,
  canAgentChangeSavedListing,
  canAgentChangeSavedSearch,
  canAnnotateSavedListing,
  canChangeGroup,
  canChangeSavedSearch,
  canReadGroup,
  canRemoveSavedListing,
} from './consumer.policy';

describe('consumer policy', () => {
  const me = { userId: '7' };
  const mine = { user_id: '7', agent_id: null };
  const theirs = { user_id: '8', agent_id: null };
  const agent = { userId: '7', agentId: '40' };
  const addedByAgent = { user_id: '7', agent_id: '40' };
  const addedByOtherAgent = { user_id: '7', agent_id: '41' };

  it('lets a person read and change only their own saved searches and groups', () => {
    for (const can of [canChangeSavedSearch, canReadGroup, canChangeGroup]) {
      expect(can(me, mine)).toBe(true);
      expect(can(me, theirs)).toBe(false);
    }
  });

  it('lets the owner annotate and remove saved listings, even those an agent added', () => {
    expect(canAnnotateSavedListing(me, mine)).toBe(true);
    expect(canAnnotateSavedListing(me, addedByAgent)).toBe(true);
    expect(canAnnotateSavedListing(me, theirs)).toBe(false);
    expect(canRemoveSavedListing(me, mine)).toBe(true);
    expect(canRemoveSavedListing(me, theirs)).toBe(false);
  });

  it('lets an agent change only the saved searches and listings they added for the contact', () => {
    for (const can of [canAgentChangeSavedSearch, canAgentChangeSavedListing]) {
      expect(can(agent, addedByAgent)).toBe(true);
      expect(can(agent, mine)).toBe(false);
      expect(can(agent, addedByOtherAgent)).toBe(false);
      expect(can(agent, { user_id: '8', agent_id: '40' })).toBe(false);
    }
  });

  it("lets an agent add to the contact's own groups and their own, never another agent's", () => {
    expect(canAgentAddToGroup(agent, mine)).toBe(true);
    expect(canAgentAddToGroup(agent, addedByAgent)).toBe(true);
    expect(canAgentAddToGroup(agent, addedByOtherAgent)).toBe(false);
    expect(canAgentAddToGroup(agent, theirs)).toBe(false);
  });
});
