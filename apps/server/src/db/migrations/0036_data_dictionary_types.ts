import { sql, type Kysely } from 'kysely';

/**
 * Listing columns typed as the Data Dictionary 2.0 types them (packages/domain's listing field
 * registry cites the pages): areas and garage spaces are decimals (Number, precision 14, scale 2:
 * 2.5 garage spaces stay 2.5), LotSizeAcres has scale 4 within precision 16, money fields have
 * precision 14 and scale 2. The listing agent's and office's keys and the co-listing ones get
 * their own columns, so the RESO API filters on them through an index; they are filled from the
 * stored records (else from the linked member and office).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table listings
    alter column building_area_total type numeric(14,2),
    alter column living_area type numeric(14,2),
    alter column leasable_area type numeric(14,2),
    alter column garage_spaces type numeric(14,2),
    alter column lot_size_acres type numeric(16,4),
    alter column tax_annual_amount type numeric(14,2),
    add column list_agent_key text,
    add column list_office_key text,
    add column co_list_agent_key text,
    add column co_list_office_key text`.execute(db);
  await sql`update listings l set
      list_agent_key = coalesce(r.record->>'ListAgentKey',
        (select m.member_key from members m where m.id = l.list_agent_id)),
      list_office_key = coalesce(r.record->>'ListOfficeKey',
        (select o.office_key from offices o where o.id = l.list_office_id)),
      co_list_agent_key = r.record->>'CoListAgentKey',
      co_list_office_key = r.record->>'CoListOfficeKey'
    from listing_records r where r.listing_id = l.id`.execute(db);
  for (const column of [
    'list_agent_key',
    'list_office_key',
    'co_list_agent_key',
    'co_list_office_key',
  ]) {
    await sql`create index ${sql.id(`listings_${column}_idx`)} on listings (${sql.ref(column)})
      where ${sql.ref(column)} is not null`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table listings
    drop column list_agent_key, drop column list_office_key,
    drop column co_list_agent_key, drop column co_list_office_key,
    alter column building_area_total type integer using round(building_area_total),
    alter column living_area type integer using round(living_area),
    alter column leasable_area type integer using round(leasable_area),
    alter column garage_spaces type smallint using round(garage_spaces),
    alter column lot_size_acres type numeric(12,4),
    alter column tax_annual_amount type numeric(12,2)`.execute(db);
}
