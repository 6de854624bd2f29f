/** Reads of the stored market figures (market_figures); nothing here computes a figure. */
import type { MarketAreaType } from '@hearth/domain';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { MarketFiguresTable } from '../../db/market-schema';
import type { Database } from '../../db/schema';

export type MarketFiguresRow = Selectable<MarketFiguresTable>;

/** The area's name as stored (any case matches) and its last month, or undefined when unknown. */
export async function findMarketArea(
  db: Kysely<Database>,
  areaType: MarketAreaType,
  areaName: string,
): Promise<{ name: string; lastMonth: string } | undefined> {
  const { rows } = await sql<{ name: string; last_month: string }>`
    select area_name as name, to_char(max(month), 'YYYY-MM') as last_month from market_figures
    where area_type = ${areaType} and lower(area_name) = lower(${areaName})
    group by area_name order by area_name limit 1`.execute(db);
  const row = rows[0];
  return row ? { name: row.name, lastMonth: row.last_month } : undefined;
}

/** The county of a city or ZIP code: that of its first listing (a scan that stops at once). */
export async function countyOfArea(
  db: Kysely<Database>,
  areaType: 'city' | 'zip',
  areaName: string,
): Promise<string | null> {
  const column = areaType === 'city' ? sql.ref('city') : sql.ref('postal_code');
  const { rows } = await sql<{ county: string | null }>`
    select county_or_parish as county from listings where ${column} = ${areaName}
      and county_or_parish is not null limit 1`.execute(db);
  return rows[0]?.county ?? null;
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
