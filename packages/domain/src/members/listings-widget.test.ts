import { describe, expect, it } from 'vitest';
import { listingsWidget } from './listings-widget';

const active = { StandardStatus: 'Active' };
const pending = { StandardStatus: 'Pending' };
const closed = { StandardStatus: 'Closed' };

describe('listings widget (members-area.md §2)', () => {
  it('shows Active listings if any, else Pending, else Closed, else nothing', () => {
    expect(listingsWidget('M1', [closed, pending, active])).toEqual({
      status: 'Active',
      listings: [active],
    });
    expect(listingsWidget('M1', [closed, pending])).toEqual({
      status: 'Pending',
      listings: [pending],
    });
    expect(listingsWidget('M1', [closed])).toEqual({ status: 'Closed', listings: [closed] });
    expect(listingsWidget('M1', [])).toBeNull();
  });

  it('needs an MLS id', () => {
    expect(listingsWidget(null, [active])).toBeNull();
  });
});
