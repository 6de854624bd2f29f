import { describe, expect, it } from 'vitest';
import { accountActor } from '../../../test/actors';
import { canUseConsole } from './admin.policy';

describe('admin policy', () => {
  it('lets association admins use the console, nobody else', () => {
    expect(canUseConsole(accountActor({ roles: ['association_admin'] }))).toBe(true);
    for (const role of ['agent', 'broker', 'office_admin'] as const)
      expect(canUseConsole(accountActor({ roles: [role] }))).toBe(false);
  });
});
