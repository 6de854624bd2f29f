import { sql, type Kysely } from 'kysely';
import type { Database, Listing } from '../../db/schema';

export type ListingRow = Listing & { record: Record<string, unknown> | null };

/**
 * A listing by the id a page URL carries: its ListingId, its ListingKey, or its row id.
 * Listings withheld from the internet (InternetEntireListingDisplayYN false) are not found.
 */
export async function findListing(
  db: Kysely<Database>,
  id: string,
): Promise<ListingRow | undefined> {
  const base = db
    .selectFrom('listings as l')
    .leftJoin('listing_records as r', 'r.listing_id', 'l.id')
    .selectAll('l')
    .select('r.record')
    .where('l.internet_entire_listing_display_yn', '=', true);
  const byMlsId = await base
    .where((eb) => eb.or([eb('l.listing_id', '=', id), eb('l.listing_key', '=', id)]))
    .executeTakeFirst();
  if (byMlsId || !/^\d{1,15}$/.test(id)) return byMlsId;
  return base.where('l.id', '=', id).executeTakeFirst();
}

export function listingMedia(db: Kysely<Database>, listingRowId: string) {
  return db
    .selectFrom('listing_media')
    .selectAll()
    .where('listing_id', '=', listingRowId)
    .orderBy('position')
    .execute();
}

export function listingOpenHouses(db: Kysely<Database>, listingRowId: string) {
  return db
    .selectFrom('open_houses')
    .selectAll()
    .where('listing_id', '=', listingRowId)
    .orderBy('start_time')
    .execute();
}

export type OpenHouseRow = Awaited<ReturnType<typeof listingOpenHouses>>[number];
export type MediaRow = Awaited<ReturnType<typeof listingMedia>>[number];

/** The listing agent with their phones and primary office name. */
export async function findAgent(db: Kysely<Database>, memberId: string) {
  const member = await db
    .selectFrom('members as m')
    .select([
      'm.id',
      'm.member_key',
      'm.member_mls_id',
      'm.member_full_name',
      'm.member_email',
      'm.public_email',
      'm.photo_url',
      sql<
        string | null
      >`(select o.office_name from office_members om join offices o on o.id = om.office_id
        where om.member_id = m.id order by om.is_primary desc limit 1)`.as('office_name'),
    ])
    .where('m.id', '=', memberId)
    .executeTakeFirst();
  if (!member) return undefined;
  const phones = await db
    .selectFrom('member_phones')
    .select(['kind', 'number', 'extension'])
    .where('member_id', '=', memberId)
    .execute();
  return { ...member, phones };
}
export type AgentRow = NonNullable<Awaited<ReturnType<typeof findAgent>>>;

export function findOffice(db: Kysely<Database>, officeId: string) {
  return db
    .selectFrom('offices')
    .select([
      'id',
      'office_key',
      'office_mls_id',
      'office_name',
      'office_phone',
      'office_email',
      'office_address1',
      'office_city',
      'office_state_or_province',
      'office_postal_code',
      'website',
    ])
    .where('id', '=', officeId)
    .executeTakeFirst();
}
export type OfficeRow = NonNullable<Awaited<ReturnType<typeof findOffice>>>;
