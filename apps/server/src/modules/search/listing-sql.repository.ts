/**
 * The listing search as parameterised SQL: one WHERE clause built from the parsed request, then
 * the page's ids, the exact total with the bounds, clusters or suggestions. Nothing a caller
 * sends is spliced into SQL text; sort directions and columns come from fixed lists.
 */
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Cluster } from '@hearth/contracts';
import type { Database } from '../../db/schema';
import {
  PER_LISTING_GROUPS,
  type ListingPage,
  type ListingSearchEngine,
  type Suggestion,
  type SuggestGroup,
  type SuggestRequest,
} from './listing-engine';
import { LISTING_FIELDS } from './listing-fields';
import { areaBounds, EARTH_RADIUS_METERS } from './listing-geometry';
import { findListingIdByKey } from './listing-records.repository';
import type { ListingFilter, ListingQuery, SearchArea } from './listing-query';
import { STREET_START_SQL } from './place-matching';
import { conditionsExpression } from './search-sql';
import { filterKey, ResultCache } from './listing-index/result-cache';
import { searchTables } from './listing-stats.repository';
import { executePrepared } from '../../db/prepared';

type Builder = ExpressionBuilder<Database, 'listings'>;

/**
 * Whether the listing lies inside the ring or on its edge, by the even-odd rule, written out edge
 * by edge with the same arithmetic as `pointInRing` (listing-geometry.ts), so that both engines
 * agree exactly. PostgreSQL's `polygon @> point` counts a region that a self-crossing ring
 * covers twice as inside, where the even-odd rule (and the index) count it as outside.
 */
function inRingExpression(ring: readonly (readonly [number, number])[]): Expression<SqlBool> {
  const lon = sql`longitude::float8`;
  const lat = sql`latitude::float8`;
  const onEdge: Expression<SqlBool>[] = [];
  const crossings: ReturnType<typeof sql>[] = [];
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [ax, ay] = ring[i]!;
    const [bx, by] = ring[j]!;
    const [a0, a1, b0, b1] = [ax, ay, bx, by].map((value) => sql`${value}::float8`);
    onEdge.push(sql<SqlBool>`((${b0} - ${a0}) * (${lat} - ${a1}) - (${b1} - ${a1}) * (${lon} - ${a0}) = 0
      and ${lon} between least(${a0}, ${b0}) and greatest(${a0}, ${b0})
      and ${lat} between least(${a1}, ${b1}) and greatest(${a1}, ${b1}))`);
    crossings.push(sql`case when (${a1} > ${lat}) <> (${b1} > ${lat})
      and ${lon} < ((${b0} - ${a0}) * (${lat} - ${a1})) / (${b1} - ${a1}) + ${a0} then 1 else 0 end`);
  }
  return sql<SqlBool>`(${sql.join(onEdge, sql` or `)} or (${sql.join(crossings, sql` + `)}) % 2 = 1)`;
}

/**
 * Areas up to this size (about 25 by 25 km at the demo region's latitude) are also asked as a
 * box of the GiST index on the position. PostgreSQL estimates `point <@ box` at a fixed 0.1 %
 * of the rows whatever the box, so for a bigger area it would walk the spatial index over most
 * of the table (a whole-region viewport: 98,000 rows at 100,000 listings, 8× slower than an
 * index-only scan of listings_search_cell_idx); without that condition the plan comes from the
 * latitude and longitude statistics, which are right.
 */
export const SPATIAL_INDEX_MAX_SQUARE_DEGREES = 0.05;

function areaExpression(eb: Builder, area: SearchArea): Expression<SqlBool> {
  const box = areaBounds(area);
  const parts: Expression<SqlBool>[] = [];
  if ((box.north - box.south) * (box.east - box.west) <= SPATIAL_INDEX_MAX_SQUARE_DEGREES) {
    // The area's box as the spatial index sees it (listings_search_point_idx); the
    // comparisons below keep the exact edges whatever the plan.
    parts.push(
      sql<SqlBool>`point(longitude, latitude) <@ box(point(${box.west}::float8, ${box.south}::float8), point(${box.east}::float8, ${box.north}::float8))`,
    );
  }
  parts.push(
    eb('latitude', '>=', box.south),
    eb('latitude', '<=', box.north),
    eb('longitude', '>=', box.west),
    eb('longitude', '<=', box.east),
  );
  if (area.kind === 'circle') {
    parts.push(sql<SqlBool>`2 * ${EARTH_RADIUS_METERS}::float8 * asin(sqrt(
      power(sin(radians(latitude - ${area.lat}::float8) / 2), 2) +
      cos(radians(${area.lat}::float8)) * cos(radians(latitude)) *
      power(sin(radians(longitude - ${area.lon}::float8) / 2), 2))) <= ${area.meters}::float8`);
  } else if (area.kind === 'polygon') {
    parts.push(inRingExpression(area.ring));
  }
  return eb.and(parts);
}

