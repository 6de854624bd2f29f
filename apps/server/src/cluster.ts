/**
 * `npm run start:cluster`: several Hearth processes on one port, for one bigger machine, with
 * Node's cluster module. The primary serves nothing: it migrates the database and seeds the demo
 * region once, then starts CLUSTER_WORKERS workers (default: the CPU count), each a whole
 * `server.ts` sharing the listening socket; it starts a worker again when one dies, and on
 * SIGTERM or SIGINT stops them all gracefully. Everything the workers share (sessions, rate
 * limits, captcha replays, jobs) is in PostgreSQL, so it needs DATABASE_URL: the embedded PGlite
 * belongs to one process.
 */
import { randomBytes } from 'node:crypto';
import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { ConfigError, loadConfig, type Config } from './config';
import { DatabaseStartError, migrateToLatest, openDatabase } from './db/database';

/** A worker that dies sooner than this after its start counts as failing to start. */
const EARLY_DEATH_MS = 10_000;
/** Waits before restarting a worker that keeps dying early, so a crash loop does not spin. */
const RESTART_BACKOFF_MS = [0, 1_000, 5_000, 15_000, 30_000];
const STOP_TIMEOUT_MS = 20_000;

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** Migrates and, on an empty database, seeds: once, before any worker starts. */
async function prepareDatabase(config: Config, say: (message: string) => void): Promise<void> {
  const database = await openDatabase({ databaseUrl: config.env.DATABASE_URL });
  try {
    await migrateToLatest(database.db);
    const { isDatabaseEmpty } = await import('./seed/seed');
    if (await isDatabaseEmpty(database.db)) {
      if (config.env.SEED_DEMO) {
        const { seedDemoRegion } = await import('./seed/demo-region');
        await seedDemoRegion(database, config, null, say);
      }
    } else {
      // As `npm start` does: a demo database made before the members area gets its content once.
      const { seedMembersArea } = await import('./seed/members-area');
      await seedMembersArea(database.db);
    }
  } finally {
    await database.close();
  }
}

async function primary(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  if (!config.env.DATABASE_URL) {
    fail(
      'npm run start:cluster needs PostgreSQL: set DATABASE_URL (the embedded PGlite serves one process; use npm start).',
    );
  }
  const say = (message: string) => {
    if (config.env.LOG_LEVEL !== 'silent') process.stderr.write(`${message}\n`);
  };
  const count = config.env.CLUSTER_WORKERS ?? availableParallelism();
  try {
    await prepareDatabase(config, say);
  } catch (error) {
    if (error instanceof DatabaseStartError) fail(`Hearth cannot start: ${error.message}`);
    throw error;
  }

  // Captcha challenges must verify on whichever worker gets the answer: without a configured
  // key, the workers share one made here (per start of the cluster).
  const workerEnv: Record<string, string> = {};
  if (!config.env.CAPTCHA_HMAC_KEY) workerEnv.CAPTCHA_HMAC_KEY = randomBytes(32).toString('hex');

  let stopping = false;
  let earlyDeaths = 0;
  const startedAt = new Map<number, number>();
  const start = () => {
    const worker = cluster.fork(workerEnv);
    startedAt.set(worker.id, Date.now());
    worker.once('online', () => say(`Worker ${worker.process.pid} started.`));
  };

  cluster.on('exit', (worker: Worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    earlyDeaths = lived < EARLY_DEATH_MS ? earlyDeaths + 1 : 0;
    const wait = RESTART_BACKOFF_MS[Math.min(earlyDeaths, RESTART_BACKOFF_MS.length - 1)] ?? 0;
    say(
      `Worker ${worker.process.pid} stopped (${signal ?? `code ${code}`}); starting another${wait ? ` in ${wait / 1000} s` : ''}.`,
    );
    setTimeout(() => {
      if (!stopping) start();
    }, wait);
  });

  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`${signal}: stopping ${startedAt.size} worker(s) gracefully.`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    if (startedAt.size === 0) process.exit(0);
    setTimeout(() => fail('Workers took too long to stop; stopping now.'), STOP_TIMEOUT_MS).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  say(`Starting ${count} Hearth worker(s) on port ${config.env.PORT}.`);
  for (let i = 0; i < count; i++) start();
}

if (cluster.isPrimary) {
  primary().catch((error: unknown) => {
    fail(
      `Hearth cluster stopped on an unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
  });
} else {
  await import('./server');
}
