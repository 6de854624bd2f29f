import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Box, Town } from './region-outline';
import { TOWN_CELL_DEGREES, type TownCell } from './town-areas';

/** Fewer listings than this and a "town" is more likely a typo than a place. */
const MIN_LISTINGS = 3;

/**
 * The listings whose position may be drawn inside `box`: a listing hidden from the internet,
 * or whose address may not be shown, never shapes a town's dot or area.
 */
function placedListingsIn(db: Kysely<Database>, box: Box) {
  return db
    .selectFrom('listings')
    .where('city', 'is not', null)
    .where('internet_entire_listing_display_yn', '=', true)
    .where('internet_address_display_yn', '=', true)
    .where('latitude', '>=', box.south)
    .where('latitude', '<=', box.north)
    .where('longitude', '>=', box.west)
    .where('longitude', '<=', box.east);
}

/** The towns of the listings inside `box`, each at the middle of its listings. */
export async function townsIn(db: Kysely<Database>, box: Box): Promise<Town[]> {
  const rows = await placedListingsIn(db, box)
    .select([
      'city',
      sql<number>`avg(latitude)`.as('latitude'),
      sql<number>`avg(longitude)`.as('longitude'),
      sql<number>`count(*)`.as('listings'),
    ])
    .groupBy('city')
    .having(sql`count(*)`, '>=', MIN_LISTINGS)
    .execute();
  return rows.map((row) => ({
    name: row.city ?? '',
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    listings: Number(row.listings),
  }));
}

/**
 * The grid cells that hold each town's listings inside `box`, with their counts: one row per
 * occupied cell, so the answer stays small at a million listings.
 */
export async function townCellsIn(
  db: Kysely<Database>,
  box: Box,
  cellDegrees = TOWN_CELL_DEGREES,
): Promise<TownCell[]> {
  const row = sql<number>`floor(latitude / ${cellDegrees})::int`;
  const column = sql<number>`floor(longitude / ${cellDegrees})::int`;
  const rows = await placedListingsIn(db, box)
    .select([
      'city',
      row.as('cell_row'),
      column.as('cell_column'),
      sql<number>`count(*)`.as('listings'),
    ])
    // Grouped by the output's names: the cell expressions carry a parameter each.
    .groupBy(sql`city, cell_row, cell_column`)
    .execute();
  return rows.map((cell) => ({
    name: cell.city ?? '',
    row: Number(cell.cell_row),
    column: Number(cell.cell_column),
    listings: Number(cell.listings),
  }));
}
