import { LEASE_PROPERTY_TYPES } from '@hearth/domain';
import { sql, type Kysely } from 'kysely';
import type { Database, ListingsTable } from '../../db/schema';

/** About a mile around a point, in degrees of latitude. */
const NEAR_DEGREES = 0.015;
const SOLD_WINDOW_DAYS = 365;

type Db = Kysely<Database>;
/** A typed column of `listings`. */
export type ListingColumn = keyof ListingsTable & string;

/** Active listings served by each named school, from the association's own listings. */
export async function activeListingsPerSchool(
  db: Db,
  schools: {
    column: 'elementary_school' | 'middle_or_junior_school' | 'high_school';
    name: string;
  }[],
): Promise<number[]> {
  return Promise.all(
    schools.map(async ({ column, name }) => {
      const row = await db
        .selectFrom('listings')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where(column, '=', name)
        .where('standard_status', '=', 'Active')
        .where('internet_entire_listing_display_yn', '=', true)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    }),
  );
}

/**
 * Sales closed in the past year within about a mile, newest first: sales only, or leases only
 * (closed rentals, whose "close price" is a month's rent).
 */
export function recentSalesNear(
  db: Db,
  point: { latitude: number; longitude: number },
  excludeRowId: string | null,
  kind: 'sales' | 'leases',
  /** The columns to read (besides whether the address may be shown). */
  columns: readonly ListingColumn[],
  limit = 5,
) {
  const lonDegrees = NEAR_DEGREES / Math.max(0.2, Math.cos((point.latitude * Math.PI) / 180));
  let query = db
    .selectFrom('listings')
    .select([...columns, 'internet_address_display_yn'])
    .where('standard_status', '=', 'Closed')
    .where('internet_entire_listing_display_yn', '=', true)
    .where('close_price', 'is not', null)
    .where('property_type', kind === 'leases' ? 'in' : 'not in', [...LEASE_PROPERTY_TYPES])
    .where('close_date', '>=', sql<string>`(current_date - ${SOLD_WINDOW_DAYS}::int)`)
    .where('latitude', '>=', point.latitude - NEAR_DEGREES)
    .where('latitude', '<=', point.latitude + NEAR_DEGREES)
    .where('longitude', '>=', point.longitude - lonDegrees)
    .where('longitude', '<=', point.longitude + lonDegrees)
    .orderBy('close_date', 'desc')
    .limit(limit);
  if (excludeRowId) query = query.where('id', '<>', excludeRowId);
  return query.execute();
}

/** Asking and sold prices in an area (a postal code, else a city) over the past year. */
export async function areaPriceStatistics(
  db: Db,
  area: { column: 'postal_code' | 'city'; value: string },
) {
  const active = await db
    .selectFrom('listings')
    .select([
      (eb) => eb.fn.countAll<string>().as('n'),
      sql<string | null>`percentile_cont(0.5) within group (order by list_price)`.as('median'),
    ])
    .where(area.column, '=', area.value)
    .where('standard_status', '=', 'Active')
    .where('internet_entire_listing_display_yn', '=', true)
    .executeTakeFirstOrThrow();
  const sold = await db
    .selectFrom('listings')
    .select([
      (eb) => eb.fn.countAll<string>().as('n'),
      sql<string | null>`percentile_cont(0.5) within group (order by close_price)`.as('median'),
      sql<
        string | null
      >`percentile_cont(0.5) within group (order by close_price / nullif(living_area, 0))`.as(
        'per_sqft',
      ),
      sql<string | null>`avg(close_date - on_market_date)`.as('days'),
    ])
    .where(area.column, '=', area.value)
    .where('standard_status', '=', 'Closed')
    .where('close_price', 'is not', null)
    .where('close_date', '>=', sql<string>`(current_date - ${SOLD_WINDOW_DAYS}::int)`)
    .executeTakeFirstOrThrow();
  return { active, sold };
}

/** Other listings in the same building, Active ones first. */
export function unitsInBuilding(
  db: Db,
  buildingName: string,
  excludeRowId: string,
  /** The columns to read, besides the unit number (from the stored record). */
  columns: readonly ListingColumn[],
  limit = 20,
) {
  return (
    db
      .selectFrom('listings as l')
      .leftJoin('listing_records as r', 'r.listing_id', 'l.id')
      .select(columns.map((column) => `l.${column}` as const))
      .select(sql<string | null>`r.record->>'UnitNumber'`.as('unit_number'))
      .where('l.building_name', '=', buildingName)
      .where('l.id', '<>', excludeRowId)
      .where('l.internet_entire_listing_display_yn', '=', true)
      // A unit whose address is withheld is not placed in its building either.
      .where('l.internet_address_display_yn', '=', true)
      .orderBy(sql`l.standard_status = 'Active'`, 'desc')
      .orderBy('l.modification_timestamp', 'desc')
      .limit(limit)
      .execute()
  );
}
