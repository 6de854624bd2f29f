/**
 * The Hearth process: reads the configuration, opens and migrates the database, serves HTTP,
 * seeds the demo data on the first start, and shuts down gracefully on SIGTERM or SIGINT.
 */
import cluster from 'node:cluster';
import { buildApp } from './app';
import { ConfigError, loadConfig, publicOrigin, type Config } from './config';
import {
  DatabaseStartError,
  migrateToLatest,
  openDatabase,
  type DatabaseHandle,
} from './db/database';
import { feedSettings, hasFeed } from './modules/ingest/feed-settings';
import { startIngestScheduler } from './modules/ingest/ingest-scheduler';
import { feedPhotoDir } from './modules/media/feed-photo-store';
import { feedReadiness } from './modules/ingest/ingest-status.service';
import { mailboxIsOpen } from './modules/mail/mailbox.routes';
import { startOutboxWorker } from './modules/mail/outbox-worker';
import { startAlertScheduler } from './modules/alerts/alert-scheduler';
import { startMarketScheduler } from './modules/market/market-scheduler';
import { startHousekeeping } from './modules/jobs/housekeeping';
import { searchBasePath } from './modules/search/search.plugin';
import { Readiness } from './readiness';
import { seedDemoRegion } from './seed/demo-region';
import { isDatabaseEmpty } from './seed/seed';

const SHUTDOWN_TIMEOUT_MS = 15_000;

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  const startedAt = performance.now();
  let config: Config;
  try {
    // `npm run dev` passes --dev: the team's development mode unless NODE_ENV says otherwise.
    const dev = process.argv.includes('--dev');
    config = loadConfig(dev ? { NODE_ENV: 'development', ...process.env } : process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const say = (message: string) => {
    if (config.env.LOG_LEVEL !== 'silent') process.stderr.write(`${message}\n`);
  };

  let database: DatabaseHandle;
  let empty: boolean;
  try {
    database = await openDatabase({
      databaseUrl: config.env.DATABASE_URL,
      dataDir: config.env.DATA_DIR,
      readUrl: config.env.DATABASE_READ_URL,
      maxReadLagMs: config.env.DATABASE_READ_MAX_LAG_MS,
      // Until the server's logger exists.
      replicaLog: { info: (_, message) => say(message), warn: (_, message) => say(message) },
    });
    await migrateToLatest(database.db);
    // Asked before the search index starts loading: PGlite answers one query at a time.
    empty = await isDatabaseEmpty(database.db);
  } catch (error) {
    if (error instanceof DatabaseStartError) fail(`Hearth cannot start: ${error.message}`);
    throw error;
  }
  if (config.env.NODE_ENV === 'production' && !config.env.PUBLIC_URL) {
    say(
      `PUBLIC_URL is not set: e-mailed links point at ${publicOrigin(config.env)}. Set it to the address people use.`,
    );
  }
  if (config.env.NODE_ENV !== 'production') {
    say(
      `${config.env.NODE_ENV} mode${mailboxIsOpen(config) ? ': the outbox is readable at /dev/mailbox from this machine' : ''}.`,
    );
  }
  say(
    database.kind === 'pglite'
      ? `Database: embedded PostgreSQL (PGlite) in ${config.env.DATA_DIR}`
      : `Database: PostgreSQL from DATABASE_URL${database.replica ? `, public reads from the replica at DATABASE_READ_URL while it is under ${config.env.DATABASE_READ_MAX_LAG_MS} ms behind` : ''}`,
  );

  const readiness = new Readiness();
  const app = await buildApp({
    config,
    database,
    readiness,
    logger: { level: config.env.LOG_LEVEL },
  });
  if (database.replica) database.replica.log = app.log;

  let stopMail: () => Promise<void> = async () => undefined;
  let stopIngest: () => Promise<void> = async () => undefined;
  let stopAlerts: () => Promise<void> = async () => undefined;
  let stopHousekeeping: () => Promise<void> = async () => undefined;
  let stopMarket: () => Promise<void> = async () => undefined;
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    readiness.state = 'stopping';
    say(`${signal}: finishing in-flight requests, then stopping.`);
    const force = setTimeout(
      () => fail('Shutdown took too long; stopping now.'),
      SHUTDOWN_TIMEOUT_MS,
    );
    force.unref();
    await stopIngest();
    await stopAlerts();
    await stopHousekeeping();
    await stopMarket();
    await app.close();
    await stopMail();
    await database.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.env.PORT, host: config.env.HOST });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    await database.close();
    fail(
      code === 'EADDRINUSE'
        ? `Hearth cannot start: port ${config.env.PORT} is in use. Set PORT to another port.`
        : `Hearth cannot start: ${(error as Error).message}`,
    );
  }

  stopMail = startOutboxWorker(database.db, config, app.log);
  if (empty && !config.env.SEED_DEMO) {
    say('Empty database and SEED_DEMO=false: starting without the demo region.');
  }
  // In a cluster the primary migrated and seeded before starting this worker (cluster.ts).
  if (empty && config.env.SEED_DEMO && !cluster.isWorker) {
    await seedDemoRegion(database, config, readiness, say);
    // The index loaded the empty database at start: bring it up to date before visitors come.
    readiness.detail = 'loading the search index';
    await app.inject({
      url: `${searchBasePath(config.settings.searchApiUrl)}/listings?limit=1`,
      headers: {
        authorization: `Bearer ${config.settings.searchApiKey}`,
        'x-hearth-internal': readiness.internalToken,
      },
    });
  }
  // Otherwise the index loads in the background from the start; the first search waits for it.
  if (!empty && !cluster.isWorker) {
    // A demo database made before the members area gets its demo content once (a real
    // deployment has no demo sign-ins and is left alone).
    const { seedMembersArea } = await import('./seed/members-area');
    await seedMembersArea(database.db);
  }
  if (hasFeed(config.settings)) {
    const feed = feedSettings(config.settings);
    readiness.feed = () => feedReadiness(database.db, feed);
    say(`MLS feed ${feed.url}: replicating every ${feed.syncMinutes} minutes.`);
    const scheduler = startIngestScheduler(
      database,
      config.settings,
      app.log,
      feedPhotoDir(config.env.DATA_DIR),
    );
    stopIngest = () => scheduler.stop();
  }
  // After the demo is seeded: the first sweep takes the listings as they are.
  const alerts = startAlertScheduler(database.db, config, app.log);
  stopAlerts = () => alerts.stop();
  const housekeeping = startHousekeeping(database.db, app.log);
  stopHousekeeping = () => housekeeping.stop();
  const market = startMarketScheduler(database.db, config, app.log);
  stopMarket = () => market.stop();
  readiness.state = 'ready';
  readiness.detail = '';
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.env.PORT;
  say(
    `Hearth is ready at http://localhost:${port} (started in ${((performance.now() - startedAt) / 1000).toFixed(1)} s)`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Hearth stopped on an unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
