import { describe, expect, it } from 'vitest';
import { canEditAgentProfile, canSeeOfficeAdminLines } from './directory.policy';

describe('directory policy', () => {
  it('lets only the agent edit their own profile', () => {
    expect(canEditAgentProfile('40', '40')).toBe(true);
    expect(canEditAgentProfile('41', '40')).toBe(false);
    expect(canEditAgentProfile(null, '40')).toBe(false);
  });

  it("shows an office's admin lines to its responsible or contact member only", () => {
    const office = { responsible_member_id: 40, contact_member_id: '41' };
    expect(canSeeOfficeAdminLines('40', office)).toBe(true);
    expect(canSeeOfficeAdminLines('41', office)).toBe(true);
    expect(canSeeOfficeAdminLines('42', office)).toBe(false);
    expect(canSeeOfficeAdminLines(null, office)).toBe(false);
    expect(
      canSeeOfficeAdminLines(null, { responsible_member_id: null, contact_member_id: null }),
    ).toBe(false);
  });
});
