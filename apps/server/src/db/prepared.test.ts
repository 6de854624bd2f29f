import { once } from 'node:events';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '../../test/databases';
import { openDatabase, type DatabaseHandle } from './database';
import { executePrepared, QueryTemplate } from './prepared';

describe.each(testDatabaseKinds())('prepared statements (%s)', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  it('runs a query given to executePrepared as a named statement on its connection', async () => {
    await database.db.connection().execute(async (db) => {
      const query = (n: number) =>
        db.selectNoFrom([sql<number>`${n}::int + 1`.as('next'), sql<string>`'hearth'`.as('word')]);
      const answers = [];
      for (const n of [1, 2, 3, 4, 5, 6, 7]) answers.push(await executePrepared(db, query(n)));
      expect(answers.map((rows) => rows[0]?.next)).toEqual([2, 3, 4, 5, 6, 7, 8]);

      // An ordinary query on the same connection is not kept.
      await sql`select ${'plain'}::text as word`.execute(db);
      const statements = await sql<{ name: string; statement: string }>`
        select name, statement from pg_prepared_statements`.execute(db);
      expect(statements.rows).toEqual([
        { name: expect.stringMatching(/^hearth_[0-9a-f]{20}$/), statement: query(0).compile().sql },
      ]);
    });
  });

  it('gives the same rows as the query run unnamed, with parameters of every type', async () => {
    const at = new Date('2026-05-01T12:00:00Z');
    const query = database.db.selectNoFrom([
      sql<Date>`${at}::timestamptz`.as('at'),
      sql<string>`${"O'Brien"}::text`.as('name'),
      sql<string>`${'12345678901234'}::bigint`.as('big'),
      sql<string>`${'2026-05-01'}::date`.as('day'),
      sql<boolean>`${true}::boolean`.as('yes'),
    ]);
    const unnamed = (await query.execute())[0];
    for (let run = 0; run < 7; run++) {
      expect((await executePrepared(database.db, query))[0]).toEqual(unnamed);
    }
    expect(unnamed).toEqual({
      at,
      name: "O'Brien",
      big: '12345678901234',
      day: '2026-05-01',
      yes: true,
    });
  });

  const direct = (db: DatabaseHandle['db'], values: { word: string; at: Date; n: number }) =>
    db.selectNoFrom([
      sql<string>`${values.word}::text`.as('word'),
      sql<Date>`${values.at}::timestamptz`.as('at'),
      sql<number>`${values.n}::int * 2`.as('twice'),
      sql<boolean>`${true}::boolean`.as('fixed'),
    ]);

  it('compiles once, and each run has the text and parameters the query built with its values has', async () => {
    let builds = 0;
    const template = new QueryTemplate(['word', 'at', 'n'], (db: DatabaseHandle['db'], values) => {
      builds++;
      return direct(db, values as { word: string; at: Date; n: number });
    });
    const runs = [
      { word: "O'Brien", at: new Date('2026-05-01T12:00:00Z'), n: 3 },
      { word: 'hearth', at: new Date('2026-06-02T08:30:00Z'), n: 21 },
    ];
    for (const values of runs) {
      const compiled = template.compile(database.db, values);
      expect(compiled.sql).toBe(direct(database.db, values).compile().sql);
      expect(compiled.parameters).toEqual(direct(database.db, values).compile().parameters);
      expect(await executePrepared(database.db, compiled)).toEqual([
        { word: values.word, at: values.at, twice: values.n * 2, fixed: true },
      ]);
    }
    expect(builds).toBe(1);
  });

  it('refuses a query that uses a value for its shape rather than as a parameter', () => {
    const template = new QueryTemplate(['n'], (db: DatabaseHandle['db'], values: { n: number }) =>
      db.selectNoFrom(sql<number>`${sql.lit(typeof values.n === 'number' ? 1 : 2)}`.as('n')),
    );
    expect(() => template.compile(database.db, { n: 1 })).toThrow(
      'QueryTemplate: the value n is not a parameter of the query',
    );
  });
});

describe('prepared statements on a new connection to the embedded database', () => {
  it('prepares them again: the session, which outlives the connection, drops the old ones', async () => {
    // A connection unused for 50 ms is closed, so the next query connects anew. The pool's
    // clock is a fake one, moved past the 50 ms at once; the test then waits for the closed
    // connection's end.
    const connected: pg.Client[] = [];
    const connect = pg.Client.prototype.connect;
    const spy = vi.spyOn(pg.Client.prototype, 'connect').mockImplementation(function (
      this: pg.Client,
      ...args: Parameters<typeof connect>
    ) {
      connected.push(this);
      return connect.apply(this, args);
    } as typeof connect);
    const database = await openDatabase({ idleTimeoutMillis: 50 });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const query = database.db.selectNoFrom(sql<number>`1`.as('one'));
      for (let connection = 0; connection < 3; connection++) {
        expect(await executePrepared(database.db, query)).toEqual([{ one: 1 }]);
        expect(await executePrepared(database.db, query)).toEqual([{ one: 1 }]);
        expect(connected).toHaveLength(connection + 1);
        const ended = once(connected[connection]!, 'end');
        vi.advanceTimersByTime(50);
        await ended;
      }
    } finally {
      vi.useRealTimers();
      spy.mockRestore();
      await database.close();
    }
  });
});
