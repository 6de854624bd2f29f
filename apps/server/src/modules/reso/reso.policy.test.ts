import { describe, expect, it } from 'vitest';
import { canReadResoApi } from './reso.policy';

describe('reso policy', () => {
  it('lets a client with a live token read the API, nobody without one', () => {
    expect(canReadResoApi({ id: '1', name: 'IDX vendor', requestsPerMinute: 600 })).toBe(true);
    expect(canReadResoApi(null)).toBe(false);
  });
});
