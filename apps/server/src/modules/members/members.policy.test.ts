import { describe, expect, it } from 'vitest';
import { accountActor } from '../../../test/actors';
import {
  canEditProfile,
  canReadAccount,
  canReadDashboard,
  canReadEducation,
  canReadListingsWidget,
  canSeeOfficeAdminView,
} from './members.policy';

describe('members policy', () => {
  const me = accountActor({ accountId: '12', memberId: '40' });

  it('shows an account its own detail and listings widget only', () => {
    expect(canReadAccount(me, '12')).toBe(true);
    expect(canReadAccount(me, '13')).toBe(false);
    expect(canReadListingsWidget(me, '12')).toBe(true);
    expect(canReadListingsWidget(me, '13')).toBe(false);
  });

  it('lets a member edit only their own profile', () => {
    expect(canEditProfile(me, '40')).toBe(true);
    expect(canEditProfile(me, '41')).toBe(false);
    expect(canEditProfile(accountActor({ memberId: null }), '40')).toBe(false);
  });

  it("shows education to the member and to their office's leaders", () => {
    expect(canReadEducation(me, '40', [])).toBe(true);
    expect(canReadEducation(me, '41', ['3'])).toBe(true);
    expect(canReadEducation(me, '41', [])).toBe(false);
    expect(canReadEducation(accountActor({ memberId: null }), '40', [])).toBe(false);
  });

  it("shows an office's admin view to its responsible or contact member only", () => {
    expect(canSeeOfficeAdminView(me, { responsibleMemberId: '40', contactMemberId: '9' })).toBe(
      true,
    );
    expect(canSeeOfficeAdminView(me, { responsibleMemberId: '9', contactMemberId: 40 })).toBe(true);
    expect(canSeeOfficeAdminView(me, { responsibleMemberId: '9', contactMemberId: null })).toBe(
      false,
    );
  });

  it('shows the dashboard to any signed-in account', () => {
    expect(canReadDashboard(accountActor({ memberId: null, roles: ['association_admin'] }))).toBe(
      true,
    );
    expect(canReadDashboard(accountActor({ accountId: '' }))).toBe(false);
  });
});
