import { z } from 'zod';

/**
 * The association-management pages (members-area.md §2 "Billing, calendar and education pages",
 * §7 `/api/mms/*`): structured data the web app renders, whatever AMS the association runs.
 * Money is in the association's currency as a number of units with cents; times of events are
 * ISO 8601 in the site's time zone with its offset.
 */

export const invoiceStatusSchema = z.enum(['open', 'paid', 'overdue']);

export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  description: z.string(),
  amount: z.number(),
  /** YYYY-MM-DD */
  issuedOn: z.string(),
  dueOn: z.string(),
  paidOn: z.string().nullable(),
  status: invoiceStatusSchema,
  /** The payment page for this invoice (http or https); null when paid or none is set. */
  payUrl: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const billingResponseSchema = z.object({
  currency: z.string(),
  /** Open and overdue first (by due date), then paid (newest first). */
  invoices: z.array(invoiceSchema),
  totals: z.object({ due: z.number(), overdue: z.number(), paid: z.number() }),
});
export type BillingResponse = z.infer<typeof billingResponseSchema>;

export const calendarEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  location: z.string().nullable(),
  onlineUrl: z.string().nullable(),
  description: z.string(),
  registrationUrl: z.string().nullable(),
  capacity: z.number().int().nullable(),
  seatsLeft: z.number().int().nullable(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD');

/** The days to list, both included; at most 400 days apart. */
export const calendarQuerySchema = z.strictObject({ from: isoDay, to: isoDay });

export const calendarResponseSchema = z.object({
  timeZone: z.string(),
  events: z.array(calendarEventSchema),
});
export type CalendarResponse = z.infer<typeof calendarResponseSchema>;
export const calendarEventResponseSchema = z.object({ results: calendarEventSchema });

export const calendarFeedResponseSchema = z.object({
  /** The member's own feed address; anyone with it can read the association's events. */
  url: z.string(),
});
export type CalendarFeedResponse = z.infer<typeof calendarFeedResponseSchema>;

export const committeeSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** The member's role on the committee (Chair, Vice Chair, Member…). */
  role: z.string(),
  nextMeeting: z.object({ startsAt: z.string(), place: z.string().nullable() }).nullable(),
});
export type Committee = z.infer<typeof committeeSchema>;
export const committeesResponseSchema = z.object({ committees: z.array(committeeSchema) });
export type CommitteesResponse = z.infer<typeof committeesResponseSchema>;
