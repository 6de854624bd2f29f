/** SQL of the members area's account, profile, education and office pages. */
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** An account's member, offices and associations: what every authorisation decision needs. */
export async function actorRow(db: Db, accountId: string) {
  const row = await db
    .selectFrom('accounts as a')
    .leftJoin('members as m', 'm.id', 'a.member_id')
    .select([
      'a.member_id',
      'm.member_aor',
      sql<string[]>`coalesce((select array_agg(om.office_id::text order by om.is_primary desc,
        om.office_id) from office_members om where om.member_id = a.member_id), '{}')`.as(
        'office_ids',
      ),
    ])
    .where('a.id', '=', accountId)
    .executeTakeFirst();
  return {
    memberId: row?.member_id ? String(row.member_id) : null,
    officeIds: row?.office_ids ?? [],
    associations: row?.member_aor ? [row.member_aor] : [],
  };
}

export function findAccountDetail(db: Db, accountId: string) {
  return db
    .selectFrom('accounts as a')
    .leftJoin('members as m', 'm.id', 'a.member_id')
    .select([
      'a.id',
      'a.member_id',
      'a.email',
      'a.first_name',
      'a.last_name',
      'a.roles',
      'a.language',
      'm.member_mls_id',
      'm.member_key',
      'm.photo_url',
      'm.member_aor',
    ])
    .where('a.id', '=', accountId)
    .executeTakeFirst();
}
export type AccountDetailRow = NonNullable<Awaited<ReturnType<typeof findAccountDetail>>>;

/** Education records of members, oldest first, with dates as yyyymmdd numbers. */
export function educationRecordsOf(db: Db, memberIds: readonly string[]) {
  if (memberIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('education_records')
    .select([
      'id',
      'member_id',
      'course_name',
      'provider',
      'category',
      sql<number>`to_char(start_date, 'YYYYMMDD')::int`.as('start_date'),
      sql<number | null>`to_char(completion_date, 'YYYYMMDD')::int`.as('completion_date'),
      'grade',
      'attended',
      'credits',
    ])
    .where('member_id', 'in', memberIds)
    .orderBy('start_date', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
export type EducationRow = Awaited<ReturnType<typeof educationRecordsOf>>[number];

/** The latest licence expiry of each member (YYYY-MM-DD). */
export async function licenceExpiries(
  db: Db,
  memberIds: readonly string[],
): Promise<Map<string, string | null>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('member_licenses')
    .select(['member_id', sql<string | null>`max(license_expiration_date)::text`.as('expiry')])
    .where('member_id', 'in', memberIds)
    .groupBy('member_id')
    .execute();
  return new Map(rows.map((row) => [String(row.member_id), row.expiry]));
}

/** Offices, among `officeIds`, that `memberId` leads (responsible or contact member). */
export async function ledOfficeIds(db: Db, memberId: string | null): Promise<string[]> {
  if (!memberId) return [];
  const rows = await db
    .selectFrom('offices')
    .select('id')
    .where((eb) =>
      eb.or([eb('responsible_member_id', '=', memberId), eb('contact_member_id', '=', memberId)]),
    )
    .orderBy('id')
    .execute();
  return rows.map((row) => String(row.id));
}

/** The member's listings of one status, newest first, for the dashboard's listings widget. */
/** A member's own listings: those they list or co-list (as on their listings page). */
function ownListing(memberId: string, mlsId: string | null) {
  return (eb: ExpressionBuilder<Database, 'listings'>) =>
    eb.or([
      eb('list_agent_id', '=', memberId),
      ...(mlsId ? [eb('co_list_agent_mls_id', '=', mlsId)] : []),
    ]);
}

export async function widgetListings(
  db: Db,
  member: { id: string; mlsId: string | null },
  statuses: readonly string[],
  limit: number,
) {
  const where = db
    .selectFrom('listings')
    .where(ownListing(member.id, member.mlsId))
    .where('standard_status', 'in', statuses as Database['listings']['standard_status'][]);
  const [rows, count] = await Promise.all([
    where
      .select([
        'id',
        'listing_id',
        'standard_status',
        'list_price',
        'unparsed_address',
        'internet_address_display_yn',
        'city',
        'primary_photo_url',
        'property_type',
        sql<string>`on_market_date::text`.as('on_market_date'),
      ])
      .orderBy('on_market_date', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),
    where.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** How many own listings a member has in each status. */
export async function listingStatusCounts(
  db: Db,
  member: { id: string; mlsId: string | null },
  statuses: readonly string[],
) {
  const rows = await db
    .selectFrom('listings')
    .select(['standard_status', (eb) => eb.fn.countAll<string>().as('n')])
    .where(ownListing(member.id, member.mlsId))
    .where('standard_status', 'in', statuses as Database['listings']['standard_status'][])
    .groupBy('standard_status')
    .execute();
  return rows.map((row) => ({ StandardStatus: row.standard_status, count: Number(row.n) }));
}

/** The offices a member belongs to. */
export async function officeIdsOfMember(db: Db, memberId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('office_members')
    .select('office_id')
    .where('member_id', '=', memberId)
    .execute();
  return rows.map((row) => String(row.office_id));
}

export function findMemberName(db: Db, memberId: string) {
  return db
    .selectFrom('members')
    .select(['id', 'member_full_name'])
    .where('id', '=', memberId)
    .where('member_status', '=', 'Active')
    .executeTakeFirst();
}

/** The places a member serves: their profile's areas served and their offices' cities. */
export async function servedPlacesOf(
  db: Db,
  memberId: string,
): Promise<{ areasServed: string[]; officeCities: string[] }> {
  const row = await db
    .selectFrom('members as m')
    .select([
      'm.areas_served',
      sql<string[]>`coalesce((select array_agg(distinct o.office_city) from office_members om
        join offices o on o.id = om.office_id where om.member_id = m.id
        and o.office_city is not null), '{}')`.as('office_cities'),
    ])
    .where('m.id', '=', memberId)
    .executeTakeFirst();
  return { areasServed: row?.areas_served ?? [], officeCities: row?.office_cities ?? [] };
}
