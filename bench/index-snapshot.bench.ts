/**
 * `npm run bench:index-snapshot -- [--listings 100000] [--database-url postgres://…] [--rounds 3]
 *   [--changes 1000]`
 *
 * How long a new process takes until its search index is ready, loading every listing from rows
 * against loading the stored snapshot and catching up from the change log. Seeds (or reuses) the
 * demo region with N listings (in PostgreSQL with --database-url, else PGlite under
 * bench/data/), has one process load from rows and store a snapshot (timing the write), changes
 * `--changes` listings after it (so every snapshot load also catches up), then starts a new
 * process per load, rows and snapshot in alternation, `--rounds` times each: each process opens
 * the database, loads, and reports its time and its memory after a full collection. The load
 * average is noted before every load (the machine is shared). Figures go to
 * bench/results/index-snapshot-<database>-<N>.{json,md}.
 */
import { fork } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { migrateToLatest, openDatabase } from '../apps/server/src/db/database';
import {
  newestSnapshot,
  saveSnapshot,
} from '../apps/server/src/modules/search/listing-index/index-snapshot.repository';
import { IndexSync } from '../apps/server/src/modules/search/listing-index/index-sync';
import { resetSeededTables, seedDemoData } from '../apps/server/src/seed/seed';

const here = dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '100000' },
    'database-url': { type: 'string' },
    rounds: { type: 'string', default: '3' },
    changes: { type: 'string', default: '1000' },
    child: { type: 'string' },
  },
  strict: true,
  allowPositionals: true,
});
const npmFlag = (name: string) => process.env[`npm_config_${name.replace(/-/g, '_')}`];
for (const name of ['listings', 'database-url', 'rounds', 'changes'] as const) {
  const value = npmFlag(name);
  if (value && value !== 'true') values[name] = value;
}
const listings = Number(values.listings.replace(/_/g, ''));
const databaseUrl = values['database-url'];
const kind = databaseUrl ? 'postgres' : 'pglite';
const log = (message: string) => process.stderr.write(`${message}\n`);
const open = () =>
  openDatabase(
    databaseUrl
      ? { databaseUrl, poolSize: 4 }
      : { dataDir: join(here, 'data', `pglite-${listings}`) },
  );

/** What one new process reports of its load. */
interface Load {
  mode: 'rows' | 'snapshot' | 'write';
  ms: number;
  from: string | null;
  refused: string | null;
  listings: number;
  rssMb: number;
  heapMb: number;
  arrayBuffersMb: number;
  snapshotBytes?: number;
  writeMs?: number;
  loadAverage: string;
}

const mb = (bytes: number) => Math.round(bytes / 1e6);

async function child(mode: Load['mode']): Promise<Load> {
  const loadAverage = loadavg()[0]!.toFixed(2);
  const database = await open();
  const started = performance.now();
  const sync = new IndexSync(database.read, {
    primary: database.db,
    snapshot: mode === 'snapshot',
  });
  await sync.fresh();
  const ms = performance.now() - started;
  let snapshotBytes: number | undefined;
  let writeMs: number | undefined;
  if (mode === 'write') {
    const writeStarted = performance.now();
    const snapshot = await sync.takeSnapshot();
    if (!snapshot) throw new Error('no snapshot taken');
    await saveSnapshot(database.db, snapshot);
    writeMs = performance.now() - writeStarted;
    snapshotBytes = snapshot.bytes.length;
  }
  (globalThis as { gc?: () => void }).gc?.();
  const memory = process.memoryUsage();
  const result: Load = {
    mode,
    ms: Math.round(ms),
    from: sync.loadedFrom,
    refused: sync.loadedFrom === 'rows' ? sync.snapshotRefused : null,
    listings: sync.index.size,
    rssMb: mb(memory.rss),
    heapMb: mb(memory.heapUsed),
    arrayBuffersMb: mb(memory.arrayBuffers),
    snapshotBytes,
    writeMs: writeMs === undefined ? undefined : Math.round(writeMs),
    loadAverage,
  };
  await database.close();
  return result;
}

if (values.child) {
  const result = await child(values.child as Load['mode']);
  process.send?.(result);
  process.exit(0);
}

