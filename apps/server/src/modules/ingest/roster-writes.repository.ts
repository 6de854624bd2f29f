/** Writes a page of a feed's offices and members, and links listings to the agents and offices they name. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { MemberColumns, OfficeColumns } from './roster-mapping';

type Db = Kysely<Database>;

const OFFICE_COLUMNS = [
  'office_key',
  'office_mls_id',
  'office_name',
  'office_address1',
  'office_address2',
  'office_city',
  'office_state_or_province',
  'office_postal_code',
  'office_county_or_parish',
  'office_phone',
  'office_fax',
  'office_email',
  'office_type',
  'office_aor',
  'office_national_association_id',
  'originating_system_id',
  'office_status',
  'website',
  'latitude',
  'longitude',
  'geohash',
  'modification_timestamp',
  'origin',
] as const;

const MEMBER_COLUMNS = [
  'member_key',
  'member_mls_id',
  'member_first_name',
  'member_last_name',
  'member_full_name',
  'member_email',
  'public_email',
  'member_status',
  'member_type',
  'member_aor',
  'member_national_association_id',
  'member_state_or_province',
  'title',
  'bio',
  'areas_served',
  'languages',
  'website',
  'modification_timestamp',
  'origin',
] as const;

async function upsert(
  db: Db,
  table: 'offices' | 'members',
  key: 'office_key' | 'member_key',
  columns: readonly string[],
  rows: readonly Record<string, unknown>[],
): Promise<{ id: string; key: string; inserted: boolean }[]> {
  if (rows.length === 0) return [];
  const names = sql.join(columns.map((column) => sql.ref(column)));
  const updates = sql.join(
    columns
      .filter((column) => column !== key)
      .map((column) => sql`${sql.ref(column)} = excluded.${sql.ref(column)}`),
  );
  const { rows: result } = await sql<{ id: string; key: string; inserted: boolean }>`
    insert into ${sql.table(table)} (${names})
    select ${names} from json_populate_recordset(null::${sql.table(table)}, ${JSON.stringify(rows)}::json)
    on conflict (${sql.ref(key)}) do update set ${updates}
      where ${sql.table(table)}.modification_timestamp < excluded.modification_timestamp
    returning id, ${sql.ref(key)} as key, (xmax = 0) as inserted`.execute(db);
  return result;
}

export async function writeOffices(
  db: Db,
  origin: string,
  offices: readonly OfficeColumns[],
): Promise<{ added: number; changed: number }> {
  const rows = offices.map((office) => ({
    ...office,
    modification_timestamp: office.modification_timestamp.toISOString(),
    origin,
  }));
  const result = await upsert(db, 'offices', 'office_key', OFFICE_COLUMNS, rows);
  const added = result.filter((row) => row.inserted).length;
  if (result.length > 0) {
    // Listings that named the office before it arrived are linked to it now.
    await sql`update listings l set list_office_id = o.id from offices o
      where l.list_office_id is null and o.id = any(${result.map((row) => row.id)}::bigint[])
        and l.list_office_mls_id = o.office_mls_id`.execute(db);
  }
  return { added, changed: result.length - added };
}

export async function writeMembers(
  db: Db,
  origin: string,
  members: readonly { columns: MemberColumns; officeKey: string | null }[],
): Promise<{ added: number; changed: number }> {
  const rows = members.map((member) => ({
    ...member.columns,
    modification_timestamp: member.columns.modification_timestamp.toISOString(),
    origin,
  }));
  const result = await upsert(db, 'members', 'member_key', MEMBER_COLUMNS, rows);
  const added = result.filter((row) => row.inserted).length;
  if (result.length === 0) return { added, changed: 0 };
  const ids = new Map(result.map((row) => [row.key, row.id]));
  const links = members.flatMap((member) => {
    const memberId = ids.get(member.columns.member_key);
    return memberId && member.officeKey
      ? [{ member_id: memberId, office_key: member.officeKey }]
      : [];
  });
  const memberIds = [...ids.values()];
  // A member's office is the one the record names: other links of the feed's members go.
  await sql`delete from office_members om using offices o
    where om.office_id = o.id and om.member_id = any(${memberIds}::bigint[])
      and not exists (select 1 from json_to_recordset(${JSON.stringify(links)}::json)
        as x(member_id bigint, office_key text)
        where x.member_id = om.member_id and x.office_key = o.office_key)`.execute(db);
  if (links.length > 0) {
    await sql`insert into office_members (office_id, member_id, is_primary)
      select o.id, x.member_id, true
      from json_to_recordset(${JSON.stringify(links)}::json) as x(member_id bigint, office_key text)
      join offices o on o.office_key = x.office_key
      on conflict do nothing`.execute(db);
  }
  await sql`update listings l set list_agent_id = m.id from members m
    where l.list_agent_id is null and m.id = any(${memberIds}::bigint[])
      and l.list_agent_mls_id = m.member_mls_id`.execute(db);
  return { added, changed: result.length - added };
}

/** Marks the feed's members or offices with these keys inactive (listings may still name them). */
export async function deactivateRoster(
  db: Db,
  table: 'members' | 'offices',
  origin: string,
  keys: readonly string[],
): Promise<number> {
  if (keys.length === 0) return 0;
  const [status, key] =
    table === 'members'
      ? (['member_status', 'member_key'] as const)
      : (['office_status', 'office_key'] as const);
  const result = await sql`update ${sql.table(table)} set ${sql.ref(status)} = 'Inactive'
    where origin = ${origin} and ${sql.ref(key)} = any(${[...keys]}::text[])
      and ${sql.ref(status)} <> 'Inactive'`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/**
 * Sets the photo of members or offices whose records came with their Media (a photo address as
 * the site serves it, or null when the record has none). A photo a member put up themselves is
 * never replaced: only an empty photo or one of the feed's own (served from /media/feed/).
 */
export async function setRosterPhotos(
  db: Db,
  table: 'offices' | 'members',
  origin: string,
  photos: readonly { key: string; photoUrl: string | null }[],
): Promise<void> {
  if (photos.length === 0) return;
  const key = table === 'offices' ? 'office_key' : 'member_key';
  const rows = JSON.stringify(photos.map((photo) => ({ key: photo.key, url: photo.photoUrl })));
  await sql`update ${sql.table(table)} t set photo_url = x.url
    from json_to_recordset(${rows}::json) as x(key text, url text)
    where t.origin = ${origin} and t.${sql.ref(key)} = x.key
      and (t.photo_url is null or t.photo_url like '/media/feed/%')
      and t.photo_url is distinct from x.url`.execute(db);
}
