/** Reads of the stored market figures (market_figures); nothing here computes a figure. */
import type { MarketAreaType } from '@hearth/domain';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { MarketFiguresTable } from '../../db/market-schema';
import type { Database } from '../../db/schema';

export type MarketFiguresRow = Selectable<MarketFiguresTable>;

/**
 * The area's name as stored (any case matches), its county (a city's or ZIP code's) and its last
 * month, or undefined when unknown: two index lookups, nothing of `listings`.
 */
export async function findMarketArea(
  db: Kysely<Database>,
  areaType: MarketAreaType,
  areaName: string,
): Promise<{ name: string; county: string | null; lastMonth: string } | undefined> {
  const { rows } = await sql<{ name: string; county: string | null; last_month: string | null }>`
    select a.area_name as name, a.county,
      (select to_char(max(f.month), 'YYYY-MM') from market_figures f
        where f.area_type = a.area_type and lower(f.area_name) = lower(a.area_name)) as last_month
    from market_areas a
    where a.area_type = ${areaType} and lower(a.area_name) = lower(${areaName})
    order by a.area_name limit 1`.execute(db);
  const row = rows[0];
  return row?.last_month
    ? { name: row.name, county: row.county, lastMonth: row.last_month }
    : undefined;
}

/** An area's figures of the months `from`..`to` ('YYYY-MM'), by month and group. */
export async function marketFigures(
  db: Kysely<Database>,
  areaType: MarketAreaType,
  areaName: string,
  from: string,
  to: string,
  group: string | undefined,
): Promise<MarketFiguresRow[]> {
  let query = db
    .selectFrom('market_figures')
    .selectAll()
    .where('area_type', '=', areaType)
    .where('area_name', '=', areaName)
    .where('month', '>=', `${from}-01`)
    .where('month', '<=', `${to}-01`);
  if (group) query = query.where('property_group', '=', group);
  return query.orderBy('month').orderBy('property_group').execute();
}

/** Every area with figures, by type and name. */
export async function marketAreas(
  db: Kysely<Database>,
): Promise<{ area_type: MarketAreaType; area_name: string }[]> {
  const { rows } = await sql<{ area_type: MarketAreaType; area_name: string }>`
    select distinct area_type, area_name from market_figures order by area_type, area_name`.execute(
    db,
  );
  return rows;
}
