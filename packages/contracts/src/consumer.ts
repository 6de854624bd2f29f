import { z } from 'zod';
import { singleLine, multiLine } from './text';
import { listingRecordSchema } from './search';
import { rowIdSchema } from './members';

/**
 * The consumer area's MLS API (members-area.md §3, §7): saved searches, saved listing groups and
 * saved listings. Requests are strict (unknown keys refused); names, ratings and notes are checked
 * by the service with the rules of packages/domain, so their 400s name the field.
 */

export const notificationFrequencySchema = z.enum(['never', 'daily', 'instantly']);
/** An empty or missing frequency falls back to never (§5); left out, the site default applies. */
const frequencyInput = z.union([notificationFrequencySchema, z.literal(''), z.null()]);

const subscriptionSchema = z.object({ enabled: z.boolean(), lastRunAt: z.string().nullable() });
export const savedSearchSubscriptionsSchema = z.object({
  openHouses: subscriptionSchema,
  virtualTour: subscriptionSchema,
});
/** What a person changes of the subscriptions: whether each is on. */
const subscriptionsInput = z.strictObject({
  openHouses: z.strictObject({ enabled: z.boolean() }).optional(),
  virtualTour: z.strictObject({ enabled: z.boolean() }).optional(),
});

/** A saved query: the listing filters of the search screen (names as in public-site.md §3). */
const queryInput = z.record(
  singleLine().max(64),
  z.union([
    singleLine().max(20_000),
    z.number(),
    z.boolean(),
    z.array(singleLine().max(200)).max(500),
  ]),
);
/** Loose caps against abuse; the exact rules (2 to 64, 2,000) are the domain's, checked by the service. */
const nameInput = singleLine().max(256);
const notesInput = multiLine(z.string().max(4000).nullable());

const ownerFields = {
  userId: z.string(),
  agentId: z.string().nullable(),
  contactId: z.string().nullable(),
  configId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

export const savedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  notificationFrequency: notificationFrequencySchema,
  subscriptions: savedSearchSubscriptionsSchema,
  query: z.record(z.string(), z.unknown()),
  notes: z.string().nullable(),
  /** When the person last ran the search from the saved-searches page (null: never). */
  lastRunAt: z.string().nullable(),
  ...ownerFields,
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** A saved search on the saved-searches page: with the listings new since it was last run. */
export const listedSavedSearchSchema = savedSearchSchema.extend({
  newListings: z.number().int().nonnegative(),
  /** The agent who saved it for the person, when one did ('Added By {agent}'). */
  agent: z.object({ name: z.string() }).nullable(),
});
export type ListedSavedSearch = z.infer<typeof listedSavedSearchSchema>;

export const savedSearchCreateSchema = z.strictObject({
  name: nameInput,
  notificationFrequency: frequencyInput.optional(),
  subscriptions: subscriptionsInput.optional(),
  query: queryInput,
  notes: notesInput.optional(),
});
export type SavedSearchCreate = z.infer<typeof savedSearchCreateSchema>;
export const savedSearchPatchSchema = savedSearchCreateSchema.partial();
export type SavedSearchPatch = z.infer<typeof savedSearchPatchSchema>;

export const savedSearchResponseSchema = z.object({
  message: z.string(),
  results: savedSearchSchema,
});
export const savedSearchListResponseSchema = z.object({
  results: z.array(listedSavedSearchSchema),
});

/** A listing as a saved-listing card shows it; a listing that left the market is 'Off Market'. */
export const savedListingRecordSchema = listingRecordSchema;

export const savedListingSchema = z.object({
  id: z.string(),
  listingId: z.string(),
  savedListingGroupId: z.string(),
  rating: z.number().int().nullable(),
  notes: z.string().nullable(),
  userId: z.string(),
  agentId: z.string().nullable(),
  /** The agent who added it for the person, when one did. */
  agent: z.object({ name: z.string() }).nullable(),
  createdAt: z.string(),
  listing: savedListingRecordSchema,
});
export type SavedListing = z.infer<typeof savedListingSchema>;

/** What the hearts need: which listings are saved, in which group. */
export const savedListingRefSchema = z.object({
  id: z.string(),
  listingId: z.string(),
  savedListingGroupId: z.string(),
});
export type SavedListingRef = z.infer<typeof savedListingRefSchema>;
export const savedListingRefListResponseSchema = z.object({
  results: z.array(savedListingRefSchema),
});

export const savedListingCreateSchema = z.strictObject({
  listingId: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[\w.-]+$/, 'letters, digits, dots, dashes or underscores'),
  /** The group to add to; the person's own group when left out. */
  savedListingGroupId: rowIdSchema.optional(),
  /** Sent by clients of the original API; the server reads the listing itself. */
  listing: z.looseObject({}).optional(),
});
export type SavedListingCreate = z.infer<typeof savedListingCreateSchema>;
export const savedListingPatchSchema = z.strictObject({
  rating: z.number().nullable().optional(),
  notes: notesInput.optional(),
});
export type SavedListingPatch = z.infer<typeof savedListingPatchSchema>;
export const savedListingResponseSchema = z.object({
  message: z.string(),
  results: savedListingSchema,
});

