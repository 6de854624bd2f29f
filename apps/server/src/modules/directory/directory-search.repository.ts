/** SQL of the directory searches: agents with their primary office, offices, clusters. */
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema';
import type { Condition } from '../search/search-params';
import { AGENT_FIELDS, OFFICE_FIELDS } from './directory-fields';
import type { AreaFilter, DirectorySearch } from './directory-query';
import { areaExpression, directoryWhere } from './directory-sql';

type Db = Kysely<Database>;

export interface Filter {
  conditions: readonly Condition[];
  areas: readonly AreaFilter[];
}

/** Members (m) joined to their primary office (o), filtered. */
export function agentsFrom(db: Db, filter: Filter) {
  let members = db.selectFrom('members as m');
  if (filter.areas.length > 0) {
    // An area is a test on the office's position: the few offices inside it are found first
    // (by their own index), so the primary office is looked up only for their members rather
    // than for every member of the association.
    members = members.where('m.id', 'in', (eb) =>
      eb
        .selectFrom('office_members as inside')
        .innerJoin('offices as o', 'o.id', 'inside.office_id')
        .select('inside.member_id')
        .where(sql<SqlBool>`${sql.join(filter.areas.map(areaExpression), sql` and `)}`),
    );
  }
  return members
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('office_members')
          .select('office_id')
          .whereRef('member_id', '=', 'm.id')
          .orderBy('is_primary', 'desc')
          .orderBy('office_id')
          .limit(1)
          .as('om'),
      (join) => join.onTrue(),
    )
    .leftJoin('offices as o', 'o.id', 'om.office_id')
    .where((eb) => directoryWhere(eb, filter.conditions, filter.areas, AGENT_FIELDS));
}

/** Offices (o), filtered. */
export function officesFrom(db: Db, filter: Filter) {
  return db
    .selectFrom('offices as o')
    .where((eb) => directoryWhere(eb, filter.conditions, filter.areas, OFFICE_FIELDS));
}

const sortExpression = (column: string) => sql`lower(${sql.ref(column)})`;

export const AGENT_COLUMNS = [
  'm.id',
  'm.member_key',
  'm.member_mls_id',
  'm.member_first_name',
  'm.member_last_name',
  'm.member_full_name',
  'm.public_email',
  'm.member_status',
  'm.member_type',
  'm.member_aor',
  'm.member_national_association_id',
  'm.member_state_or_province',
  'm.title',
  'm.languages',
  'm.areas_served',
  'm.photo_url',
  'o.office_key',
  'o.office_mls_id',
  'o.office_name',
  'o.office_city',
  'o.office_phone',
] as const;

