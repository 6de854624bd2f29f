import { z } from 'zod';
import { singleLine } from './text';
import { listingRecordSchema } from './search';

/** Shapes of the listing page's site API (public-site.md §7): the page data and nearby data. */

export const listingAgentSchema = z.object({
  MemberKey: z.string(),
  MemberMlsId: z.string(),
  MemberFullName: z.string(),
  MemberEmail: z.string().nullable(),
  MemberPreferredPhone: z.string().nullable(),
  MemberMobilePhone: z.string().nullable(),
  MemberOfficePhone: z.string().nullable(),
  OfficeName: z.string().nullable(),
  photoUrl: z.string().nullable(),
});
export type ListingAgent = z.infer<typeof listingAgentSchema>;

export const listingOfficeSchema = z.object({
  OfficeKey: z.string(),
  OfficeMlsId: z.string(),
  OfficeName: z.string(),
  OfficePhone: z.string().nullable(),
  OfficeEmail: z.string().nullable(),
  OfficeAddress1: z.string().nullable(),
  OfficeCity: z.string().nullable(),
  OfficeStateOrProvince: z.string().nullable(),
  OfficePostalCode: z.string().nullable(),
  website: z.string().nullable(),
});
export type ListingOffice = z.infer<typeof listingOfficeSchema>;

export const pageHeaderSchema = z.object({ title: z.string(), description: z.string() });
export type PageHeader = z.infer<typeof pageHeaderSchema>;

/** `GET /api/listing/{id}`: the listing (display rules applied), its agent and office. */
export const listingPageResponseSchema = z.object({
  listing: listingRecordSchema,
  agents: z.array(listingAgentSchema),
  offices: z.array(listingOfficeSchema),
  header: pageHeaderSchema,
  /** When the listing's data was last updated, for the MLS disclaimer. */
  dataUpdatedAt: z.string(),
});
export type ListingPageResponse = z.infer<typeof listingPageResponseSchema>;

export const locationDataQuerySchema = z.strictObject({
  ListingId: singleLine().trim().min(1).max(40).optional(),
  Latitude: z.coerce.number().min(-90).max(90).optional(),
  Longitude: z.coerce.number().min(-180).max(180).optional(),
});

export const nearbySchoolSchema = z.object({
  level: z.enum(['Elementary', 'Middle', 'High']),
  name: z.string(),
  district: z.string().nullable(),
  /** Active listings served by this school, from the association's own data. */
  activeListings: z.number().int(),
});

export const recentSaleSchema = z.object({
  ListingId: z.string(),
  /** Null when the seller withheld the address. */
  UnparsedAddress: z.string().nullable(),
  City: z.string().nullable(),
  ClosePrice: z.number(),
  CloseDate: z.string(),
  BedroomsTotal: z.number().nullable(),
  BathroomsTotalInteger: z.number().nullable(),
  LivingArea: z.number().nullable(),
});
export type RecentSale = z.infer<typeof recentSaleSchema>;

export const priceStatisticsSchema = z.object({
  /** What the figures cover: a postal code or a city. */
  area: z.string(),
  activeCount: z.number().int(),
  medianListPrice: z.number().nullable(),
  closedCount: z.number().int(),
  medianClosePrice: z.number().nullable(),
  medianPricePerSquareFoot: z.number().nullable(),
  averageDaysOnMarket: z.number().nullable(),
});

/** `GET /api/location-data`: what is around a listing. */
export const locationDataResponseSchema = z.object({
  header: pageHeaderSchema,
  schools: z.array(nearbySchoolSchema),
  recentSales: z.array(recentSaleSchema),
  /** Sales around a listing for sale; leases (closed rentals) around a listing for rent. */
  recentSalesKind: z.enum(['sales', 'leases']),
  priceStatistics: priceStatisticsSchema.nullable(),
});
export type LocationDataResponse = z.infer<typeof locationDataResponseSchema>;

export const buildingUnitSchema = z.object({
  ListingId: z.string(),
  UnitNumber: z.string().nullable(),
  StandardStatus: z.string(),
  ListPrice: z.number(),
  BedroomsTotal: z.number().nullable(),
  BathroomsTotalInteger: z.number().nullable(),
  LivingArea: z.number().nullable(),
});
export type BuildingUnit = z.infer<typeof buildingUnitSchema>;

/** `GET /api/building-data/{id}`: other units in the same building, and the listing's regions. */
export const buildingDataResponseSchema = z.object({
  header: pageHeaderSchema,
  BuildingName: z.string().nullable(),
  units: z.array(buildingUnitSchema),
  Regions: z.object({
    neighborhoods: z.array(z.string()),
    MLSAreaMinor: z.string().nullable(),
    CountyOrParish: z.string().nullable(),
    CityRegion: z.string().nullable(),
  }),
});
export type BuildingDataResponse = z.infer<typeof buildingDataResponseSchema>;
