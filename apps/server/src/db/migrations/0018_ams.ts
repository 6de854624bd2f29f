import { sql, type Kysely } from 'kysely';

/**
 * The association-management data the embedded AMS keeps in our own database: members' invoices,
 * the association's events, its committees with their members, and each account's calendar feed
 * token (stored as a sha256 hash, so a database copy cannot read anyone's feed).
 *
 * An invoice's status is not stored: paid when it has a paid date, else overdue once its due date
 * has passed in the site's time zone, else open.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ams_invoices')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('member_id', 'bigint', (c) =>
      c.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('amount', 'numeric(10, 2)', (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('issued_on', 'date', (c) => c.notNull())
    .addColumn('due_on', 'date', (c) => c.notNull())
    .addColumn('paid_on', 'date')
    .addColumn('pay_url', 'text')
    .execute();
  await db.schema
    .createIndex('ams_invoices_member_idx')
    .on('ams_invoices')
    .columns(['member_id', 'due_on'])
    .execute();

  await db.schema
    .createTable('ams_events')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('location', 'text')
    .addColumn('online_url', 'text')
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('registration_url', 'text')
    .addColumn('capacity', 'integer')
    .addColumn('seats_taken', 'integer', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('ams_events_time_check', sql`ends_at >= starts_at`)
    .execute();
  await db.schema
    .createIndex('ams_events_start_idx')
    .on('ams_events')
    .column('starts_at')
    .execute();

  await db.schema
    .createTable('ams_committees')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('next_meeting_at', 'timestamptz')
    .addColumn('next_meeting_place', 'text')
    .execute();
  await db.schema
    .createTable('ams_committee_members')
    .addColumn('committee_id', 'bigint', (c) =>
      c.notNull().references('ams_committees.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'bigint', (c) =>
      c.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('Member'))
    .addPrimaryKeyConstraint('ams_committee_members_pk', ['committee_id', 'member_id'])
    .execute();
  await db.schema
    .createIndex('ams_committee_members_member_idx')
    .on('ams_committee_members')
    .column('member_id')
    .execute();

  await db.schema
    .createTable('calendar_feed_tokens')
    .addColumn('account_id', 'bigint', (c) =>
      c.primaryKey().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'calendar_feed_tokens',
    'ams_committee_members',
    'ams_committees',
    'ams_events',
    'ams_invoices',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
