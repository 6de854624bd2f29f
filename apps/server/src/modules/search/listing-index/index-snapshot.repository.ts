/** Snapshots of the search index in the database (migration 0034_index_snapshot). */
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { sql, type ColumnType, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { searchTables } from '../listing-stats.repository';
import { SNAPSHOT_FORMAT, SNAPSHOT_LAYOUT, SnapshotError } from './index-snapshot';

const compress = promisify(gzip);
const decompress = promisify(gunzip);

type SnapshotTables = {
  search_index_snapshots: {
    id: ColumnType<string, never, never>;
    format: number;
    layout: string;
    seq: ColumnType<string, number, number>;
    listings: number;
    byte_size: ColumnType<string, number, number>;
    parts: number;
    created_at: ColumnType<Date, undefined, never>;
  };
  search_index_snapshot_parts: {
    snapshot_id: ColumnType<string, string, never>;
    part: number;
    bytes: Buffer;
  };
};

function tables(db: Kysely<Database>): Kysely<Database & SnapshotTables> {
  return db.withTables<SnapshotTables>();
}

/**
 * Bytes per stored part: small enough that PGlite and the driver never hold one huge value
 * (a bytea arrives as hex text, twice its size), large enough that a million listings are a
 * few dozen rows.
 */
const PART_BYTES = 8 * 1024 * 1024;
/** Parts read per query while loading. */
const PARTS_PER_READ = 4;

export interface StoredSnapshot {
  id: string;
  seq: number;
  listings: number;
  byteSize: number;
  parts: number;
  createdAt: Date;
}

/** The newest snapshot this code can read (its format and layout), if any. */
export async function newestSnapshot(db: Kysely<Database>): Promise<StoredSnapshot | undefined> {
  const row = await tables(db)
    .selectFrom('search_index_snapshots')
    .select(['id', 'seq', 'listings', 'byte_size', 'parts', 'created_at'])
    .where('format', '=', SNAPSHOT_FORMAT)
    .where('layout', '=', SNAPSHOT_LAYOUT)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: String(row.id),
    seq: Number(row.seq),
    listings: row.listings,
    byteSize: Number(row.byte_size),
    parts: row.parts,
    createdAt: row.created_at,
  };
}

/**
 * The snapshot's bytes, or null when some part is gone (a newer snapshot replaced it meanwhile);
 * a SnapshotError when they do not decompress.
 */
export async function readSnapshot(
  db: Kysely<Database>,
  snapshot: StoredSnapshot,
): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  for (let from = 0; from < snapshot.parts; from += PARTS_PER_READ) {
    const rows = await tables(db)
      .selectFrom('search_index_snapshot_parts')
      .select(['part', 'bytes'])
      .where('snapshot_id', '=', snapshot.id)
      .where('part', '>=', from)
      .where('part', '<', from + PARTS_PER_READ)
      .orderBy('part')
      .execute();
    for (const row of rows) {
      if (row.part !== chunks.length) return null;
      chunks.push(row.bytes);
    }
    if (chunks.length !== Math.min(from + PARTS_PER_READ, snapshot.parts)) return null;
  }
  const stored = Buffer.concat(chunks);
  if (stored.length !== snapshot.byteSize) return null;
  try {
    // Off the event loop, in libuv's thread pool.
    return await decompress(stored);
  } catch {
    throw new SnapshotError('the stored snapshot does not decompress');
  }
}

/**
 * Stores a snapshot in one transaction and drops all but it and the one before (a process may
 * be reading that one now). The bytes are gzipped (level 1, off the event loop): at 100,000
 * listings 42 MB became 12 MB, and a bytea arrives as hex text, so reading them took 1.7–2.4 s
 * before and a quarter of it after, for 0.26 s of decompressing.
 */
export async function saveSnapshot(
  db: Kysely<Database>,
  snapshot: { bytes: Buffer; seq: number; listings: number },
): Promise<void> {
  const bytes = await compress(snapshot.bytes, { level: 1 });
  const parts = Math.ceil(bytes.length / PART_BYTES);
  await db.transaction().execute(async (trx) => {
    const t = tables(trx);
    const { id } = await t
      .insertInto('search_index_snapshots')
      .values({
        format: SNAPSHOT_FORMAT,
        layout: SNAPSHOT_LAYOUT,
        seq: snapshot.seq,
        listings: snapshot.listings,
        byte_size: bytes.length,
        parts,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let part = 0; part < parts; part++) {
      await t
        .insertInto('search_index_snapshot_parts')
        .values({
          snapshot_id: id,
          part,
          bytes: bytes.subarray(part * PART_BYTES, (part + 1) * PART_BYTES),
        })
        .execute();
    }
    await t
      .deleteFrom('search_index_snapshots')
      .where(
        'id',
        'not in',
        t.selectFrom('search_index_snapshots').select('id').orderBy('id', 'desc').limit(2),
      )
      .execute();
  });
}

/**
 * The change log's oldest and newest entries and the last number its sequence gave (also when
 * every entry was pruned), to tell whether the log still holds every change after a position.
 */
export async function changeLogBounds(
  db: Kysely<Database>,
): Promise<{ oldest: number | null; newest: number | null; last: number | null }> {
  const row = await searchTables(db)
    .selectFrom('listing_changes')
    .select([
      sql<string | null>`min(seq)`.as('oldest'),
      sql<string | null>`max(seq)`.as('newest'),
      sql<
        string | null
      >`pg_sequence_last_value(pg_get_serial_sequence('listing_changes', 'seq')::regclass)`.as(
        'last',
      ),
    ])
    .executeTakeFirstOrThrow();
  const number = (value: string | null) => (value === null ? null : Number(value));
  return { oldest: number(row.oldest), newest: number(row.newest), last: number(row.last) };
}

/**
 * Whether the log holds every change after `seq`: the entry at or just after it survives (the
 * log is pruned oldest first), or the log is empty and its sequence has given nothing since.
 */
export function logContinuesFrom(
  bounds: Awaited<ReturnType<typeof changeLogBounds>>,
  seq: number,
): boolean {
  if (bounds.newest === null) return (bounds.last ?? 0) === seq;
  return bounds.newest >= seq && (bounds.oldest ?? Infinity) <= seq + 1;
}
