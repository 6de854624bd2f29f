import { describe, expect, it } from 'vitest';
import { principal } from '../../../test/actors';
import { canReadFeedStatus } from './ingest.policy';

describe('ingest policy', () => {
  it('shows the feed status to association admins only', () => {
    expect(canReadFeedStatus(principal({ kind: 'account', roles: ['association_admin'] }))).toBe(
      true,
    );
    expect(canReadFeedStatus(principal({ kind: 'account', roles: ['agent', 'broker'] }))).toBe(
      false,
    );
    expect(canReadFeedStatus(null)).toBe(false);
  });
});
