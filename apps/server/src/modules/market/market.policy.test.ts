import { describe, expect, it } from 'vitest';
import type { AccountActor } from '../members/account-actor';
import { canManageMarketEditions, canSubscribeToMarketReport } from './market.policy';

const actor = (roles: AccountActor['roles']): AccountActor => ({
  accountId: '1',
  memberId: null,
  roles,
  officeIds: [],
  associations: [],
});

describe('market report policy', () => {
  it('lets only association staff manage editions', () => {
    expect(canManageMarketEditions(actor(['association_admin']))).toBe(true);
    expect(canManageMarketEditions(actor(['agent']))).toBe(false);
    expect(canManageMarketEditions(actor(['broker', 'office_admin']))).toBe(false);
  });

  it('lets any member account subscribe', () => {
    expect(canSubscribeToMarketReport(actor(['agent']))).toBe(true);
    expect(canSubscribeToMarketReport(actor([]))).toBe(false);
  });
});
