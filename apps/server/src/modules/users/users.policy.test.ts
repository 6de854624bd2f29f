import { describe, expect, it } from 'vitest';
import { principal } from '../../../test/actors';
import { canUseUserProfile } from './users.policy';

describe('users policy', () => {
  it('lets a consumer use only their own profile', () => {
    expect(canUseUserProfile(principal({ personId: '7' }), '7')).toBe(true);
    expect(canUseUserProfile(principal({ personId: '7' }), '8')).toBe(false);
  });
});
