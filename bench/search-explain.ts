/**
 * `npm run bench:search-explain -- postgres://… [name]`: the plan of every query the SQL engine
 * sends for the searches and clusters of the benchmark's mix (search-mix.ts), as `EXPLAIN
 * (ANALYZE, BUFFERS)` with the request's values, to choose and check its indexes
 * (listing-sql-indexes.ts). Only the scan and timing lines are printed, unless FULL=1; a name
 * narrows the mix to the queries whose name contains it.
 */
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '../apps/server/src/db/schema';
import {
  parseListingFilter,
  parseListingQuery,
} from '../apps/server/src/modules/search/listing-query';
import { SqlListingEngine } from '../apps/server/src/modules/search/listing-sql.repository';
import { searchMix } from './search-mix';

const url = process.argv[2];
if (!url) throw new Error('usage: search-explain.ts postgres://… [name]');
const only = process.argv[3];
const pool = new pg.Pool({ connectionString: url, max: 2 });
const captured: { sql: string; parameters: readonly unknown[] }[] = [];
const db = new Kysely<Database>({
  dialect: new PostgresDialect({ pool }),
  log: (event) => {
    if (event.level === 'query')
      captured.push({ sql: event.query.sql, parameters: event.query.parameters });
  },
});
const engine = new SqlListingEngine(db);
for (const query of searchMix(['1'])) {
  if (query.kind !== 'search' && query.kind !== 'cluster') continue;
  if (only && !query.name.includes(only)) continue;
  const params = Object.fromEntries(new URL(query.path, 'http://x').searchParams);
  captured.length = 0;
  if (query.kind === 'search') {
    const parsed = parseListingQuery(params);
    if (parsed instanceof Error) throw parsed;
    await engine.search(parsed, new Date());
  } else {
    const { precision, ...rest } = params;
    const filter = parseListingFilter(rest);
    if (filter instanceof Error) throw filter;
    await engine.clusters(filter, Number(precision), new Date());
  }
  for (const q of [...captured]) {
    const plan = await pool.query(`explain (analyze, buffers) ${q.sql}`, q.parameters as unknown[]);
    const lines = plan.rows.map((r) => r['QUERY PLAN'] as string);
    console.log(`\n=== ${query.name}: ${q.sql.slice(0, 60).replace(/\s+/g, ' ')}`);
    console.log(
      process.env.FULL
        ? lines.join('\n')
        : lines
            .filter((l) =>
              /Scan|Execution|Planning|Sort Method|Workers|Aggregate|Buffers: shared/.test(l),
            )
            .slice(0, 14)
            .join('\n'),
    );
  }
}
await db.destroy();
