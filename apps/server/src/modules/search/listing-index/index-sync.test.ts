import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '../../../../test/databases';
import type { DatabaseHandle } from '../../../db/database';
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
});
