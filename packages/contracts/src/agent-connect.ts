import { z } from 'zod';
import { rowIdSchema } from './members';

/**
 * Invite and connect, and saving for a client (members-area.md §1, §2 contact page, §7 saved
 * searches and listings on behalf): an agent invites a contact by e-mail, the contact accepts
 * as a signed-in consumer, and while they stay connected the agent sees and adds to their saved
 * listings and searches. Either side can disconnect.
 */

export const contactConnectionStatusSchema = z.enum(['none', 'invited', 'connected']);
export type ContactConnectionStatus = z.infer<typeof contactConnectionStatusSchema>;

export const contactConnectionSchema = z.object({
  status: contactConnectionStatusSchema,
  /** When the latest invitation still open was sent. */
  invitedAt: z.string().nullable(),
  connectedAt: z.string().nullable(),
  /** When the agent may send this contact's address another invitation; null: now. */
  resendAt: z.string().nullable(),
});
export type ContactConnection = z.infer<typeof contactConnectionSchema>;
export const contactConnectionResponseSchema = z.object({
  message: z.string().optional(),
  results: contactConnectionSchema,
});
export type ContactConnectionResponse = z.infer<typeof contactConnectionResponseSchema>;

/** The token of an e-mailed invitation (43 base64url characters). */
export const contactInviteTokenSchema = z.strictObject({
  token: z
    .string()
    .min(20)
    .max(128)
    .regex(/^[\w-]+$/, 'an invitation token'),
});
export type ContactInviteToken = z.infer<typeof contactInviteTokenSchema>;

export const contactInvitePreviewSchema = z.object({
  agent: z.object({ name: z.string() }),
  contact: z.object({ firstName: z.string() }),
});
export type ContactInvitePreview = z.infer<typeof contactInvitePreviewSchema>;
export const contactInvitePreviewResponseSchema = z.object({
  results: contactInvitePreviewSchema,
});

/** An agent a consumer is connected to, as their profile lists them. */
export const connectedAgentSchema = z.object({
  /** The connection's id (what disconnecting names). */
  id: z.string(),
  name: z.string(),
  email: z.string(),
  connectedAt: z.string(),
});
export type ConnectedAgent = z.infer<typeof connectedAgentSchema>;
export const connectedAgentListResponseSchema = z.object({
  results: z.array(connectedAgentSchema),
});
export type ConnectedAgentListResponse = z.infer<typeof connectedAgentListResponseSchema>;
export const connectedAgentResponseSchema = z.object({
  message: z.string(),
  results: connectedAgentSchema,
});

/** A contact and one of their saved items. */
export const contactItemParamsSchema = z.strictObject({ id: rowIdSchema, itemId: rowIdSchema });
