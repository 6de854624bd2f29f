import { z } from 'zod';
import { singleLine } from './text';

/** An unsubscribe link's token (signed; see the server's alert tokens). */
export const alertTokenQuerySchema = z.object({ token: singleLine().min(10).max(400) }).strict();

/** What an unsubscribe token stops: one saved search, one listing group, or every alert. */
export const alertSubscriptionSchema = z.object({
  kind: z.enum(['search', 'group', 'all']),
  /** The search's or group's name; null for every alert. */
  name: z.string().nullable(),
  /** never once unsubscribed (for every alert: whether any still sends). */
  frequency: z.enum(['never', 'daily', 'instantly']),
});
export type AlertSubscription = z.infer<typeof alertSubscriptionSchema>;

/** A one-click unsubscribe's body (RFC 8058) or an empty one. */
export const oneClickBodySchema = z
  .object({ 'List-Unsubscribe': z.literal('One-Click').optional() })
  .strict()
  .optional();
