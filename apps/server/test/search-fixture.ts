/** Test data for the search tests: the real app on a fresh database with a small demo region. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestApp, type TestDatabaseKind } from './helper';
import type { Config } from '../src/config';
import { seedDemoData } from '../src/seed/seed';
import { startOfUtcDay } from '../src/seed/time';
import type { ListingSearchEngine } from '../src/modules/search/listing-engine';
import { SqlListingEngine } from '../src/modules/search/listing-sql.repository';

export const SEARCH_KEY = 'test-search-key-123';
export const SEARCH_BASE = '/search/v1';
export const FIXTURE_LISTINGS = 2_000;

/** The app with 2,000 seeded listings (seed 7, dated today so open houses lie ahead). */
export async function searchTestApp(
  kind: TestDatabaseKind,
  settings: Partial<Config['settings']> = {},
  listings = FIXTURE_LISTINGS,
): Promise<TestApp> {
  const test = await buildTestApp(kind, { settings: { searchApiKey: SEARCH_KEY, ...settings } });
  await seedDemoData(test.database.db, {
    listings,
    offices: 40,
    agents: 200,
    seed: 7,
    referenceDate: startOfUtcDay(new Date()),
    quiet: true,
  });
  return test;
}

/** A GET of the search API with the key; `query` may be a string or pairs. */
export function searchGet(
  app: FastifyInstance,
  path: string,
  query: string | Record<string, string> = '',
  key: string | null = SEARCH_KEY,
): Promise<LightMyRequestResponse> {
  const text = typeof query === 'string' ? query : new URLSearchParams(query).toString();
  return app.inject({
    method: 'GET',
    url: `${SEARCH_BASE}${path}${text ? `?${text}` : ''}`,
    headers: key === null ? {} : { authorization: `Bearer ${key}` },
  });
}

/**
 * The SQL engine over the test database alone, asked afresh each time (no kept answers, no
 * start-up work): a reference for other modules' tests.
 */
export function referenceSqlEngine(test: TestApp): ListingSearchEngine {
  return new SqlListingEngine(test.database.db, { cacheResults: false });
}
