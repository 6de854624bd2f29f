import { sql, type Kysely } from 'kysely';

/**
 * The consumer area (members-area.md §3): saved searches, saved listing groups and the saved
 * listings in them. Each row is owned by a user (deleted with them); `agent_id` names the agent
 * who added it for a contact and `contact_id` that contact (the agents' area fills them in), so
 * alerts know who to tell. A saved listing keeps the listing's public id and a copy of its card
 * fields: a listing that leaves the data stays in the person's list, shown as off the market.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const frequency = sql`notification_frequency in ('never','daily','instantly')`;
  const subscriptions = sql`'{"openHouses":{"enabled":false,"lastRunAt":null},"virtualTour":{"enabled":false,"lastRunAt":null}}'::jsonb`;

  await db.schema
    .createTable('saved_searches')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('agent_id', 'bigint', (c) => c.references('members.id').onDelete('set null'))
    .addColumn('contact_id', 'bigint')
    .addColumn('config_id', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('notification_frequency', 'text', (c) =>
      c.notNull().defaultTo('never').check(frequency),
    )
    .addColumn('subscriptions', 'jsonb', (c) => c.notNull().defaultTo(subscriptions))
    .addColumn('query', 'jsonb', (c) => c.notNull())
    .addColumn('notes', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('saved_searches_user_idx')
    .on('saved_searches')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('saved_listing_groups')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('agent_id', 'bigint', (c) => c.references('members.id').onDelete('set null'))
    .addColumn('contact_id', 'bigint')
    .addColumn('config_id', 'text')
    .addColumn('name', 'text')
    .addColumn('notification_frequency', 'text', (c) =>
      c.notNull().defaultTo('never').check(frequency),
    )
    .addColumn('subscriptions', 'jsonb', (c) => c.notNull().defaultTo(subscriptions))
    .addColumn('notes', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('saved_listing_groups_user_idx')
    .on('saved_listing_groups')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('saved_listings')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('saved_listing_group_id', 'bigint', (c) =>
      c.notNull().references('saved_listing_groups.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('agent_id', 'bigint', (c) => c.references('members.id').onDelete('set null'))
    .addColumn('listing_id', 'text', (c) => c.notNull())
    .addColumn('listing', 'jsonb', (c) => c.notNull())
    .addColumn('rating', 'smallint', (c) => c.check(sql`rating between 1 and 5`))
    .addColumn('notes', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('saved_listings_group_listing_key', [
      'saved_listing_group_id',
      'listing_id',
    ])
    .execute();
  await db.schema
    .createIndex('saved_listings_user_idx')
    .on('saved_listings')
    .columns(['user_id', 'listing_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('saved_listings').execute();
  await db.schema.dropTable('saved_listing_groups').execute();
  await db.schema.dropTable('saved_searches').execute();
}
