import { calendarDateIn, parseCalendarDate, toDateNumber } from '../time/zoned-time';

export type InvoiceStatus = 'open' | 'paid' | 'overdue';

/**
 * An invoice's status: paid once it has a paid date; otherwise overdue when its due date is
 * before today in the site's time zone (due today is still open); otherwise open.
 */
export function invoiceStatus(
  invoice: { dueOn: string; paidOn: string | null },
  now: Date,
  timeZone: string,
): InvoiceStatus {
  if (invoice.paidOn) return 'paid';
  const due = parseCalendarDate(invoice.dueOn);
  if (!due) return 'open';
  return toDateNumber(due) < toDateNumber(calendarDateIn(now, timeZone)) ? 'overdue' : 'open';
}

export interface BillingTotals {
  /** Everything not paid, overdue included. */
  readonly due: number;
  readonly overdue: number;
  readonly paid: number;
}

/** Sums in cents, so that 0.1 + 0.2 is 0.30 and never 0.30000000000000004. */
export function billingTotals(
  invoices: readonly { amount: number; status: InvoiceStatus }[],
): BillingTotals {
  let due = 0;
  let overdue = 0;
  let paid = 0;
  for (const invoice of invoices) {
    const cents = Math.round(invoice.amount * 100);
    if (invoice.status === 'paid') paid += cents;
    else due += cents;
    if (invoice.status === 'overdue') overdue += cents;
  }
  return { due: due / 100, overdue: overdue / 100, paid: paid / 100 };
}