/** The WHERE clause of a filter: IDX display rule, conditions, open house, areas. */
export function filterExpression(
  eb: Builder,
  filter: ListingFilter,
  now: Date,
): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [eb('internet_entire_listing_display_yn', '=', true)];
  if (filter.conditions.length > 0) {
    parts.push(conditionsExpression(eb, filter.conditions, LISTING_FIELDS));
  }
  if (filter.openHouse === true) parts.push(eb('next_open_house_at', '>', now));
  if (filter.openHouse === false) {
    parts.push(eb.or([eb('next_open_house_at', 'is', null), eb('next_open_house_at', '<=', now)]));
  }
  if (filter.areas.length > 0) {
    // A hidden address never takes part in a map search: its position must not leak.
    parts.push(eb('internet_address_display_yn', '=', true));
    for (const area of filter.areas) parts.push(areaExpression(eb, area));
  }
  return eb.and(parts);
}

function sortColumn(sortBy: string) {
  const spec = LISTING_FIELDS[sortBy];
  if (!spec?.sortable) throw new Error(`unsortable field ${sortBy}`);
  const ref = sql.ref(`listings.${spec.column}`);
  return spec.type === 'text' ? sql`${ref} collate "C"` : ref;
}

/** Recent answers kept while the data is unchanged (as the index engine keeps them). */
const RESULT_CACHE_ENTRIES = 256;
/**
 * Entries of the change log below the newest that are summed too: a transaction that commits
 * after a newer one has a smaller number, and changes the sum rather than the newest (the
 * index reads the same window again for the same reason, IndexSync's LATE_WINDOW).
 */
const LATE_WINDOW = 1_000;

/**
 * A number that changes whenever `listing_changes` gains an entry: kept answers are valid for
 * one number. One prepared query (the newest entry and the sum of the newest 1,000, read
 * backwards from the key: counting the entries above a bound took 174 ms at a million),
 * shared by concurrent callers, like the index's freshness check.
 */
class ChangeVersion {
  private seen = '';
  private version = 0;
  private inFlight: Promise<number> | null = null;
  private readonly newestQuery;

  constructor(private readonly db: Kysely<Database>) {
    this.newestQuery = searchTables(db)
      .selectNoFrom(
        sql<string>`(select coalesce(max(seq), 0) || ':' || coalesce(sum(seq), 0) from (select seq
          from listing_changes order by seq desc limit ${sql.lit(LATE_WINDOW)}) as newest)`.as(
          'seen',
        ),
      )
      .compile();
  }

  current(): Promise<number> {
    this.inFlight ??= this.read().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private async read(): Promise<number> {
    const [row] = await executePrepared(this.db, this.newestQuery);
    const seen = row?.seen ?? '';
    if (seen !== this.seen) {
      this.seen = seen;
      this.version++;
    }
    return this.version;
  }
}

export interface SqlEngineOptions {
  /** Keep recent searches and clusters while the data is unchanged (default false). */
  cacheResults?: boolean;
}

export class SqlListingEngine implements ListingSearchEngine {
  private readonly version: ChangeVersion | null;
  private readonly pages = new ResultCache<Promise<ListingPage>>(RESULT_CACHE_ENTRIES);
  private readonly cells = new ResultCache<Promise<Cluster[]>>(RESULT_CACHE_ENTRIES);

  constructor(
    private readonly db: Kysely<Database>,
    options: SqlEngineOptions = {},
  ) {
    this.version = options.cacheResults ? new ChangeVersion(db) : null;
  }

  findKey(key: string): Promise<string | undefined> {
    return findListingIdByKey(this.db, key);
  }

  /** The kept answer for this key, or a new one (not kept if it fails). */
  private async kept<T>(
    cache: ResultCache<Promise<T>>,
    key: string | null,
    compute: () => Promise<T>,
  ): Promise<T> {
    if (key === null || this.version === null) return compute();
    const version = await this.version.current();
    const answer = cache.get(version, key, compute);
    answer.catch(() => cache.delete(key));
    return answer;
  }

  search(query: ListingQuery, now: Date): Promise<ListingPage> {
    const key = filterKey(query);
    const { sortBy, order, offset, limit } = query;
    return this.kept(
      this.pages,
      key === null ? null : JSON.stringify([key, sortBy, order, offset, limit]),
      () => this.searchNow(query, now),
    );
  }

  private async searchNow(query: ListingQuery, now: Date): Promise<ListingPage> {
    const direction = query.order === 'asc' ? sql`asc` : sql`desc`;
    // The page and the total with its bounds, on two connections at once.
    const pageRows = this.db
      .selectFrom('listings')
      .select('id')
      .where((eb) => filterExpression(eb, query, now))
      .orderBy(sql`${sortColumn(query.sortBy)} ${direction} nulls last`)
      .orderBy(sql`listings.id ${direction}`)
      .limit(query.limit)
      .offset(query.offset)
      .execute();
    const shown = sql`internet_address_display_yn and latitude is not null and longitude is not null`;
    const summaryRow = this.db
      .selectFrom('listings')
      .select([
        sql<string>`count(*)`.as('total'),
        sql<number | null>`max(latitude) filter (where ${shown})`.as('north'),
        sql<number | null>`min(latitude) filter (where ${shown})`.as('south'),
        sql<number | null>`max(longitude) filter (where ${shown})`.as('east'),
        sql<number | null>`min(longitude) filter (where ${shown})`.as('west'),
      ])
      .where((eb) => filterExpression(eb, query, now))
      .executeTakeFirstOrThrow();
    const [rows, summary] = await Promise.all([pageRows, summaryRow]);
    const { north, south, east, west } = summary;
    return {
      ids: rows.map((row) => String(row.id)),
      total: Number(summary.total),
      bounds:
        north === null || south === null || east === null || west === null
          ? null
          : { north, south, east, west },
    };
  }

