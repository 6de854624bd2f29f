import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { migrationProvider } from './migrations';
import { PreparingClient } from './prepared';
import { ReadReplica, type ReplicaLog } from './read-replica';
import type { Database } from './schema';

export interface DatabaseHandle {
  /** The primary: writes, and every read that must see them. */
  db: Kysely<Database>;
  /**
   * Public reads that may lag a little (searches, listing and directory pages, the search
   * index's loads): the read replica while it is in use, else the primary (the same as `db`
   * without a replica).
   */
  read: Kysely<Database>;
  /** The read replica's state, when `DATABASE_READ_URL` is set. */
  replica?: ReadReplica;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: the primary's address (a replication's thread opens its own connections). */
  url?: string;
  close(): Promise<void>;
  /** Embedded only: writes the whole database as a gzipped dump, usable as `templatePath`. */
  dump?(path: string): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A real PostgreSQL; without it the embedded PGlite database is used. */
  databaseUrl?: string;
  /** Folder of the embedded database; undefined keeps it in memory (tests). */
  dataDir?: string;
  /** Pool size for a real PostgreSQL. */
  poolSize?: number;
  /** A streaming replica of `databaseUrl` for public reads (PostgreSQL only). */
  readUrl?: string;
  /** Reads leave the replica while it is further behind than this (default 5 s). */
  maxReadLagMs?: number;
  /** Where the replica's switches are logged (see ReadReplica.log). */
  replicaLog?: ReplicaLog;
  /** In-memory PGlite only: start from this dump (see `dump`) instead of an empty database. */
  templatePath?: string;
  /**
   * Embedded only: close the pooled connection after this long unused (0, the default: never).
   * A new connection reaches the same PGlite session (tests use this to reconnect).
   */
  idleTimeoutMillis?: number;
}

/** A start-up problem with a message meant for a person, not a stack trace. */
export class DatabaseStartError extends Error {
  override name = 'DatabaseStartError';
}

// Dates stay 'YYYY-MM-DD' strings: a JS Date would shift them by the server's time zone.
const DATE_OID = 1082;
const typeParsers = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === DATE_OID
      ? (value: string) => value
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, options.poolSize ?? 10, options);
  }
  if (options.readUrl) {
    throw new DatabaseStartError(
      'DATABASE_READ_URL needs DATABASE_URL: a read replica is a copy of a PostgreSQL server, and the embedded database has none.',
    );
  }
  return openEmbedded(options.dataDir, options.templatePath, options.idleTimeoutMillis ?? 0);
}

/** The URL with its password hidden, for messages. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(an unparseable DATABASE_URL)';
  }
}

function postgresPool(url: string, max: number, connectionTimeoutMillis: number): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    types: typeParsers,
    Client: PreparingClient,
    connectionTimeoutMillis,
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next query.
  });
  return pool;
}

async function openPostgres(
  databaseUrl: string,
  max: number,
  {
    readUrl,
    maxReadLagMs = 5_000,
    replicaLog,
  }: Pick<OpenDatabaseOptions, 'readUrl' | 'maxReadLagMs' | 'replicaLog'>,
): Promise<DatabaseHandle> {
  const pool = postgresPool(databaseUrl, max, 10_000);
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => undefined);
    const reason =
      error instanceof Error
        ? ((error as NodeJS.ErrnoException).code ?? error.message)
        : String(error);
    throw new DatabaseStartError(
      `Cannot reach the database at ${redactUrl(databaseUrl)} (${reason}). Check DATABASE_URL, or unset it to use the embedded database.`,
    );
  }
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  if (!readUrl) {
    return { db, read: db, kind: 'postgres', url: databaseUrl, close: () => db.destroy() };
  }
  // A replica that does not answer at once is not waited for: its reads go to the primary.
  const replica = new ReadReplica(pool, postgresPool(readUrl, max, 2_000), maxReadLagMs);
  if (replicaLog) replica.log = replicaLog;
  await replica.start();
  const read = new Kysely<Database>({ dialect: new PostgresDialect({ pool: replica.pool }) });
  return {
    db,
    read,
    replica,
    kind: 'postgres',
    url: databaseUrl,
    async close() {
      await replica.stop();
      await read.destroy();
      await db.destroy();
    },
  };
}

async function openEmbedded(
  dataDir: string | undefined,
  templatePath: string | undefined,
  idleTimeoutMillis: number,
): Promise<DatabaseHandle> {
  let releaseLock: (() => Promise<void>) | undefined;
  let pgDataDir: string | undefined;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    // PGlite has no locking between processes: a second process on the same files would
    // silently lose writes, so the folder is locked for the life of the process.
    try {
      releaseLock = await lockDataDir(dataDir);
    } catch {
      throw new DatabaseStartError(
        `The embedded database in ${dataDir} is in use by another Hearth process. Stop it first, or set DATA_DIR to another folder.`,
      );
    }
    pgDataDir = join(dataDir, 'pgdata');
  }

  const worker = new Worker(new URL('./pglite.worker.mjs', import.meta.url), {
    workerData: { pgDataDir, templatePath: dataDir ? undefined : templatePath },
  });
  let port: number;
  try {
    port = await new Promise<number>((resolve, reject) => {
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the database thread exited (${code})`)));
      worker.on('message', (message: { type: string; port?: number; message?: string }) => {
        if (message.type === 'ready' && message.port) resolve(message.port);
        if (message.type === 'error') reject(new Error(message.message));
      });
    });
  } catch (error) {
    await worker.terminate();
    await releaseLock?.();
    throw new DatabaseStartError(
      `The embedded database could not open${dataDir ? ` in ${dataDir}` : ''}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  worker.removeAllListeners('exit');
  worker.removeAllListeners('error');

  // PGlite serves one session at a time: one pooled connection keeps transactions whole. It is
  // kept open, and a connection made anew (after an error) reaches the same session, whose
  // prepared statements the new client does not know: they are dropped first, so that its own
  // statements of the same names can be prepared (see prepared.ts).
  const pool = new pg.Pool({
    host: '127.0.0.1',
    port,
    user: 'postgres',
    database: 'postgres',
    max: 1,
    idleTimeoutMillis,
    types: typeParsers,
    Client: PreparingClient,
  });
  pool.on('connect', (client) => {
    // Queued before any query the pool's caller sends on this client.
    client.query('deallocate all').catch(() => undefined);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });

  const request = (message: Record<string, unknown>, answer: string, timeoutMs: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      const onMessage = (reply: { type: string }) => {
        if (reply.type !== answer) return;
        clearTimeout(timer);
        worker.off('message', onMessage);
        resolve();
      };
      worker.on('message', onMessage);
      worker.postMessage(message);
    });

  return {
    db,
    read: db,
    kind: 'pglite',
    dump: (path: string) => request({ type: 'dump', path }, 'dumped', 60_000),
    async close() {
      await db.destroy();
      await request({ type: 'close' }, 'closed', 5_000);
      await worker.terminate();
      await releaseLock?.();
    },
  };
}

/** Runs every pending migration, in order, under Kysely's migration lock. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const detail = error instanceof Error ? error.message : String(error ?? '');
    throw new DatabaseStartError(
      `Migration ${failed?.migrationName ?? ''} failed: ${detail}`.replace('  ', ' '),
    );
  }
}
