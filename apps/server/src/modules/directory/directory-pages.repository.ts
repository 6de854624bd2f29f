/** SQL of the agent and office pages: one member or office with what its page shows. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** Members and offices a visitor may see: Active, and not of the excluded association. */
export interface Visibility {
  excludedAssociation: string;
}

const notExcluded = (column: string, visibility: Visibility) =>
  visibility.excludedAssociation
    ? sql<boolean>`${sql.ref(column)} <> ${visibility.excludedAssociation}`
    : sql<boolean>`true`;

function identity(id: string, columns: readonly [id: string, key: string, mlsId: string]) {
  const [idColumn, key, mlsId] = columns;
  const numeric = /^\d{1,18}$/.test(id);
  return sql<boolean>`(${sql.ref(mlsId)} = ${id} or ${sql.ref(key)} = ${id}${
    numeric ? sql` or ${sql.ref(idColumn)} = ${id}` : sql``
  })`;
}

export function findVisibleMember(db: Db, id: string, visibility: Visibility) {
  return db
    .selectFrom('members as m')
    .selectAll('m')
    .where('m.member_status', '=', 'Active')
    .where(notExcluded('m.member_aor', visibility))
    .where(identity(id, ['m.id', 'm.member_key', 'm.member_mls_id']))
    .executeTakeFirst();
}
export type MemberRow = NonNullable<Awaited<ReturnType<typeof findVisibleMember>>>;

export function findVisibleOffice(db: Db, id: string, visibility: Visibility) {
  return db
    .selectFrom('offices as o')
    .selectAll('o')
    .where('o.office_status', '=', 'Active')
    .where(notExcluded('o.office_aor', visibility))
    .where(identity(id, ['o.id', 'o.office_key', 'o.office_mls_id']))
    .executeTakeFirst();
}
export type OfficeRow = NonNullable<Awaited<ReturnType<typeof findVisibleOffice>>>;

export async function memberExtras(db: Db, memberId: string, visibility: Visibility) {
  const [phones, designations, licenses, offices] = await Promise.all([
    db
      .selectFrom('member_phones')
      .select(['kind', 'number', 'extension'])
      .where('member_id', '=', memberId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('member_designations')
      .select('name')
      .where('member_id', '=', memberId)
      .orderBy('name')
      .execute(),
    db
      .selectFrom('member_licenses')
      .select(['license_number', 'license_type', 'license_state', 'license_expiration_date'])
      .where('member_id', '=', memberId)
      .orderBy('license_expiration_date', 'desc')
      .execute(),
    db
      .selectFrom('office_members as om')
      .innerJoin('offices as o', 'o.id', 'om.office_id')
      .selectAll('o')
      .where('om.member_id', '=', memberId)
      .where('o.office_status', '=', 'Active')
      .where(notExcluded('o.office_aor', visibility))
      .orderBy('om.is_primary', 'desc')
      .orderBy('o.office_name')
      .execute(),
  ]);
  return { phones, designations: designations.map((d) => d.name), licenses, offices };
}

/** The agent's listings a visitor may see (IDX: entire-listing display allowed), newest first. */
export function activeListingsOf(db: Db, memberId: string, statuses: readonly string[]) {
  return db
    .selectFrom('listings as l')
    .select([
      'l.id',
      'l.listing_id',
      'l.standard_status',
      'l.property_type',
      'l.list_price',
      'l.unparsed_address',
      'l.city',
      'l.state_or_province',
      'l.postal_code',
      'l.bedrooms_total',
      'l.bathrooms_total_integer',
      'l.living_area',
      'l.on_market_date',
      'l.primary_photo_url',
      'l.internet_address_display_yn',
      'l.list_office_name',
    ])
    .where('l.list_agent_id', '=', memberId)
    .where('l.standard_status', 'in', statuses as ('Active' | 'Coming Soon')[])
    .where('l.internet_entire_listing_display_yn', '=', true)
    .orderBy('l.on_market_date', 'desc')
    .orderBy('l.id', 'desc')
    .limit(24)
    .execute();
}
export type AgentListingRow = Awaited<ReturnType<typeof activeListingsOf>>[number];

/** Active, visible members of an office with their preferred phone and latest licence expiry. */
export function officeMemberCards(db: Db, officeId: string, visibility: Visibility) {
  return db
    .selectFrom('office_members as om')
    .innerJoin('members as m', 'm.id', 'om.member_id')
    .select([
      'm.id',
      'm.member_key',
      'm.member_mls_id',
      'm.member_first_name',
      'm.member_last_name',
      'm.member_full_name',
      'm.title',
      'm.photo_url',
      sql<string | null>`(select p.number || coalesce(' x' || p.extension, '') from member_phones p
        where p.member_id = m.id and p.kind = 'preferred' order by p.id limit 1)`.as(
        'preferred_phone',
      ),
      sql<string | null>`(select max(license_expiration_date)::text from member_licenses ml
        where ml.member_id = m.id)`.as('license_expiration_date'),
    ])
    .where('om.office_id', '=', officeId)
    .where('m.member_status', '=', 'Active')
    .where(notExcluded('m.member_aor', visibility))
    .orderBy(sql`lower(m.member_last_name)`)
    .orderBy(sql`lower(m.member_first_name)`)
    .orderBy('m.id')
    .execute();
}
export type MemberCardRow = Awaited<ReturnType<typeof officeMemberCards>>[number];

/** The member a signed-in account belongs to. */
export async function memberIdOfAccount(db: Db, accountId: string): Promise<string | null> {
  const row = await db
    .selectFrom('accounts')
    .select('member_id')
    .where('id', '=', accountId)
    .executeTakeFirst();
  return row?.member_id ? String(row.member_id) : null;
}

export async function updateMemberProfile(
  db: Db,
  memberId: string,
  change: { bio?: string; areas?: string[]; languages?: string[] },
): Promise<void> {
  await db
    .updateTable('members')
    .set({
      ...(change.bio !== undefined ? { bio: change.bio === '' ? null : change.bio } : {}),
      ...(change.areas !== undefined ? { areas_served: change.areas } : {}),
      ...(change.languages !== undefined ? { languages: change.languages } : {}),
      modification_timestamp: sql<Date>`now()`,
    })
    .where('id', '=', memberId)
    .execute();
}

/** The member's primary office (else any of theirs): where a lead about them is filed. */
export function primaryOfficeOf(db: Db, memberId: string) {
  return db
    .selectFrom('office_members')
    .select('office_id')
    .where('member_id', '=', memberId)
    .orderBy('is_primary', 'desc')
    .executeTakeFirst();
}
