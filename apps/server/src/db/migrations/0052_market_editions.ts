import { sql, type Kysely } from 'kysely';

/**
 * The association's monthly market report (docs/market-statistics.md "Editions"): on the
 * configured day the previous month's figures are copied into `market_edition_figures`, which
 * nothing changes afterwards; `market_editions` holds the edition's state, its data quality and
 * the staff's commentary; `market_report_subscribers` the members who get each one by e-mail.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('market_editions')
    .addColumn('month', 'date', (c) => c.primaryKey())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('commentary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('data_quality', 'jsonb', (c) => c.notNull())
    .addColumn('frozen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('published_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('market_edition_figures')
    .addColumn('edition', 'date', (c) =>
      c.notNull().references('market_editions.month').onDelete('cascade'),
    )
    .addColumn('area_type', 'text', (c) => c.notNull())
    .addColumn('area_name', 'text', (c) => c.notNull())
    .addColumn('property_group', 'text', (c) => c.notNull())
    .addColumn('month', 'date', (c) => c.notNull())
    .addColumn('closed_sales', 'integer', (c) => c.notNull())
    .addColumn('median_sales_price', 'numeric')
    .addColumn('average_sales_price', 'numeric')
    .addColumn('new_listings', 'integer', (c) => c.notNull())
    .addColumn('pending_sales', 'integer', (c) => c.notNull())
    .addColumn('inventory', 'integer', (c) => c.notNull())
    .addColumn('months_supply', 'numeric')
    .addColumn('median_days_on_market', 'numeric')
    .addColumn('percent_of_list_price_received', 'numeric')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('market_edition_figures_pk', [
      'edition',
      'area_type',
      'area_name',
      'property_group',
      'month',
    ])
    .execute();
  // Members who asked for each published edition by e-mail.
  await db.schema
    .createTable('market_report_subscribers')
    .addColumn('account_id', 'bigint', (c) =>
      c.primaryKey().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('market_report_subscribers').execute();
  await db.schema.dropTable('market_edition_figures').execute();
  await db.schema.dropTable('market_editions').execute();
}
