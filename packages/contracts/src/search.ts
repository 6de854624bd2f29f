import { z } from 'zod';
import { singleLine } from './text';

/** Shapes of the search API (`{search api}` of public-site.md §7), in the style of MLS vendors' APIs. */

export const mapBoundsSchema = z.object({
  north: z.number(),
  south: z.number(),
  east: z.number(),
  west: z.number(),
});
export type MapBounds = z.infer<typeof mapBoundsSchema>;

export const listingMediaSchema = z.object({
  MediaURL: z.string(),
  Order: z.number().int(),
  ShortDescription: z.string().nullable().optional(),
  MediaCategory: z.string().optional(),
});

export const openHouseSchema = z.object({
  OpenHouseKey: z.string(),
  OpenHouseType: z.enum(['Public', 'Broker']),
  OpenHouseStartTime: z
    .string()
    .describe(
      "ISO 8601 timestamp in the site's time zone with its offset, e.g. 2026-11-28T13:00:00-08:00",
    ),
  OpenHouseEndTime: z
    .string()
    .describe("ISO 8601 timestamp in the site's time zone with its offset"),
  OpenHouseRemarks: z.string().nullable().optional(),
});

/**
 * A listing as the API sends it: RESO field names. The typed fields are those the screens use;
 * the rest of the RESO record passes through. Restricted fields (compensation, showing
 * instructions, owner names) are never present; with InternetAddressDisplayYN false neither
 * the address nor the coordinates are.
 */
export const listingRecordSchema = z.looseObject({
  id: z.string(),
  ListingKey: z.string().optional(),
  ListingId: z.string().optional(),
  StandardStatus: z.string().optional(),
  PropertyType: z.string().optional(),
  PropertySubType: z.string().nullable().optional(),
  ListPrice: z.number().optional(),
  ClosePrice: z.number().nullable().optional(),
  CloseDate: z.string().nullable().optional(),
  OnMarketDate: z.string().optional(),
  ModificationTimestamp: z.string().optional(),
  DaysOnMarket: z.number().int().optional(),
  Latitude: z.number().nullable().optional(),
  Longitude: z.number().nullable().optional(),
  UnparsedAddress: z.string().nullable().optional(),
  City: z.string().nullable().optional(),
  StateOrProvince: z.string().nullable().optional(),
  PostalCode: z.string().nullable().optional(),
  BedroomsTotal: z.number().nullable().optional(),
  BathroomsTotalInteger: z.number().nullable().optional(),
  LivingArea: z.number().nullable().optional(),
  LotSizeAcres: z.number().nullable().optional(),
  YearBuilt: z.number().nullable().optional(),
  InternetAddressDisplayYN: z.boolean().optional(),
  ListAgentMlsId: z.string().optional(),
  ListAgentFullName: z.string().optional(),
  ListOfficeMlsId: z.string().optional(),
  ListOfficeName: z.string().optional(),
  Media: z.array(listingMediaSchema).optional(),
  OpenHouse: z.array(openHouseSchema).optional(),
});
export type ListingRecord = z.infer<typeof listingRecordSchema>;

/** `GET /listings`, `GET /agents`, `GET /offices`: a page of records, the exact total, the box of all matches. */
export function bundleResponseSchema<T extends z.ZodType>(record: T) {
  return z.object({
    success: z.literal(true),
    status: z.literal(200),
    bundle: z.array(record),
    total: z.number().int(),
    bounds: mapBoundsSchema.nullable(),
  });
}
export const listingSearchResponseSchema = bundleResponseSchema(listingRecordSchema);
export type ListingSearchResponse = z.infer<typeof listingSearchResponseSchema>;

/** One geohash cell of `GET /listings/cluster`. */
export const clusterSchema = z.object({
  key: z.string(),
  doc_count: z.number().int(),
  lat: z.number(),
  lon: z.number(),
  bounds: mapBoundsSchema,
});
export type Cluster = z.infer<typeof clusterSchema>;
export const clusterResponseSchema = z.object({
  success: z.literal(true),
  status: z.literal(200),
  bundle: z.array(clusterSchema),
  total: z.number().int(),
});
export type ClusterResponse = z.infer<typeof clusterResponseSchema>;