  clusters(filter: ListingFilter, precision: number, now: Date): Promise<Cluster[]> {
    const key = filterKey(filter);
    return this.kept(this.cells, key === null ? null : `${precision}:${key}`, () =>
      this.clustersNow(filter, precision, now),
    );
  }

  private async clustersNow(
    filter: ListingFilter,
    precision: number,
    now: Date,
  ): Promise<Cluster[]> {
    const key = sql<string>`left(geohash, ${precision}::int)`;
    const rows = await this.db
      .selectFrom('listings')
      .select([
        key.as('key'),
        sql<string>`count(*)`.as('doc_count'),
        sql<number>`avg(latitude)`.as('lat'),
        sql<number>`avg(longitude)`.as('lon'),
        sql<number>`max(latitude)`.as('north'),
        sql<number>`min(latitude)`.as('south'),
        sql<number>`max(longitude)`.as('east'),
        sql<number>`min(longitude)`.as('west'),
      ])
      .where((eb) => filterExpression(eb, filter, now))
      .where('internet_address_display_yn', '=', true)
      .where('geohash', 'is not', null)
      .where('latitude', 'is not', null)
      .where('longitude', 'is not', null)
      .groupBy(sql`1`)
      .execute();
    rows.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    return rows.map((row) => ({
      key: row.key,
      doc_count: Number(row.doc_count),
      lat: Number(row.lat),
      lon: Number(row.lon),
      bounds: { north: row.north, south: row.south, east: row.east, west: row.west },
    }));
  }

  async suggest(request: SuggestRequest, now: Date): Promise<Record<string, Suggestion[]>> {
    const result: Record<string, Suggestion[]> = {};
    const start = `${request.prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const word = `% ${start}`;
    for (const group of request.groups) {
      const spec = LISTING_FIELDS[group];
      if (!spec) continue;
      const column = sql.ref(spec.column);
      if (PER_LISTING_GROUPS.has(group)) {
        // An address also matches at its street: '1234 Gateway Way' for 'gateway way'. Those
        // come after the ones starting with the text, by street.
        const lower = sql`lower(${column})`;
        const atStart = sql<SqlBool>`${lower} like ${start}`;
        const street =
          group === 'UnparsedAddress'
            ? sql`regexp_replace(${lower}, ${sql.raw(STREET_START_SQL)}, '')`
            : lower;
        const rows = await this.db
          .selectFrom('listings')
          .where((eb) => filterExpression(eb, request.filter, now))
          .where(sql<SqlBool>`(${atStart} or ${street} like ${start})`)
          .$if(spec.visibleIf !== undefined, (qb) =>
            qb.where('internet_address_display_yn', '=', true),
          )
          .select([sql<string>`${column}`.as('value'), 'id'])
          .orderBy(sql`case when ${atStart} then 0 else 1 end`)
          .orderBy(sql`case when ${atStart} then ${lower} else ${street} end collate "C"`)
          .orderBy(sql`${lower} collate "C"`)
          .orderBy('id')
          .limit(request.limit)
          .execute();
        result[group] = rows.map((row) => ({
          field: group,
          value: row.value,
          count: 1,
          id: String(row.id),
        }));
        continue;
      }
      const rows = await this.db
        .selectFrom('listings')
        .where((eb) => filterExpression(eb, request.filter, now))
        .where(sql<SqlBool>`(lower(${column}) like ${start} or lower(${column}) like ${word})`)
        .select([sql<string>`${column}`.as('value'), sql<string>`count(*)`.as('count')])
        .groupBy(column)
        .orderBy(sql`count(*) desc`)
        .orderBy(sql`${column} collate "C"`)
        .limit(request.limit)
        .execute();
      result[group] = rows.map((row) => ({
        field: group,
        value: row.value,
        count: Number(row.count),
      }));
    }
    return result;
  }

  async placeNames(
    filter: ListingFilter,
    groups: readonly SuggestGroup[],
    now: Date,
  ): Promise<Record<string, { value: string; count: number }[]>> {
    const result: Record<string, { value: string; count: number }[]> = {};
    for (const group of groups) {
      const spec = LISTING_FIELDS[group];
      if (!spec) continue;
      const column = sql.ref(spec.column);
      const rows = await this.db
        .selectFrom('listings')
        .where((eb) => filterExpression(eb, filter, now))
        .where(sql<SqlBool>`${column} is not null`)
        .select([sql<string>`${column}`.as('value'), sql<string>`count(*)`.as('count')])
        .groupBy(column)
        .execute();
      result[group] = rows.map((row) => ({ value: row.value, count: Number(row.count) }));
    }
    return result;
  }
}
