import { describe, expect, it } from 'vitest';
import { accountActor } from '../../../test/actors';
import { canKeepContacts, canSyncContacts, canUseContact } from './contacts.policy';

describe('contacts policy', () => {
  const own = { agent_account_id: '12' };

  it('lets agents and brokers keep contacts, not office admins or staff', () => {
    expect(canKeepContacts(accountActor({ roles: ['agent'] }))).toBe(true);
    expect(canKeepContacts(accountActor({ roles: ['broker'] }))).toBe(true);
    expect(canKeepContacts(accountActor({ roles: ['office_admin'] }))).toBe(false);
    expect(canKeepContacts(accountActor({ roles: ['association_admin'] }))).toBe(false);
    // One of the two roles among others is enough.
    expect(canKeepContacts(accountActor({ roles: ['office_admin', 'agent'] }))).toBe(true);
  });

  it('lets an agent use only their own contacts', () => {
    expect(canUseContact(accountActor(), own)).toBe(true);
    expect(canUseContact(accountActor(), { agent_account_id: '13' })).toBe(false);
    expect(canUseContact(accountActor({ roles: ['office_admin'] }), own)).toBe(false);
  });

  it('syncs contacts from leads only for an agent with a member record', () => {
    expect(canSyncContacts(accountActor())).toBe(true);
    expect(canSyncContacts(accountActor({ memberId: null }))).toBe(false);
  });
});
