import { describe, expect, it } from 'vitest';
import { accountActor } from '../../../test/actors';
import { canReadEvents, canReadFeed, canReadOwnAmsRecords } from './ams.policy';

describe('ams policy', () => {
  it('lets a member read their own records, staff without a member record none', () => {
    expect(canReadOwnAmsRecords(accountActor({ memberId: '40' }))).toBe(true);
    expect(
      canReadOwnAmsRecords(accountActor({ memberId: null, roles: ['association_admin'] })),
    ).toBe(false);
  });

  it('shows events to any signed-in account', () => {
    expect(canReadEvents(accountActor({ memberId: null }))).toBe(true);
    expect(canReadEvents(accountActor({ accountId: '' }))).toBe(false);
  });

  it('reads a calendar feed only for a token issued to an active account', () => {
    expect(canReadFeed({ id: '12' })).toBe(true);
    expect(canReadFeed(undefined)).toBe(false);
  });
});
