/** Mounts the listing search API at the search base path of the settings (default /search/v1). */
import type { FastifyInstance } from 'fastify';
import type { ListingSearchEngine } from './listing-engine';
import { IndexListingEngine, type IndexEngineOptions } from './listing-index/index-engine';
import { startIndexSnapshots } from './listing-index/index-snapshot-job';
import { IndexSync } from './listing-index/index-sync';
import { ListingRecordCache } from './listing-record-cache';
import { prepareSqlSearch } from './listing-sql-indexes';
import { SqlListingEngine } from './listing-sql.repository';
import { listingSearchRoutes } from './listing-search.routes';
import { ListingSearchService } from './listing-search.service';

/** Requests per minute per search key and client address. */
export const SEARCH_RATE_LIMIT_PER_MINUTE = 1200;

/** The path part of searchApiUrl: '/search/v1', or the pathname of an absolute URL. */
export function searchBasePath(searchApiUrl: string): string {
  let path = searchApiUrl;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(searchApiUrl)) path = new URL(searchApiUrl).pathname;
  path = path.replace(/\/+$/, '');
  return path.startsWith('/') || path === '' ? path : `/${path}`;
}

/**
 * Where filters, totals, bounds, clusters and suggestions are computed: 'index' (default) in
 * the process's in-memory listing index, 'sql' in the database.
 */
export type SearchEngineKind = 'index' | 'sql';

export interface SearchModuleOptions {
  engine?: SearchEngineKind;
  /** Keep recent answers of the engine while the data is unchanged (default true). */
  cacheResults?: boolean;
}

export function listingEngine(
  app: FastifyInstance,
  kind: SearchEngineKind,
  onChange: (ids?: readonly string[]) => void,
  options: IndexEngineOptions = {},
): ListingSearchEngine {
  // Loads and change-log reads go to the read replica while it is in use (db/read-replica.ts).
  const db = app.database.read;
  if (kind === 'sql') {
    // The engine's indexes are made on the primary when the server starts (a minute or so at
    // a million listings, concurrently with writes on PostgreSQL): not ready until then.
    let prepared = false;
    app.readiness.requires('preparing the SQL search indexes', () => prepared);
    app.addHook('onReady', async () => {
      void prepareSqlSearch(app.database.db, app.database.kind)
        .then((created) => {
          prepared = true;
          if (created.length > 0) app.log.info({ created }, 'SQL search indexes made');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'SQL search indexes failed'));
    });
    return new SqlListingEngine(db, { cacheResults: options.cacheResults ?? true });
  }
  const snapshotMinutes = app.config.settings.searchIndexSnapshotMinutes;
  const sync = new IndexSync(db, { primary: app.database.db, snapshot: snapshotMinutes > 0 });
  sync.onChange = onChange;
  // Searches wait for the first load (a minute at a million listings): not ready until then.
  app.readiness.requires('loading the search index', () => sync.loaded);
  let closing = false;
  let stopSnapshots: () => Promise<void> = async () => undefined;
  // Loading starts with the server, so the first visitor does not wait for it.
  app.addHook('onReady', async () => {
    const started = performance.now();
    void sync
      .fresh()
      .then(() => {
        app.log.info(
          {
            from: sync.loadedFrom,
            snapshotRefused: sync.loadedFrom === 'rows' ? sync.snapshotRefused : undefined,
            listings: sync.index.size,
            ms: Math.round(performance.now() - started),
          },
          'search index loaded',
        );
        if (snapshotMinutes === 0 || closing) return;
        // Written on the primary, by one process at a time.
        const job = startIndexSnapshots(app.database.db, sync, {
          everyMs: snapshotMinutes * 60_000,
          log: app.log,
        });
        stopSnapshots = () => job.stop();
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'search index load failed'));
  });
  app.addHook('onClose', async () => {
    closing = true;
    await stopSnapshots();
  });
  return new IndexListingEngine(sync, options);
}

export async function searchModule(
  app: FastifyInstance,
  options: SearchModuleOptions = {},
): Promise<void> {
  const { settings } = app.config;
  // Listings are public data, read from the replica while it is in use; the signed-in areas
  // that use this service (saved searches, favourites) keep their own rows on the primary.
  const db = app.database.read;
  const records = new ListingRecordCache(db, settings.timezone);
  const engine = listingEngine(app, options.engine ?? 'index', (ids) => records.evict(ids), {
    cacheResults: options.cacheResults,
  });
  const service = new ListingSearchService(db, engine, {
    allowClosed: settings.allowClosed,
    records,
    timeZone: settings.timezone,
  });
  // Other modules count and read listings through the same service (saved searches, favourites).
  app.decorate('listingSearch', service);
  await app.register(listingSearchRoutes, {
    prefix: searchBasePath(settings.searchApiUrl),
    service,
    searchApiKey: settings.searchApiKey,
    rateLimitPerMinute: SEARCH_RATE_LIMIT_PER_MINUTE,
  });
}

// The service decorates the whole app, not only this plugin's scope.
Object.assign(searchModule, { [Symbol.for('skip-override')]: true });

declare module 'fastify' {
  interface FastifyInstance {
    listingSearch: ListingSearchService;
  }
}

export default searchModule;
