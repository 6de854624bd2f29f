import { z } from 'zod';

/**
 * Shapes of the market statistics (docs/market-statistics.md): `GET /api/market/{areaType}/{areaName}`
 * and the pages built on it.
 */

export const marketAreaTypeSchema = z.enum(['region', 'county', 'city', 'zip']);
export const propertyGroupSchema = z.enum(['all', 'single-family', 'condo-townhouse', 'lease']);

const monthText = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'a month as YYYY-MM');

export const marketParamsSchema = z.strictObject({
  areaType: marketAreaTypeSchema,
  areaName: z.string().trim().min(1).max(100),
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
  months: z.array(marketMonthSchema),
});
export type MarketResponse = z.infer<typeof marketResponseSchema>;

/** The areas with figures, for the region page's links. */
export const marketAreasResponseSchema = z.object({
  areas: z.array(z.object({ type: marketAreaTypeSchema, name: z.string() })),
});
export type MarketAreasResponse = z.infer<typeof marketAreasResponseSchema>;
