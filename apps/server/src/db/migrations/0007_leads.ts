import { sql, type Kysely } from 'kysely';

/**
 * Leads from the listing page's contact and tour form, the log of listing shares (it enforces
 * the per-recipient and per-sender caps), and the used captcha challenges (each is good once).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('leads')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('object_type', 'text', (c) => c.notNull().check(sql`object_type in ('listing')`))
    .addColumn('object_id', 'text', (c) => c.notNull())
    .addColumn('listing_id', 'bigint', (c) => c.references('listings.id').onDelete('set null'))
    .addColumn('fields', 'jsonb', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('schedule_tour', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('tour_date', 'date')
    .addColumn('tour_time', 'text')
    .addColumn('agent_id', 'bigint', (c) => c.references('members.id').onDelete('set null'))
    .addColumn('office_id', 'bigint', (c) => c.references('offices.id').onDelete('set null'))
    .addColumn('routed_to', 'text', (c) => c.notNull().check(sql`routed_to in ('agent','office')`))
    .addColumn('routed_to_email', 'text', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending','active','inactive')`),
    )
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('consent_text_version', 'text', (c) => c.notNull())
    .addColumn('consent_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('leads_agent_idx')
    .on('leads')
    .columns(['agent_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('leads_office_idx')
    .on('leads')
    .columns(['office_id', 'created_at'])
    .execute();
  await db.schema.createIndex('leads_user_idx').on('leads').column('user_id').execute();

  await db.schema
    .createTable('listing_shares')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('listing_id', 'bigint', (c) => c.references('listings.id').onDelete('set null'))
    .addColumn('from_name', 'text', (c) => c.notNull())
    .addColumn('from_email', 'text', (c) => c.notNull())
    .addColumn('to_name', 'text', (c) => c.notNull())
    .addColumn('to_email', 'text', (c) => c.notNull())
    .addColumn('message', 'text')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('ip', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('listing_shares_to_idx')
    .on('listing_shares')
    .columns(['to_email', 'created_at'])
    .execute();
  await db.schema
    .createIndex('listing_shares_from_idx')
    .on('listing_shares')
    .columns(['from_email', 'created_at'])
    .execute();

  await db.schema
    .createTable('captcha_replays')
    .addColumn('signature', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('captcha_replays_expires_idx')
    .on('captcha_replays')
    .column('expires_at')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('captcha_replays').execute();
  await db.schema.dropTable('listing_shares').execute();
  await db.schema.dropTable('leads').execute();
}
