/** Percentiles, and timings of the SQL engine alone for the decision record. */
import type { Kysely } from 'kysely';
import type { Database } from '../apps/server/src/db/schema';
import {
  parseListingFilter,
  parseListingQuery,
} from '../apps/server/src/modules/search/listing-query';
import { SqlListingEngine } from '../apps/server/src/modules/search/listing-sql.repository';
import { GOALS_MS, type MixQuery } from './search-mix';

export interface Timing {
  name: string;
  kind: MixQuery['kind'];
  goal: number;
  failed?: number;
  p50: number;
  p95: number;
  p99: number;
}

export function percentiles(samples: readonly number[]): { p50: number; p95: number; p99: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

/** Times the mix's searches and clusters on the SQL engine (ids, total, bounds, or cells). */
export async function compareSqlEngine(
  db: Kysely<Database>,
  mix: readonly MixQuery[],
  iterations: number,
  goalFactor: number,
): Promise<Timing[]> {
  const engine = new SqlListingEngine(db);
  const timings: Timing[] = [];
  for (const query of mix) {
    if (query.kind !== 'search' && query.kind !== 'cluster') continue;
    const params = Object.fromEntries(new URL(query.path, 'http://x').searchParams);
    const run =
      query.kind === 'search'
        ? () => {
            const parsed = parseListingQuery(params);
            if (parsed instanceof Error) throw parsed;
            return engine.search(parsed, new Date());
          }
        : () => {
            const { precision, ...rest } = params;
            const filter = parseListingFilter(rest);
            if (filter instanceof Error) throw filter;
            return engine.clusters(filter, Number(precision), new Date());
          };
    await run();
    const samples: number[] = [];
    for (let i = 0; i < iterations; i++) {
      const started = performance.now();
      await run();
      samples.push(performance.now() - started);
    }
    timings.push({
      name: query.name,
      kind: query.kind,
      goal: GOALS_MS[query.kind] * goalFactor,
      ...percentiles(samples),
    });
    process.stderr.write(`sql engine: ${query.name} p95 ${timings.at(-1)!.p95.toFixed(1)} ms\n`);
  }
  return timings;
}
