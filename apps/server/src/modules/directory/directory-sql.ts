/** The WHERE clause of directory searches: every value a bound parameter. */
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Condition, FieldSpecs } from '../search/search-params';
import { conditionsExpression, likePattern } from '../search/search-sql';
import type { AreaFilter } from './directory-query';

/** Earth radius in metres (public-site.md §9). */
const EARTH_RADIUS_M = 6371008.8;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyBuilder = ExpressionBuilder<any, any>;

/** An office position (alias `o`) inside a map area. */
export function areaExpression(area: AreaFilter): Expression<SqlBool> {
  const lat = sql.ref('o.latitude');
  const lon = sql.ref('o.longitude');
  switch (area.kind) {
    case 'box': {
      const { north, south, east, west } = area.bounds;
      const n = (value: number) => sql`cast(${value} as double precision)`;
      return sql<SqlBool>`(${lat} between ${n(south)} and ${n(north)} and ${lon} between ${n(west)} and ${n(east)})`;
    }
    case 'near': {
      const pLat = sql`cast(${area.point.lat} as double precision)`;
      const pLon = sql`cast(${area.point.lon} as double precision)`;
      const meters = sql`cast(${area.meters} as double precision)`;
      return sql<SqlBool>`(${lat} is not null and 2 * ${sql.lit(EARTH_RADIUS_M)} * asin(sqrt(
        power(sin(radians(${lat} - ${pLat}) / 2), 2)
        + cos(radians(${pLat})) * cos(radians(${lat})) * power(sin(radians(${lon} - ${pLon}) / 2), 2)
      )) <= ${meters})`;
    }
    case 'poly': {
      // PostgreSQL's own polygon type: '((lon,lat),...)', built from parsed numbers only. The
      // ring's box is tested first, so only the offices inside it pay for the polygon test.
      const text = `(${area.ring.map(([x, y]) => `(${x},${y})`).join(',')})`;
      const lons = area.ring.map(([x]) => x);
      const lats = area.ring.map(([, y]) => y);
      const n = (value: number) => sql`cast(${value} as double precision)`;
      return sql<SqlBool>`(${lat} between ${n(Math.min(...lats))} and ${n(Math.max(...lats))}
        and ${lon} between ${n(Math.min(...lons))} and ${n(Math.max(...lons))}
        and cast(${text} as polygon) @> point(${lon}, ${lat}))`;
    }
  }
}

/** A condition on a member's designations (member_designations), alias `m` for the member. */
function designationExpression(condition: Condition): Expression<SqlBool> {
  const values = (Array.isArray(condition.value) ? condition.value : [condition.value]).map(
    (value) => String(value).toLowerCase(),
  );
  const any = (match: Expression<SqlBool>) =>
    sql<SqlBool>`exists (select 1 from member_designations d where d.member_id = ${sql.ref('m.id')} and ${match})`;
  const named = sql<SqlBool>`lower(d.name) in (${sql.join(values)})`;
  switch (condition.op) {
    case 'eq':
    case 'in':
      return any(named);
    case 'ne':
    case 'nin':
      return sql<SqlBool>`not ${any(named)}`;
    case 'like':
      return any(sql<SqlBool>`d.name ilike ${likePattern(values[0] ?? '')}`);
    default:
      return condition.value ? any(sql<SqlBool>`true`) : sql<SqlBool>`not ${any(sql`true`)}`;
  }
}

/** Conditions and areas joined with AND. */
export function directoryWhere(
  eb: AnyBuilder,
  conditions: readonly Condition[],
  areas: readonly AreaFilter[],
  specs: FieldSpecs,
): Expression<SqlBool> {
  const plain = conditions.filter((c) => c.field !== 'MemberDesignation');
  const parts: Expression<SqlBool>[] = [];
  if (plain.length > 0) parts.push(conditionsExpression(eb, plain, specs));
  for (const condition of conditions) {
    if (condition.field === 'MemberDesignation') parts.push(designationExpression(condition));
  }
  for (const area of areas) parts.push(areaExpression(area));
  return parts.length > 0 ? eb.and(parts) : sql<SqlBool>`true`;
}