/** Runs one load in a new process (so each starts cold, as a new server would). */
function inProcess(mode: Load['mode']): Promise<Load> {
  return new Promise((resolveLoad, reject) => {
    const args = ['--child', mode, '--listings', String(listings)];
    if (databaseUrl) args.push('--database-url', databaseUrl);
    const worker = fork(fileURLToPath(import.meta.url), args, {
      execArgv: ['--expose-gc', '--import', 'tsx'],
    });
    let result: Load | undefined;
    worker.on('message', (message) => (result = message as Load));
    worker.on('exit', (code) =>
      result ? resolveLoad(result) : reject(new Error(`load process exited (${code})`)),
    );
  });
}

const database = await open();
await migrateToLatest(database.db);
const counted = await sql<{ n: string }>`select count(*) as n from listings`.execute(database.db);
if (Number(counted.rows[0]?.n ?? 0) !== listings) {
  log(`Seeding ${listings.toLocaleString('en-US')} listings into ${kind}…`);
  await resetSeededTables(database.db);
  await seedDemoData(database.db, { listings, concurrency: kind === 'postgres' ? 2 : 1 });
}
// PGlite is one process's: the loads below open it in turn.
await database.close();

log('Loading from rows and storing a snapshot…');
const write = await inProcess('write');
log(
  `  from rows ${write.ms} ms, snapshot ${(write.snapshotBytes! / 1e6).toFixed(1)} MB written in ${write.writeMs} ms`,
);
const changes = Number(values.changes);
{
  const db = await open();
  await sql`update listings set list_price = list_price + 1
    where id in (select id from listings order by id desc limit ${changes})`.execute(db.db);
  const stored = await newestSnapshot(db.db);
  log(`  ${changes} listings changed after the snapshot (seq ${stored?.seq})`);
  await db.close();
}

const loads: Load[] = [];
for (let round = 0; round < Number(values.rounds); round++) {
  for (const mode of round % 2 === 0
    ? (['rows', 'snapshot'] as const)
    : (['snapshot', 'rows'] as const)) {
    const load = await inProcess(mode);
    if (load.from !== mode)
      throw new Error(`asked for ${mode}, loaded from ${load.from}: ${load.refused}`);
    log(
      `  ${mode.padEnd(8)} ${String(load.ms).padStart(7)} ms  rss ${load.rssMb} MB, heap ${load.heapMb} MB, arrays ${load.arrayBuffersMb} MB  (load average ${load.loadAverage})`,
    );
    loads.push(load);
  }
}

const median = (numbers: number[]) =>
  [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;
const of = (mode: Load['mode']) => loads.filter((load) => load.mode === mode);
const summary = {
  database: kind,
  listings,
  changesAfterSnapshot: changes,
  snapshotBytes: write.snapshotBytes,
  snapshotWriteMs: write.writeMs,
  rowsMedianMs: median(of('rows').map((load) => load.ms)),
  snapshotMedianMs: median(of('snapshot').map((load) => load.ms)),
  write,
  loads,
};
const table = [
  `# Index load of a new process: rows against snapshot (${kind}, ${listings.toLocaleString('en-US')} listings)`,
  '',
  `\`npm run bench:index-snapshot -- --listings ${listings}${databaseUrl ? ' --database-url …' : ''}\`, ${new Date().toISOString()}.`,
  `Snapshot ${(write.snapshotBytes! / 1e6).toFixed(1)} MB, written in ${write.writeMs} ms by a process that loaded from rows in ${write.ms} ms;`,
  `${changes} listings changed after it, so each snapshot load also caught up from the change log.`,
  '',
  '| load | time to ready (ms) | rss (MB) | JS heap (MB) | array buffers (MB) | load average (1 min) before |',
  '| --- | ---: | ---: | ---: | ---: | ---: |',
  ...loads.map(
    (load) =>
      `| ${load.mode} | ${load.ms} | ${load.rssMb} | ${load.heapMb} | ${load.arrayBuffersMb} | ${load.loadAverage} |`,
  ),
  '',
  `Median: rows ${summary.rowsMedianMs} ms, snapshot ${summary.snapshotMedianMs} ms.`,
  '',
];
const resultsDir = join(here, 'results');
mkdirSync(resultsDir, { recursive: true });
const name = `index-snapshot-${kind}-${listings}`;
writeFileSync(join(resultsDir, `${name}.json`), `${JSON.stringify(summary, null, 2)}\n`);
writeFileSync(join(resultsDir, `${name}.md`), table.join('\n'));
process.stdout.write(table.join('\n'));
