import { sql, type Kysely } from 'kysely';

/**
 * Snapshots of the in-memory search index (docs/decisions/0002-search-index.md, tenth round):
 * one process writes the index it holds, as bytes in parts of a few megabytes, and a process
 * that starts later reads it instead of every listing, then catches up from the change log at
 * `seq`. `format` and `layout` name the code that wrote it: a process reads only its own kind.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('search_index_snapshots')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('format', 'integer', (c) => c.notNull())
    .addColumn('layout', 'text', (c) => c.notNull())
    .addColumn('seq', 'bigint', (c) => c.notNull())
    .addColumn('listings', 'integer', (c) => c.notNull())
    .addColumn('byte_size', 'bigint', (c) => c.notNull())
    .addColumn('parts', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('search_index_snapshot_parts')
    .addColumn('snapshot_id', 'bigint', (c) =>
      c.notNull().references('search_index_snapshots.id').onDelete('cascade'),
    )
    .addColumn('part', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_index_snapshot_parts_pkey', ['snapshot_id', 'part'])
    .execute();
  // The parts are already dense binary: compressing them again costs time on every read.
  await sql`alter table search_index_snapshot_parts alter column bytes set storage external`.execute(
    db,
  );
  await sql`comment on table search_index_snapshots is 'the search index as one process built it, for processes that start later'`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('search_index_snapshot_parts').execute();
  await db.schema.dropTable('search_index_snapshots').execute();
}
