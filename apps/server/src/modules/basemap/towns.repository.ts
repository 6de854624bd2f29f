import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Box, Town } from './region-outline';

/** Fewer listings than this and a "town" is more likely a typo than a place. */
const MIN_LISTINGS = 3;

/** The towns of the listings inside `box`, each at the middle of its listings. */
export async function townsIn(db: Kysely<Database>, box: Box): Promise<Town[]> {
  const rows = await db
    .selectFrom('listings')
    .select([
      'city',
      sql<number>`avg(latitude)`.as('latitude'),
      sql<number>`avg(longitude)`.as('longitude'),
      sql<number>`count(*)`.as('listings'),
    ])
    .where('city', 'is not', null)
    .where('latitude', '>=', box.south)
    .where('latitude', '<=', box.north)
    .where('longitude', '>=', box.west)
    .where('longitude', '<=', box.east)
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
