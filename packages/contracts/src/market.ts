import { z } from 'zod';
import { multiLine, singleLine } from './text';

/**
 * Shapes of the market statistics (docs/market-statistics.md): `GET /api/market/{areaType}/{areaName}`
 * and the pages built on it.
 */

export const marketAreaTypeSchema = z.enum(['region', 'county', 'city', 'zip']);
export const propertyGroupSchema = z.enum(['all', 'single-family', 'condo-townhouse', 'lease']);

const monthText = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'a month as YYYY-MM');

export const marketParamsSchema = z.strictObject({
  areaType: marketAreaTypeSchema,
  areaName: singleLine().trim().min(1).max(100),
});

export const marketQuerySchema = z.strictObject({
  /** The last N full months (default 24); not with `from`/`to`. */
  months: z.coerce.number().int().min(1).max(120).optional(),
  from: monthText.optional(),
  to: monthText.optional(),
  group: propertyGroupSchema.optional(),
});
export type MarketQuery = z.infer<typeof marketQuerySchema>;

const money = z.number().nullable();

/** One month of one property group's figures; medians and averages are null with too few sales. */
export const marketMonthSchema = z.object({
  month: z.string(),
  group: propertyGroupSchema,
  closedSales: z.number().int(),
  medianSalesPrice: money,
  averageSalesPrice: money,
  newListings: z.number().int(),
  pendingSales: z.number().int(),
  inventory: z.number().int(),
  monthsSupply: z.number().nullable(),
  medianDaysOnMarket: z.number().nullable(),
  percentOfListPriceReceived: z.number().nullable(),
  /** False when the month's closed sales are under `minimumSales`: "not enough sales". */
  enoughSales: z.boolean(),
});
export type MarketMonth = z.infer<typeof marketMonthSchema>;

export const marketAreaSchema = z.object({
  type: marketAreaTypeSchema,
  name: z.string(),
  /** The county of a city or ZIP code. */
  county: z.string().nullable(),
});
export type MarketArea = z.infer<typeof marketAreaSchema>;

export const marketResponseSchema = z.object({
  area: marketAreaSchema,
  /** The last full month the figures hold. */
  lastMonth: z.string().nullable(),
  minimumSales: z.number().int(),
  /** When the figures of these months last changed (ISO time), for "revised" after an edition. */
  updatedAt: z.string().nullable(),
  /** Months whose figures changed since the latest published edition froze them. */
  revised: z.array(z.string()),
  months: z.array(marketMonthSchema),
});
export type MarketResponse = z.infer<typeof marketResponseSchema>;

/** The areas with figures, for the region page's links. */
export const marketAreasResponseSchema = z.object({
  areas: z.array(z.object({ type: marketAreaTypeSchema, name: z.string() })),
});
export type MarketAreasResponse = z.infer<typeof marketAreasResponseSchema>;

export const marketDataQualitySchema = z.object({
  closedWithoutClosePrice: z.number().int(),
  closedWithoutCloseDate: z.number().int(),
  closeBeforeOnMarket: z.number().int(),
  withoutCity: z.number().int(),
  withoutPostalCode: z.number().int(),
  withoutOriginalListPrice: z.number().int(),
});

/** A monthly edition of the market report, frozen on the configured day. */
export const marketEditionSummarySchema = z.object({
  edition: z.string(),
  status: z.enum(['draft', 'published']),
  commentary: z.string(),
  dataQuality: marketDataQualitySchema,
  frozenAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type MarketEditionSummary = z.infer<typeof marketEditionSummarySchema>;

export const marketEditionParamsSchema = z.strictObject({ month: monthText });
export const marketEditionQuerySchema = z.strictObject({
  areaType: marketAreaTypeSchema.default('region'),
  areaName: singleLine().trim().min(1).max(100).default('all'),
});
export const marketEditionResponseSchema = marketResponseSchema.extend({
  edition: marketEditionSummarySchema,
});
export const marketEditionUpdateSchema = z.strictObject({
  commentary: multiLine(z.string().max(5000)),
  publish: z.boolean().default(false),
});
export const marketEditionsResponseSchema = z.object({
  editions: z.array(marketEditionSummarySchema),
});
export const marketSubscriptionSchema = z.strictObject({ subscribed: z.boolean() });

/**
 * "My market" on a member's dashboard: the figures (all residential) of the areas they serve,
 * from their profile's areas served, else their offices' cities, else the region.
 */
export const myMarketResponseSchema = z.object({
  source: z.enum(['areas-served', 'office', 'region']),
  areas: z.array(marketResponseSchema),
});
export type MyMarketResponse = z.infer<typeof myMarketResponseSchema>;

/** The one-page PDF report: its property group and language (else the Accept-Language). */
export const marketPdfQuerySchema = z.strictObject({
  group: propertyGroupSchema.optional(),
  lang: z.enum(['en', 'es']).optional(),
});
