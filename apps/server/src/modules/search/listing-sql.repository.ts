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

function areaExpression(eb: Builder, area: SearchArea): Expression<SqlBool> {
  const box = areaBounds(area);
  const parts: Expression<SqlBool>[] = [
    eb('latitude', '>=', box.south),
    eb('latitude', '<=', box.north),
    eb('longitude', '>=', box.west),
    eb('longitude', '<=', box.east),
  ];
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

export class SqlListingEngine implements ListingSearchEngine {
  constructor(private readonly db: Kysely<Database>) {}

  findKey(key: string): Promise<string | undefined> {
    return findListingIdByKey(this.db, key);
  }

  async search(query: ListingQuery, now: Date): Promise<ListingPage> {
    const direction = query.order === 'asc' ? sql`asc` : sql`desc`;
    const rows = await this.db
      .selectFrom('listings')
      .select('id')
      .where((eb) => filterExpression(eb, query, now))
      .orderBy(sql`${sortColumn(query.sortBy)} ${direction} nulls last`)
      .orderBy(sql`listings.id ${direction}`)
      .limit(query.limit)
      .offset(query.offset)
      .execute();
    const shown = sql`internet_address_display_yn and latitude is not null and longitude is not null`;
    const summary = await this.db
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

  async clusters(filter: ListingFilter, precision: number, now: Date): Promise<Cluster[]> {
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
