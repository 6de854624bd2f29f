import { z } from 'zod';
import { singleLine, multiLine } from './text';

/**
 * The agent's contacts on the MLS API (members-area.md §3 "Contact", §7 `/contact`): the list
 * with its sort and search, adding, syncing from leads, one contact with its timeline, and its
 * nickname, notes and rating. Requests are strict (unknown keys refused); the add form's rules
 * (§5) are the domain's, checked by the service so that a 400 names the field.
 */

export const contactSortSchema = z.enum(['lastName', 'rating', 'createdAt']);
export type ContactSort = z.infer<typeof contactSortSchema>;

export const contactSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  nickname: z.string().nullable(),
  notes: z.string().nullable(),
  /** 1 to 5 stars; 0 while not rated. */
  rating: z.number().int().min(0).max(5),
  /** How the contact came: added by the agent, synced from a lead, or a consumer who connected. */
  source: z.enum(['added', 'lead', 'connected']),
  createdAt: z.string(),
});
export type AgentContact = z.infer<typeof contactSchema>;

export const contactListQuerySchema = z.strictObject({
  sort: contactSortSchema.default('lastName'),
  /** Case-insensitive part of the name or the e-mail (§5). */
  q: singleLine().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type ContactListQuery = z.infer<typeof contactListQuerySchema>;

export const contactListResponseSchema = z.object({
  results: z.array(contactSchema),
  limit: z.number().int(),
  offset: z.number().int(),
  /** How many contacts match, over all pages. */
  records: z.number().int(),
});
export type ContactListResponse = z.infer<typeof contactListResponseSchema>;

/** Loose caps against abuse; the exact rules (names of at least 2, a valid e-mail) are the domain's. */
export const contactCreateSchema = z.strictObject({
  firstName: singleLine().max(80),
  lastName: singleLine().max(80),
  /** Sent by the original client; the name is always first and last name. */
  name: singleLine().max(161).optional(),
  email: singleLine().max(254),
  phoneNumber: singleLine().max(40).nullable().optional(),
});
export type ContactCreate = z.infer<typeof contactCreateSchema>;

export const contactPatchSchema = z.strictObject({
  firstName: singleLine().max(80).optional(),
  lastName: singleLine().max(80).optional(),
  nickname: singleLine().max(80).nullable().optional(),
  /** The original client sends notes as a list of lines. */
  notes: multiLine(
    z
      .union([z.string().max(5000), multiLine(z.array(z.string().max(5000)).max(200))])
      .nullable()
      .optional(),
  ),
  rating: z.number().int().min(1).max(5).optional(),
});
export type ContactPatch = z.infer<typeof contactPatchSchema>;

const timelineListingSchema = z
  .object({
    ListingId: z.string(),
    /** 'Address Not Listed' when the listing's address may not be shown. */
    address: z.string(),
    City: z.string().nullable(),
  })
  .nullable();

/** One event of a contact's story with this agent, newest first: a lead, or a shared listing. */
export const contactTimelineEntrySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('lead'),
    id: z.string(),
    at: z.string(),
    status: z.enum(['pending', 'active', 'inactive']),
    scheduleTour: z.boolean(),
    message: z.string().nullable(),
    listing: timelineListingSchema,
  }),
  z.object({
    kind: z.literal('share'),
    id: z.string(),
    at: z.string(),
    /** The agent's note that went with the listing. */
    message: z.string().nullable(),
    listing: timelineListingSchema,
  }),
  z.object({
    kind: z.literal('alert'),
    id: z.string(),
    /** When the alert e-mail was sent. */
    at: z.string(),
    /** Why the listing was in the alert: new, matches, back, priceReduced, priceChanged, status, openHouse, virtualTour. */
    reason: z.string(),
    /** The saved search (or named listing group) that sent it; null for the contact's own favorites. */
    source: z.string().nullable(),
    listing: timelineListingSchema,
  }),
]);
export type ContactTimelineEntry = z.infer<typeof contactTimelineEntrySchema>;

export const contactDetailSchema = contactSchema.extend({
  timeline: z.array(contactTimelineEntrySchema),
});
export type AgentContactDetail = z.infer<typeof contactDetailSchema>;

export const contactResponseSchema = z.object({ results: contactDetailSchema });

/** `GET /contact/{id}/timeline`: a page of the story, newest first; `before` is the last page's `next`. */
export const contactTimelineQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  before: z
    .string()
    .regex(/^\d{1,18}\.(alert|lead|share)\.\d{1,18}$/, 'before: not a timeline position')
    .optional(),
});
export type ContactTimelineQuery = z.infer<typeof contactTimelineQuerySchema>;

export const contactTimelineResponseSchema = z.object({
  results: z.array(contactTimelineEntrySchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  next: z.string().nullable(),
});
export type ContactTimelineResponse = z.infer<typeof contactTimelineResponseSchema>;

/** `GET /listing-suggestion`: listings whose address or MLS number starts with `q`. */
export const listingSuggestionQuerySchema = z.strictObject({
  q: singleLine().min(1).max(100),
  limit: z.coerce.number().int().min(1).max(20).default(8),
});
export type ListingSuggestionQuery = z.infer<typeof listingSuggestionQuerySchema>;

export const listingSuggestionSchema = z.object({
  id: z.string(),
  ListingId: z.string(),
  /** 'Address Not Listed' when the listing's address may not be shown. */
  address: z.string(),
  City: z.string().nullable(),
  ListPrice: z.number().nullable(),
  PropertyType: z.string().nullable(),
  StandardStatus: z.string().nullable(),
});
export type ListingSuggestion = z.infer<typeof listingSuggestionSchema>;

export const listingSuggestionResponseSchema = z.object({
  results: z.array(listingSuggestionSchema),
});
export type ListingSuggestionResponse = z.infer<typeof listingSuggestionResponseSchema>;
export const contactCreatedResponseSchema = z.object({
  message: z.string(),
  results: contactSchema,
});
export const contactSyncResponseSchema = z.object({
  message: z.string(),
  /** How many new contacts the sync added. */
  added: z.number().int(),
});
export type ContactSyncResponse = z.infer<typeof contactSyncResponseSchema>;

/** `POST /contact/{id}/share`: the listing (row id or ListingId) and the agent's note. */
export const contactShareSchema = z.strictObject({
  listingId: singleLine().min(1).max(64),
  note: multiLine(z.string().max(2000).nullable().optional()),
});
export type ContactShare = z.infer<typeof contactShareSchema>;
