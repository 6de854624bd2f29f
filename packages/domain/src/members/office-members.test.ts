import { describe, expect, it } from 'vitest';
import { isOfficeAdmin, orderOfficeMembers } from './office-members';

describe('office page (members-area.md §2, §6)', () => {
  const office = { responsibleMemberId: '7', contactMemberId: 9 };

  it('treats the responsible or the contact member as admin, nobody else', () => {
    expect(isOfficeAdmin('7', office)).toBe(true);
    expect(isOfficeAdmin(9, office)).toBe(true);
    expect(isOfficeAdmin('8', office)).toBe(false);
    expect(isOfficeAdmin(null, office)).toBe(false);
    expect(isOfficeAdmin(null, { responsibleMemberId: null, contactMemberId: null })).toBe(false);
  });

  it('lists the responsible member first, then the contact member, then the others', () => {
    const members = ['1', '9', '3', '7'].map((id) => ({ id }));
    expect(orderOfficeMembers(members, office).map((m) => m.id)).toEqual(['7', '9', '1', '3']);
  });

  it('lists a responsible member who is also the contact member once', () => {
    const members = ['1', '7', '3'].map((id) => ({ id }));
    const same = { responsibleMemberId: 7, contactMemberId: '7' };
    expect(orderOfficeMembers(members, same).map((m) => m.id)).toEqual(['7', '1', '3']);
  });
});
