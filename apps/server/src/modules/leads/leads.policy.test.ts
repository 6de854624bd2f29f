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