/** `GET /suggest/*`: suggestions grouped by the field they come from. */
export const suggestionSchema = z.object({
  field: z.string(),
  value: z.string(),
  count: z.number().int().optional(),
  id: z.string().optional(),
});
export const suggestResponseSchema = z.object({
  success: z.literal(true),
  status: z.literal(200),
  bundle: z.record(z.string(), z.array(suggestionSchema)),
});
export type SuggestResponse = z.infer<typeof suggestResponseSchema>;

export const singleRecordResponseSchema = <T extends z.ZodType>(record: T) =>
  z.object({ success: z.literal(true), status: z.literal(200), bundle: record });

// --- Requests of the listing search (the free-form field filters are described in each route) ---

const param = (description: string) => singleLine().optional().describe(description);

/** The named parameters of `GET /listings`; any other key is a field filter (`Field[op]=value`). */
export const listingFilterQuerySchema = z.looseObject({
  near: param('Centre of a radius search: "lat,lon".'),
  radius: param('Radius around `near`: miles ("5", "5mi") or kilometres ("8km"); default 5 miles.'),
  box: param('Map box: "west,south,east,north".'),
  poly: param('Polygon: a closed ring of at least 4 "lon lat" positions, comma separated.'),
  polygon: param('Synonym of `poly`.'),
  geohash: param('Map box as two geohashes: "topLeft,bottomRight".'),
  mapbound: param('Synonym of `geohash`.'),
  OpenHouse: param('true: only listings with a future public open house; false: only without.'),
  savedSearchId: param('Accepted and ignored (the saved search it came from).'),
  searchBy: param('Accepted and ignored.'),
});
export const listingSearchQuerySchema = listingFilterQuerySchema.extend({
  offset: param('Records to skip: 0 to 10,000 (default 0).'),
  limit: param('Records per page: 0 to 200 (default 100).'),
  sortBy: param('A sortable field (default ListPrice); ties are broken by id.'),
  order: param('asc or desc (default desc).'),
  fields: param('Comma list of the fields each record holds (id is always there).'),
});
export type ListingSearchQuery = z.infer<typeof listingSearchQuerySchema>;

const bodyValue = z.union([
  singleLine(),
  z.number(),
  z.boolean(),
  z.array(z.union([singleLine(), z.number()])),
]);
/** `POST /listings`: the same parameters as a JSON object; values may be numbers, flags or lists. */
export const listingSearchBodySchema = z.looseObject(
  Object.fromEntries(
    Object.entries(listingSearchQuerySchema.shape).map(([key, schema]) => [
      key,
      bodyValue.optional().describe(schema.description ?? key),
    ]),
  ),
);

export const clusterQuerySchema = listingFilterQuerySchema.extend({
  precision: z.coerce
    .number()
    .int()
    .min(1)
    .max(8)
    .default(3)
    .describe('Geohash cell length, 1 to 8 (the map uses 3 to 6); default 3.'),
});

export const suggestQuerySchema = listingFilterQuerySchema.extend({
  q: singleLine().min(1).max(100).describe('What the visitor typed (at least 1 character).'),
  fields: param('Comma list of the suggestion groups wanted (default all).'),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(20)
    .default(5)
    .describe('Suggestions per group (default 5, at most 20).'),
});

export const listingStatsQuerySchema = z.object({
  'id[in]': singleLine().min(1).describe('Comma list of listing ids (at most 200).'),
});
export const listingStatsResponseSchema = z.object({
  success: z.literal(true),
  status: z.literal(200),
  bundle: z.array(
    z.object({
      id: z.string(),
      /** Page views per site over the last 30 days. */
      views: z.record(z.string(), z.number().int()),
    }),
  ),
});
export type ListingStatsResponse = z.infer<typeof listingStatsResponseSchema>;
export const singleListingResponseSchema = singleRecordResponseSchema(listingRecordSchema);
