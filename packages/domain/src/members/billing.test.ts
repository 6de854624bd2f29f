import { describe, expect, it } from 'vitest';
import { billingTotals, invoiceStatus } from './billing';

const zone = 'America/Los_Angeles';

describe('invoiceStatus', () => {
  // 2026-03-02 07:30 UTC is still 1 March in Los Angeles.
  const now = new Date('2026-03-02T07:30:00Z');

  it('is paid once a paid date is set, even after the due date', () => {
    expect(invoiceStatus({ dueOn: '2026-01-01', paidOn: '2026-02-01' }, now, zone)).toBe('paid');
  });
  it('is open on the due date itself in the site’s time zone', () => {
    expect(invoiceStatus({ dueOn: '2026-03-01', paidOn: null }, now, zone)).toBe('open');
  });
  it('is overdue the day after the due date', () => {
    expect(invoiceStatus({ dueOn: '2026-02-28', paidOn: null }, now, zone)).toBe('overdue');
    expect(invoiceStatus({ dueOn: '2026-03-01', paidOn: null }, now, 'UTC')).toBe('overdue');
  });
});

describe('billingTotals', () => {
  it('adds in cents and counts overdue as due', () => {
    expect(
      billingTotals([
        { amount: 0.1, status: 'open' },
        { amount: 0.2, status: 'overdue' },
        { amount: 595, status: 'paid' },
      ]),
    ).toEqual({ due: 0.3, overdue: 0.2, paid: 595 });
  });
});
