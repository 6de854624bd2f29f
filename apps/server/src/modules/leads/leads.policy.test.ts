import { describe, expect, it } from 'vitest';
import { accountActor } from '../../../test/actors';
import { canActOnLead, canReadLead, canUseLeadInbox, type LeadOwnership } from './leads.policy';

describe('leads policy', () => {
  const agent = accountActor({ memberId: '40', roles: ['agent'], officeIds: ['3'] });
  const broker = accountActor({ memberId: '50', roles: ['broker'], officeIds: ['3'] });
  const otherBroker = accountActor({ memberId: '51', roles: ['broker'], officeIds: ['4'] });
  const toAgent: LeadOwnership = { agentId: '40', officeId: '3', routedTo: 'agent' };
  const toOffice: LeadOwnership = { agentId: null, officeId: '3', routedTo: 'office' };

  it('opens the inbox to agents, brokers and office admins only', () => {
    for (const role of ['agent', 'broker', 'office_admin'] as const)
      expect(canUseLeadInbox(accountActor({ roles: [role] }))).toBe(true);
    expect(canUseLeadInbox(accountActor({ roles: ['association_admin'] }))).toBe(false);
    // One of the three roles among others is enough.
    expect(canUseLeadInbox(accountActor({ roles: ['association_admin', 'agent'] }))).toBe(true);
  });

  it('keeps a lead from someone outside the inbox roles, even its own member', () => {
    const staff = accountActor({ memberId: '40', roles: ['association_admin'], officeIds: ['3'] });
    expect(canReadLead(staff, toAgent)).toBe(false);
    expect(canActOnLead(staff, toAgent)).toBe(false);
  });

  it('gives a lead without an agent to no one without a member record', () => {
    // An office admin with no member record, of another office: nothing matches.
    const noMember = accountActor({ memberId: null, roles: ['office_admin'], officeIds: ['4'] });
    const unassigned: LeadOwnership = { agentId: null, officeId: '3', routedTo: 'agent' };
    expect(canReadLead(noMember, unassigned)).toBe(false);
    expect(canActOnLead(noMember, unassigned)).toBe(false);
  });

  it('lets a broker who is an agent too manage the leads of their office', () => {
    const both = accountActor({ memberId: '52', roles: ['agent', 'broker'], officeIds: ['3'] });
    expect(canReadLead(both, toAgent)).toBe(true);
    expect(canActOnLead(both, toOffice)).toBe(true);
  });

  it("lets the agent and the office's brokers read a lead, no one else", () => {
    expect(canReadLead(agent, toAgent)).toBe(true);
    expect(canReadLead(broker, toAgent)).toBe(true);
    expect(canReadLead(otherBroker, toAgent)).toBe(false);
    expect(canReadLead(accountActor({ memberId: '41' }), toAgent)).toBe(false);
    expect(canReadLead(agent, toOffice)).toBe(false);
  });

  it('lets whoever the lead is routed to act on it', () => {
    expect(canActOnLead(agent, toAgent)).toBe(true);
    expect(canActOnLead(broker, toAgent)).toBe(false);
    expect(canActOnLead(broker, toOffice)).toBe(true);
    expect(
      canActOnLead(accountActor({ roles: ['office_admin'], officeIds: ['3'] }), toOffice),
    ).toBe(true);
    expect(canActOnLead(agent, toOffice)).toBe(false);
    expect(canActOnLead(otherBroker, toOffice)).toBe(false);
  });
});