/** The five sorts of saved listings (members-area.md §2); ListPriceDown is the default. */
export const savedListingSortSchema = z.enum([
  'ListPriceUp',
  'ListPriceDown',
  'rating',
  'onMarketDate',
  'createdAt',
]);
/** A page size as a query parameter: 1 to 100 (SAVED_LISTING_PAGE_MAX), 12 when left out. */
const pageLimit = z.coerce.number().int().min(1).max(100).default(12);

/** `GET /saved-listing-group`: each group with the first `limit` of its saved listings in `sort`. */
export const savedListingGroupListQuerySchema = z.strictObject({
  sort: savedListingSortSchema.default('ListPriceDown'),
  limit: pageLimit,
});
export type SavedListingGroupListQuery = z.infer<typeof savedListingGroupListQuerySchema>;

/** `GET /saved-listing-group/{id}/saved-listing`: one page of a group's saved listings. */
export const savedListingPageQuerySchema = z.strictObject({
  sort: savedListingSortSchema.default('ListPriceDown'),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: pageLimit,
});
export type SavedListingPageQuery = z.infer<typeof savedListingPageQuerySchema>;
export const savedListingPageResponseSchema = z.object({
  results: z.array(savedListingSchema),
  /** How many saved listings the group holds. */
  total: z.number().int(),
});
export type SavedListingPage = z.infer<typeof savedListingPageResponseSchema>;

export const savedListingGroupSchema = z.object({
  id: z.string(),
  /** The group's own name; null for a person's own group ('Your Saved Listings'). */
  name: z.string().nullable(),
  notificationFrequency: notificationFrequencySchema,
  subscriptions: savedSearchSubscriptionsSchema,
  notes: z.string().nullable(),
  contact: z.object({ name: z.string() }).nullable(),
  ...ownerFields,
  /** The first page of its saved listings in the sort asked for (all of them: savedListingCount). */
  savedListings: z.array(savedListingSchema),
  savedListingCount: z.number().int(),
});
export type SavedListingGroup = z.infer<typeof savedListingGroupSchema>;
export const savedListingGroupListResponseSchema = z.object({
  results: z.array(savedListingGroupSchema),
});
export const savedListingGroupResponseSchema = z.object({
  message: z.string(),
  results: savedListingGroupSchema,
});
export const savedListingGroupCreateSchema = z.strictObject({
  name: nameInput,
  notificationFrequency: frequencyInput.optional(),
  subscriptions: subscriptionsInput.optional(),
  notes: notesInput.optional(),
});
export type SavedListingGroupCreate = z.infer<typeof savedListingGroupCreateSchema>;
export const savedListingGroupPatchSchema = savedListingGroupCreateSchema.partial();
export type SavedListingGroupPatch = z.infer<typeof savedListingGroupPatchSchema>;
