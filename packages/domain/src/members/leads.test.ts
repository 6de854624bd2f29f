import { describe, expect, it } from 'vitest';
import {
  LEAD_REMOVED_MESSAGE,
  canManageLeads,
  isLeadListed,
  isNewLead,
  nextLeadStatus,
} from './leads';

describe('lead status (members-area.md §4)', () => {
  it('goes pending → active when viewed, → inactive when removed', () => {
    expect(isNewLead('pending')).toBe(true);
    expect(nextLeadStatus('pending', 'view')).toBe('active');
    expect(nextLeadStatus('active', 'remove')).toBe('inactive');
    expect(nextLeadStatus('pending', 'remove')).toBe('inactive');
    expect(nextLeadStatus('inactive', 'view')).toBe('inactive');
    expect(isLeadListed('inactive')).toBe(false);
    expect(LEAD_REMOVED_MESSAGE).toBe('Removed');
  });

  it('is managed only by agents, brokers and office admins (§6)', () => {
    expect(canManageLeads(['Broker'])).toBe(true);
    expect(canManageLeads(['office admin'])).toBe(true);
    expect(canManageLeads(['member', 'user'])).toBe(false);
  });
});
