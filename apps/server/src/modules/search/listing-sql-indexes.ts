/**
 * The indexes and planner statistics of the SQL search engine, chosen from `EXPLAIN (ANALYZE,
 * BUFFERS)` of the search mix (docs/decisions/0002-search-index.md, "A fair peer"). They serve
 * only `SqlListingEngine`: the default engine (the in-memory index) never reads them, so they
 * are made by the SQL engine's own setup rather than a migration, and a deployment on the index
 * engine does not pay for them on every listing write.
 *
 * Every index leaves out the listings that may not be shown (the engine's first condition), and
 * the spatial and cell indexes also those with a hidden address (never part of a map area).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

const SHOWN = 'internet_entire_listing_display_yn';
const ON_MAP = `${SHOWN} and internet_address_display_yn`;

/** Name and definition (after `on listings`) of each index. */
export const SQL_SEARCH_INDEXES: readonly (readonly [string, string])[] = [
  // Areas up to a city's size (viewports, polygons, circles): an R-tree of the positions,
  // asked with `point(longitude, latitude) <@ box(…)` (listing-sql.repository.ts).
  ['listings_search_point_idx', `using gist (point(longitude, latitude)) where ${ON_MAP}`],
  // Status and type, the filters of nearly every search, then price; the included columns make
  // a whole-region total with its bounds an index-only scan (the expressions need their columns).
  [
    'listings_search_kind_idx',
    `(lower(standard_status), lower(property_type), list_price)
      include (standard_status, property_type, latitude, longitude, internet_address_display_yn, bedrooms_total)
      where ${SHOWN}`,
  ],
  // Pages in the two common orders, walked until the page is full: price (the default) and
  // newest first, in the engine's direction with nulls last and the id as the tie-break.
  ['listings_search_price_idx', `(list_price desc nulls last, id desc) where ${SHOWN}`],
  ['listings_search_on_market_idx', `(on_market_date desc nulls last, id desc) where ${SHOWN}`],
  // Map clusters over a whole region: an index-only scan of every position with its cell.
  [
    'listings_search_cell_idx',
    `(geohash) include (latitude, longitude, standard_status, property_type, list_price)
      where ${ON_MAP} and geohash is not null and latitude is not null and longitude is not null`,
  ],
];

/**
 * Statistics of the lower-cased texts the filters compare. PostgreSQL keeps none for the
 * expressions of a partial index: without these it took a whole region's Active homes for 5
 * rows (there were 24,697 of 100,000) and sorted them all instead of walking the newest-first
 * index.
 */
export const SQL_SEARCH_STATISTICS: readonly (readonly [string, string])[] = [
  [
    'listings_search_kind_stats',
    '(mcv, dependencies) on lower(standard_status), lower(property_type)',
  ],
  ['listings_search_city_stats', 'on lower(city)'],
];

/**
 * Creates what is missing (a real PostgreSQL builds indexes concurrently, so listing writes go
 * on meanwhile; an index left invalid by an interrupted build is dropped and built again), then
 * gathers statistics if anything was new. Returns the names of what it created.
 */
export async function prepareSqlSearch(
  db: Kysely<Database>,
  kind: 'pglite' | 'postgres',
): Promise<string[]> {
  const present = await sql<{ name: string; valid: boolean }>`
    select c.relname as name, i.indisvalid as valid
    from pg_index i join pg_class c on c.oid = i.indexrelid
    where i.indrelid = 'listings'::regclass`.execute(db);
  const valid = new Set(present.rows.filter((row) => row.valid).map((row) => row.name));
  const invalid = new Set(present.rows.filter((row) => !row.valid).map((row) => row.name));
  const statistics = await sql<{ name: string }>`
    select stxname as name from pg_statistic_ext where stxrelid = 'listings'::regclass`.execute(db);
  const haveStatistics = new Set(statistics.rows.map((row) => row.name));
  const created: string[] = [];
  const concurrently = kind === 'postgres' ? sql.raw('concurrently') : sql.raw('');
  for (const [name, definition] of SQL_SEARCH_INDEXES) {
    if (valid.has(name)) continue;
    if (invalid.has(name)) await sql`drop index ${concurrently} ${sql.ref(name)}`.execute(db);
    await sql`create index ${concurrently} ${sql.ref(name)} on listings ${sql.raw(definition)}`.execute(
      db,
    );
    created.push(name);
  }
  for (const [name, definition] of SQL_SEARCH_STATISTICS) {
    if (haveStatistics.has(name)) continue;
    await sql`create statistics if not exists ${sql.ref(name)} ${sql.raw(definition)} from listings`.execute(
      db,
    );
    created.push(name);
  }
  if (created.length > 0) await sql`analyze listings`.execute(db);
  return created;
}