export async function searchAgents(db: Db, search: DirectorySearch) {
  const column = AGENT_FIELDS[search.sortBy]?.column ?? 'm.member_first_name';
  const [rows, count] = await Promise.all([
    agentsFrom(db, search)
      .select(AGENT_COLUMNS)
      .orderBy(sortExpression(column), search.order)
      .orderBy('m.id')
      .limit(search.limit)
      .offset(search.offset)
      .execute(),
    agentsFrom(db, search)
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
export type AgentRow = Awaited<ReturnType<typeof searchAgents>>['rows'][number];

/** Phones of the given members, grouped by member id. */
export async function phonesOf(db: Db, memberIds: readonly string[]) {
  const byMember = new Map<string, { kind: string; number: string; extension: string | null }[]>();
  if (memberIds.length === 0) return byMember;
  const rows = await db
    .selectFrom('member_phones')
    .select(['member_id', 'kind', 'number', 'extension'])
    .where('member_id', 'in', memberIds)
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const list = byMember.get(String(row.member_id)) ?? [];
    list.push(row);
    byMember.set(String(row.member_id), list);
  }
  return byMember;
}

export const OFFICE_COLUMNS = [
  'o.id',
  'o.office_key',
  'o.office_mls_id',
  'o.office_name',
  'o.office_address1',
  'o.office_address2',
  'o.office_city',
  'o.office_state_or_province',
  'o.office_postal_code',
  'o.office_county_or_parish',
  'o.office_phone',
  'o.office_fax',
  'o.office_email',
  'o.office_type',
  'o.office_aor',
  'o.office_status',
  'o.office_national_association_id',
  'o.originating_system_id',
  'o.latitude',
  'o.longitude',
  'o.website',
] as const;

const activeMemberCount = sql<string>`(select count(*) from office_members om
  join members mm on mm.id = om.member_id
  where om.office_id = o.id and mm.member_status = 'Active')`;

export async function searchOffices(db: Db, search: DirectorySearch) {
  const column = OFFICE_FIELDS[search.sortBy]?.column ?? 'o.office_name';
  const [rows, summary] = await Promise.all([
    officesFrom(db, search)
      .select(OFFICE_COLUMNS)
      .select(activeMemberCount.as('member_count'))
      .orderBy(sortExpression(column), search.order)
      .orderBy('o.id')
      .limit(search.limit)
      .offset(search.offset)
      .execute(),
    officesFrom(db, search)
      .select((eb) => [
        eb.fn.countAll<string>().as('total'),
        eb.fn.max('o.latitude').as('north'),
        eb.fn.min('o.latitude').as('south'),
        eb.fn.max('o.longitude').as('east'),
        eb.fn.min('o.longitude').as('west'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const { north, south, east, west } = summary;
  const bounds =
    north === null || south === null || east === null || west === null
      ? null
      : { north: Number(north), south: Number(south), east: Number(east), west: Number(west) };
  return { rows, total: Number(summary.total), bounds };
}
export type OfficeRow = Awaited<ReturnType<typeof searchOffices>>['rows'][number];

/** Geohash-prefix cells of the matching offices, with counts, centres and boxes. */
export async function clusterOffices(db: Db, filter: Filter, precision: number) {
  // A validated whole number from 1 to 8, written as a literal so SELECT and GROUP BY agree.
  const key = sql<string>`left(o.geohash, ${sql.lit(Math.trunc(precision))})`;
  const rows = await officesFrom(db, filter)
    .where('o.geohash', 'is not', null)
    .select((eb) => [
      key.as('key'),
      eb.fn.countAll<string>().as('doc_count'),
      sql<number>`avg(o.latitude)`.as('lat'),
      sql<number>`avg(o.longitude)`.as('lon'),
      eb.fn.max('o.latitude').as('north'),
      eb.fn.min('o.latitude').as('south'),
      eb.fn.max('o.longitude').as('east'),
      eb.fn.min('o.longitude').as('west'),
    ])
    .groupBy(key)
    .orderBy(key)
    .execute();
  return rows.map((row) => ({
    key: row.key,
    doc_count: Number(row.doc_count),
    lat: Number(row.lat),
    lon: Number(row.lon),
    bounds: {
      north: Number(row.north),
      south: Number(row.south),
      east: Number(row.east),
      west: Number(row.west),
    },
  }));
}

/** Matches a record by its database id, its key or its MLS id. */
function identity(id: string, columns: { id: string; key: string; mlsId: string }) {
  const numeric = /^\d{1,18}$/.test(id);
  return sql<boolean>`(${sql.ref(columns.key)} = ${id} or ${sql.ref(columns.mlsId)} = ${id}${
    numeric ? sql` or ${sql.ref(columns.id)} = ${id}` : sql``
  })`;
}

/** One agent of the filter by id, MemberKey or MemberMlsId. */
export function agentByIdentity(db: Db, filter: Filter, id: string) {
  return agentsFrom(db, filter)
    .where(identity(id, { id: 'm.id', key: 'm.member_key', mlsId: 'm.member_mls_id' }))
    .select(AGENT_COLUMNS)
    .executeTakeFirst();
}

/** The agents of the filter who are members of an office, sorted by last name. */
export function officeMemberRows(db: Db, filter: Filter, officeId: string) {
  return agentsFrom(db, filter)
    .where(
      'm.id',
      'in',
      db.selectFrom('office_members').select('member_id').where('office_id', '=', officeId),
    )
    .select(AGENT_COLUMNS)
    .orderBy(sql`lower(m.member_last_name)`)
    .orderBy(sql`lower(m.member_first_name)`)
    .orderBy('m.id')
    .execute();
}

/** One office of the filter by id, OfficeKey or OfficeMlsId (its member count left at 0). */
export function officeByIdentity(db: Db, filter: Filter, id: string) {
  return officesFrom(db, filter)
    .where(identity(id, { id: 'o.id', key: 'o.office_key', mlsId: 'o.office_mls_id' }))
    .select(OFFICE_COLUMNS)
    .select(sql<string>`0`.as('member_count'))
    .executeTakeFirst();
}
