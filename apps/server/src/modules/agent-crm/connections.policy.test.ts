import { describe, expect, it } from 'vitest';
import { accountActor } from '../../../test/actors';
import { canActForContact, canEndConnection, canInviteContact } from './connections.policy';

describe('connections policy', () => {
  const contact = { agent_account_id: '12' };
  const connection = { agent_account_id: '12', contact_id: '5' };

  it("lets the contact's own agent invite it, nobody else", () => {
    expect(canInviteContact(accountActor(), contact)).toBe(true);
    expect(canInviteContact(accountActor({ accountId: '13' }), contact)).toBe(false);
  });

  it("acts for a contact only while the agent's connection stands", () => {
    expect(canActForContact(accountActor(), contact, connection)).toBe(true);
    expect(canActForContact(accountActor(), contact, undefined)).toBe(false);
    expect(
      canActForContact(accountActor(), contact, { agent_account_id: '13', contact_id: '5' }),
    ).toBe(false);
    // An agent without a member record: what a saved object names as its agent.
    expect(canActForContact(accountActor({ memberId: null }), contact, connection)).toBe(false);
    expect(canActForContact(accountActor({ accountId: '13' }), contact, connection)).toBe(false);
  });

  it('lets a consumer end only their own connections', () => {
    expect(canEndConnection('7', { user_id: '7' })).toBe(true);
    expect(canEndConnection('7', { user_id: '8' })).toBe(false);
  });
});
