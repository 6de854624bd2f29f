import { z } from 'zod';

/**
 * The agent's own listings (members-area.md §2 "Agent area", §3 "Listing (agent's own)" and
 * "Agent statistics"): the grid with its Show filter and sorts, the Sold Stats banner, and one
 * listing's 30-day view statistics for the '30 Day View Stats' modal.
 */

export const agentListingShowSchema = z.enum(['All', 'Active', 'Pending', 'Closed']);
export const agentListingSortSchema = z.enum(['ListPriceDown', 'ListPriceUp', 'onMarketDate']);

export const agentListingsQuerySchema = z.strictObject({
  show: agentListingShowSchema.default('All'),
  sort: agentListingSortSchema.default('ListPriceDown'),
  limit: z.coerce.number().int().min(1).max(200).default(60),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type AgentListingsQuery = z.infer<typeof agentListingsQuerySchema>;

const closingTotalsSchema = z.object({
  ytdCount: z.number().int(),
  ytdTotal: z.number(),
  yearCount: z.number().int(),
  yearTotal: z.number(),
});

export const agentStatisticsSchema = z.object({
  sold: closingTotalsSchema,
  rented: closingTotalsSchema,
});
export type AgentStatisticsResponse = z.infer<typeof agentStatisticsSchema>;

export const agentListingSchema = z.object({
  id: z.string(),
  ListingId: z.string(),
  StandardStatus: z.string(),
  PropertyType: z.string(),
  ListPrice: z.number().nullable(),
  ClosePrice: z.number().nullable(),
  CloseDate: z.string().nullable(),
  OnMarketDate: z.string().nullable(),
  /** Null when the listing's address may not be shown (InternetAddressDisplayYN). */
  UnparsedAddress: z.string().nullable(),
  City: z.string().nullable(),
  BedroomsTotal: z.number().nullable(),
  BathroomsTotalInteger: z.number().nullable(),
  LivingArea: z.number().nullable(),
  DaysOnMarket: z.number().int().nullable(),
  photoUrl: z.string().nullable(),
  /** How the agent is on the listing. */
  role: z.enum(['list', 'co-list']),
});
export type AgentListing = z.infer<typeof agentListingSchema>;

export const agentListingsResponseSchema = z.object({
  results: z.array(agentListingSchema),
  limit: z.number().int(),
  offset: z.number().int(),
  /** How many listings the Show filter matches, over all pages. */
  records: z.number().int(),
  /** The agent's listings by status, whatever the filter. */
  counts: z.object({
    Active: z.number().int(),
    Pending: z.number().int(),
    Closed: z.number().int(),
  }),
  statistics: agentStatisticsSchema,
});
export type AgentListingsResponse = z.infer<typeof agentListingsResponseSchema>;

export const listingViewStatsResponseSchema = z.object({
  results: z.object({
    listingId: z.string(),
    /** The first and last day of the window, 'YYYY-MM-DD' in the site's zone. */
    from: z.string(),
    to: z.string(),
    /** Views per site over the window, most viewed first. */
    sites: z.array(z.object({ site: z.string(), views: z.number().int() })),
    /** Each of the 30 days, oldest first, with its views per site (sites without views left out). */
    days: z.array(z.object({ date: z.string(), views: z.record(z.string(), z.number().int()) })),
  }),
});
export type ListingViewStatsResponse = z.infer<typeof listingViewStatsResponseSchema>;
