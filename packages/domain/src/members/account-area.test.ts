import { describe, expect, it } from 'vitest';
import { amsPagesEnabled, isAccountAction, showsLeadsTab } from './account-area';

describe('account area (members-area.md §2, §6)', () => {
  it('has billing, calendar and education only when the AMS vendor is not disabled', () => {
    expect(amsPagesEnabled('')).toBe(true);
    expect(amsPagesEnabled('embedded')).toBe(true);
    expect(amsPagesEnabled(' Disabled ')).toBe(false);
    for (const action of ['billing', 'calendar', 'education']) {
      expect(isAccountAction(action, '')).toBe(true);
      expect(isAccountAction(action, 'disabled')).toBe(false);
    }
    expect(isAccountAction('home', 'disabled')).toBe(true);
    expect(isAccountAction('office', '')).toBe(true);
    expect(isAccountAction('nonsense', '')).toBe(false);
  });

  it('shows the Leads tab to agents, brokers and office admins unless the setting removes it', () => {
    expect(showsLeadsTab(['agent'], true)).toBe(true);
    expect(showsLeadsTab(['broker'], true)).toBe(true);
    expect(showsLeadsTab(['office_admin'], true)).toBe(true);
    expect(showsLeadsTab(['member'], true)).toBe(false);
    expect(showsLeadsTab(['association_admin'], true)).toBe(false);
    expect(showsLeadsTab(['agent'], false)).toBe(false);
  });
});
