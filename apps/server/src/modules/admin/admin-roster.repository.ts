/** SQL of the console's members and offices: searches and the rows of its reports. */
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema';
import { likePattern } from '../search/search-sql';

type Db = Kysely<Database>;

/** The latest licence expiry of the member `m` (YYYY-MM-DD), or null. */
const expiry = sql<string | null>`(select max(ml.license_expiration_date)::text
  from member_licenses ml where ml.member_id = m.id)`;

/** The name of the member's primary office, or null. */
const officeName = sql<string | null>`(select o.office_name from office_members om
  join offices o on o.id = om.office_id where om.member_id = m.id
  order by om.is_primary desc, om.office_id limit 1)`;

function memberMatches(q: string) {
  if (q === '') return sql<SqlBool>`true`;
  const pattern = likePattern(q);
  return sql<SqlBool>`(m.member_full_name ilike ${pattern} or m.member_email ilike ${pattern}
    or m.member_mls_id ilike ${pattern})`;
}

function memberColumns(db: Db) {
  return db
    .selectFrom('members as m')
    .select([
      'm.id',
      'm.member_full_name',
      'm.member_mls_id',
      'm.member_email',
      'm.member_status',
      officeName.as('office_name'),
      expiry.as('license_expiration_date'),
    ]);
}
export type RosterMemberRow = Awaited<
  ReturnType<ReturnType<typeof memberColumns>['execute']>
>[number];

/** A page of members whose name, e-mail or MLS id contains `q`, by name. */
export async function searchMembers(db: Db, q: string, limit: number, offset: number) {
  const [rows, count] = await Promise.all([
    memberColumns(db)
      .where(memberMatches(q))
      .orderBy(sql`lower(m.member_full_name)`)
      .orderBy('m.id')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('members as m')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .where(memberMatches(q))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** Active members whose licence expires between the two days (YYYY-MM-DD), soonest first. */
export function membersExpiringBetween(db: Db, from: string, to: string) {
  return memberColumns(db)
    .where('m.member_status', '=', 'Active')
    .where(sql<SqlBool>`${expiry} between ${from} and ${to}`)
    .orderBy(sql`${expiry}`)
    .orderBy('m.id')
    .execute();
}

/** Every active member, soonest licence expiry first (the credits report filters them). */
export function activeMembers(db: Db) {
  return memberColumns(db)
    .where('m.member_status', '=', 'Active')
    .orderBy(sql`${expiry} nulls last`)
    .orderBy('m.id')
    .execute();
}

/** A page of offices whose name or city contains `q`, with their active members. */
export async function searchOffices(db: Db, q: string, limit: number, offset: number) {
  const pattern = likePattern(q);
  const matches =
    q === ''
      ? sql<SqlBool>`true`
      : sql<SqlBool>`(o.office_name ilike ${pattern} or o.office_city ilike ${pattern})`;
  const [rows, count] = await Promise.all([
    officeRows(db)
      .where(matches)
      .orderBy(sql`lower(o.office_name)`)
      .orderBy('o.id')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('offices as o')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .where(matches)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function officeRows(db: Db) {
  return db.selectFrom('offices as o').select([
    'o.id',
    'o.office_name',
    'o.office_city',
    'o.office_status',
    sql<string>`(select count(*) from office_members om join members mm on mm.id = om.member_id
        where om.office_id = o.id and mm.member_status = 'Active')`.as('members'),
  ]);
}
export type RosterOfficeRow = Awaited<ReturnType<ReturnType<typeof officeRows>['execute']>>[number];

/** The leads of the offices since a time, for their response times. */
export function leadTimesOfOffices(db: Db, officeIds: readonly string[] | 'all', since: Date) {
  let query = db
    .selectFrom('leads')
    .select(['office_id', 'created_at', 'first_opened_at'])
    .where('office_id', 'is not', null)
    .where('created_at', '>=', since);
  if (officeIds !== 'all') {
    if (officeIds.length === 0) return Promise.resolve([]);
    query = query.where('office_id', 'in', officeIds);
  }
  return query.execute();
}
