import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '../../../../test/databases';
import type { DatabaseHandle } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { seedDemoData } from '../../../seed/seed';
import { startOfUtcDay } from '../../../seed/time';
import { IndexSync } from './index-sync';

describe.each(testDatabaseKinds())('listing index sync (%s)', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  it('asks for the newest change as a prepared statement, once per connection', async () => {
    await database.db.connection().execute(async (db) => {
      const sync = new IndexSync(db);
      for (let run = 0; run < 3; run++) await sync.fresh();
      const statements = await sql<{ statement: string }>`
        select statement from pg_prepared_statements`.execute(db);
      expect(statements.rows.map((row) => row.statement)).toEqual([
        expect.stringMatching(/^select max\(seq\) as "seq" from "listing_changes"$/),
      ]);
    });
  });

  it('reloads nothing after a full load when nothing changed, and still catches a change made after it', async () => {
    const { db } = database;
    await seedDemoData(db, {
      listings: 30,
      offices: 2,
      agents: 6,
      seed: 3,
      referenceDate: startOfUtcDay(new Date()),
      quiet: true,
    });
    // Every request sweeps: the changes below the newest are read again each time.
    const sync = new IndexSync(db, { sweepMs: 0 });
    await sync.fresh();
    expect(sync.index.rows).toBeGreaterThan(0);
    const changed: (readonly string[] | undefined)[] = [];
    sync.onChange = (ids) => changed.push(ids);
    await sync.fresh();
    await sync.fresh();
    expect(changed).toEqual([]);

    const [first] = (
      await sql<{ id: string }>`select min(id)::text as id from listings`.execute(db)
    ).rows;
    await sql`update listings set list_price = list_price + 1 where id = ${first?.id}`.execute(db);
    await sync.fresh();
    expect(changed).toEqual([[first?.id]]);
  });

  it('loads in batches: every listing that may be shown, whatever the batch size', async () => {
    const { db } = database;
    const shown = (
      await sql<{ id: string }>`
        select id::text as id from listings where internet_entire_listing_display_yn
        order by id`.execute(db)
    ).rows.map((row) => row.id);
    expect(shown.length).toBeGreaterThan(8);
    for (const loadBatch of [4, shown.length, shown.length + 1]) {
      const sync = new IndexSync(db, { loadBatch });
      await sync.fresh();
      expect(sync.index.size, `batches of ${loadBatch}`).toBe(shown.length);
      for (const id of shown) expect(sync.index.findKey(id)).toBe(id);
    }
  });

  // A read replica is a snapshot of the primary a little in the past: a transaction's snapshot
  // stands in for one (PGlite serves one connection, so PostgreSQL only).
  it.runIf(kind === 'postgres')(
    'waits for a reader behind what the index read from the primary instead of reloading everything',
    async () => {
      const { db } = database;
      await db.connection().execute(async (behind) => {
        await sql`begin isolation level repeatable read`.execute(behind);
        await sql`select max(seq) from listing_changes`.execute(behind);
        try {
          await sql`update listings set list_price = list_price + 1
            where id = (select min(id) from listings)`.execute(db);
          let reader: Kysely<Database> = db;
          const switching = new Proxy(db, {
            get: (_, key) => {
              const value: unknown = Reflect.get(reader, key);
              return typeof value === 'function' ? (value as () => unknown).bind(reader) : value;
            },
          });
          const sync = new IndexSync(switching, { primary: db, sweepMs: 0 });
          await sync.fresh();
          const rows = sync.index.rows;
          const changed: (readonly string[] | undefined)[] = [];
          sync.onChange = (ids) => changed.push(ids);
          reader = behind;
          await sync.fresh();
          await sync.fresh();
          expect(changed).toEqual([]);
          expect(sync.index.rows).toBe(rows);
        } finally {
          await sql`rollback`.execute(behind);
        }
      });
    },
  );
});
