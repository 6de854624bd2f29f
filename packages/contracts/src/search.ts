import { z } from 'zod';

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
  OpenHouseStartTime: z.string(),
  OpenHouseEndTime: z.string(),
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
