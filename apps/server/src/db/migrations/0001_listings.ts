import { sql, type Kysely } from 'kysely';

/**
 * Listings, their media and open houses, offices and members.
 *
 * `listings` holds one typed column per field a filter or sort of public-site.md §3 names,
 * so searches read narrow rows; the full RESO record lives apart in `listing_records`
 * (a 1.5 KB jsonb inside every search row dominated the reads when measured).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('offices')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('office_key', 'text', (c) => c.notNull().unique())
    .addColumn('office_mls_id', 'text', (c) => c.notNull().unique())
    .addColumn('office_name', 'text', (c) => c.notNull())
    .addColumn('office_address1', 'text')
    .addColumn('office_address2', 'text')
    .addColumn('office_city', 'text')
    .addColumn('office_state_or_province', 'text')
    .addColumn('office_postal_code', 'text')
    .addColumn('office_county_or_parish', 'text')
    .addColumn('office_phone', 'text')
    .addColumn('office_fax', 'text')
    .addColumn('office_email', 'text')
    .addColumn('office_type', 'text')
    .addColumn('office_aor', 'text', (c) => c.notNull())
    .addColumn('office_national_association_id', 'text')
    .addColumn('originating_system_id', 'text')
    .addColumn('office_status', 'text', (c) => c.notNull().defaultTo('Active'))
    .addColumn('website', 'text')
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('geohash', 'varchar(12)')
    .addColumn('responsible_member_id', 'bigint')
    .addColumn('contact_member_id', 'bigint')
    .addColumn('modification_timestamp', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('members')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('member_key', 'text', (c) => c.notNull().unique())
    .addColumn('member_mls_id', 'text', (c) => c.notNull().unique())
    .addColumn('member_first_name', 'text', (c) => c.notNull())
    .addColumn('member_last_name', 'text', (c) => c.notNull())
    .addColumn('member_full_name', 'text', (c) => c.notNull())
    .addColumn('member_email', 'text')
    .addColumn('public_email', 'text')
    .addColumn('member_status', 'text', (c) => c.notNull().defaultTo('Active'))
    .addColumn('member_type', 'text', (c) => c.notNull().defaultTo('Agent'))
    .addColumn('member_aor', 'text', (c) => c.notNull())
    .addColumn('member_national_association_id', 'text')
    .addColumn('member_state_or_province', 'text')
    .addColumn('title', 'text')
    .addColumn('bio', 'text')
    .addColumn('areas_served', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('languages', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('website', 'text')
    .addColumn('photo_url', 'text')
    .addColumn('modification_timestamp', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .alterTable('offices')
    .addForeignKeyConstraint(
      'offices_responsible_member_fk',
      ['responsible_member_id'],
      'members',
      ['id'],
    )
    .onDelete('set null')
    .execute();
  await db.schema
    .alterTable('offices')
    .addForeignKeyConstraint('offices_contact_member_fk', ['contact_member_id'], 'members', ['id'])
    .onDelete('set null')
    .execute();

  await db.schema
    .createTable('office_members')
    .addColumn('office_id', 'bigint', (c) =>
      c.notNull().references('offices.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'bigint', (c) =>
      c.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('is_primary', 'boolean', (c) => c.notNull().defaultTo(true))
    .addPrimaryKeyConstraint('office_members_pk', ['office_id', 'member_id'])
    .execute();
  await db.schema
    .createIndex('office_members_member_idx')
    .on('office_members')
    .column('member_id')
    .execute();

  await db.schema
    .createTable('member_phones')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('member_id', 'bigint', (c) =>
      c.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('preferred','direct','mobile','home','office','fax')`),
    )
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('extension', 'text')
    .execute();
  await db.schema
    .createIndex('member_phones_member_idx')
    .on('member_phones')
    .column('member_id')
    .execute();

  await db.schema
    .createTable('member_designations')
    .addColumn('member_id', 'bigint', (c) =>
      c.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_designations_pk', ['member_id', 'name'])
    .execute();

  await db.schema
    .createTable('member_licenses')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('member_id', 'bigint', (c) =>
      c.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('license_number', 'text', (c) => c.notNull())
    .addColumn('license_type', 'text')
    .addColumn('license_state', 'text')
    .addColumn('license_expiration_date', 'date')
    .execute();
  await db.schema
    .createIndex('member_licenses_member_idx')
    .on('member_licenses')
    .column('member_id')
    .execute();

  await db.schema
    .createTable('listings')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('listing_key', 'text', (c) => c.notNull().unique())
    .addColumn('listing_id', 'text', (c) => c.notNull().unique())
    .addColumn('standard_status', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`standard_status in ('Active','Coming Soon','Pending','Active Under Contract','Closed')`,
        ),
    )
    .addColumn('property_type', 'text', (c) =>
      c.notNull().check(sql`property_type in ('RESI','RLSE','RINC','COMS','COML','FARM','LAND')`),
    )
    .addColumn('property_sub_type', 'text')
    .addColumn('list_price', 'numeric(14, 2)', (c) => c.notNull())
    .addColumn('close_price', 'numeric(14, 2)')
    .addColumn('close_date', 'date')
    .addColumn('on_market_date', 'date', (c) => c.notNull())
    .addColumn('modification_timestamp', 'timestamptz', (c) => c.notNull())
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('geohash', 'varchar(12)')
    .addColumn('unparsed_address', 'text')
    .addColumn('unparsed_street', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('city', 'text')
    .addColumn('city_region', 'text')
    .addColumn('county_or_parish', 'text')
    .addColumn('state_or_province', 'text')
    .addColumn('township', 'text')
    .addColumn('subdivision_name', 'text')
    .addColumn('building_name', 'text')
    .addColumn('elementary_school_district', 'text')
    .addColumn('elementary_school', 'text')
    .addColumn('middle_or_junior_school', 'text')
    .addColumn('middle_or_junior_school_district', 'text')
    .addColumn('high_school', 'text')
    .addColumn('high_school_district', 'text')
    .addColumn('bedrooms_total', 'smallint')
    .addColumn('bathrooms_total_integer', 'smallint')
    .addColumn('building_area_total', 'integer')
    .addColumn('living_area', 'integer')
    .addColumn('leasable_area', 'integer')
    .addColumn('lot_size_acres', 'numeric(12, 4)')
    .addColumn('year_built', 'smallint')
    .addColumn('garage_spaces', 'smallint')
    .addColumn('levels', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('ownership', 'text')
    .addColumn('basement', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('cooling', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('cooling_yn', 'boolean')
    .addColumn('fireplace_yn', 'boolean')
    .addColumn('pool_private_yn', 'boolean')
    .addColumn('waterfront_yn', 'boolean')
    .addColumn('waterfront_features', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('view', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('interior_features', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('exterior_features', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('lease_term', 'text')
    .addColumn('pets_allowed', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('tax_annual_amount', 'numeric(12, 2)')
    .addColumn('virtual_tour_url_branded', 'text')
    .addColumn('list_agent_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('list_office_id', 'bigint', (c) => c.notNull().references('offices.id'))
    .addColumn('list_agent_mls_id', 'text', (c) => c.notNull())
    .addColumn('list_agent_full_name', 'text', (c) => c.notNull())
    .addColumn('list_office_mls_id', 'text', (c) => c.notNull())
    .addColumn('list_office_name', 'text', (c) => c.notNull())
    .addColumn('list_aor', 'text', (c) => c.notNull())
    .addColumn('internet_entire_listing_display_yn', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('internet_address_display_yn', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('photos_count', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('primary_photo_url', 'text')
    .addColumn('next_open_house_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('listings_list_agent_idx')
    .on('listings')
    .column('list_agent_id')
    .execute();
  await db.schema
    .createIndex('listings_list_office_idx')
    .on('listings')
    .column('list_office_id')
    .execute();

  await db.schema
    .createTable('listing_records')
    .addColumn('listing_id', 'bigint', (c) =>
      c.primaryKey().references('listings.id').onDelete('cascade'),
    )
    .addColumn('record', 'jsonb', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('listing_media')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('listing_id', 'bigint', (c) =>
      c.notNull().references('listings.id').onDelete('cascade'),
    )
    .addColumn('position', 'smallint', (c) => c.notNull())
    .addColumn('media_url', 'text', (c) => c.notNull())
    .addColumn('caption', 'text')
    .addColumn('media_category', 'text', (c) => c.notNull().defaultTo('Photo'))
    .execute();
  await db.schema
    .createIndex('listing_media_listing_idx')
    .on('listing_media')
    .columns(['listing_id', 'position'])
    .unique()
    .execute();

  await db.schema
    .createTable('open_houses')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('listing_id', 'bigint', (c) =>
      c.notNull().references('listings.id').onDelete('cascade'),
    )
    .addColumn('open_house_type', 'text', (c) =>
      c.notNull().check(sql`open_house_type in ('Public','Broker')`),
    )
    .addColumn('start_time', 'timestamptz', (c) => c.notNull())
    .addColumn('end_time', 'timestamptz', (c) => c.notNull())
    .addColumn('remarks', 'text')
    .execute();
  await db.schema
    .createIndex('open_houses_listing_idx')
    .on('open_houses')
    .columns(['listing_id', 'start_time'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'open_houses',
    'listing_media',
    'listing_records',
    'listings',
    'member_licenses',
    'member_designations',
    'member_phones',
    'office_members',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('offices').dropConstraint('offices_responsible_member_fk').execute();
  await db.schema.alterTable('offices').dropConstraint('offices_contact_member_fk').execute();
  await db.schema.dropTable('members').execute();
  await db.schema.dropTable('offices').execute();
}
