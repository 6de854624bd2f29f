/**
 * `npm run bench:contacts -- [--contacts 5000]`
 *
 * An agent with 5,000 contacts (and another agent with as many, so that the indexes must pick
 * one agent's rows). Builds the real app on a fresh embedded database (bench/data/contacts),
 * listens on a loopback port and measures over HTTP from this process, 50 timed calls each after
 * 10 untimed ones:
 * - `GET /mls/v1/contact` in each of its sorts (last name, rating, date added), first page of 50;
 * - `GET /mls/v1/contact?q=…`, the case-insensitive search on name or e-mail, with terms that
 *   match many, a few and none;
 * goal p95 ≤ 50 ms each; and one contact by id, for what any signed-in call costs. The load average and each call's CPU time are recorded beside the wall
 * times; the figures go to bench/results/contacts.{json,md}.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { migrateToLatest, openDatabase } from '../apps/server/src/db/database';
import { hashPassword } from '../apps/server/src/modules/auth/passwords';
import { seedDemoData } from '../apps/server/src/seed/seed';
import { listenInProcess } from './in-process-server';
import { percentile } from './production-server';

const here = dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({
  options: { contacts: { type: 'string', default: '5000' } },
  allowPositionals: true,
});
const contacts = Number(process.env.npm_config_contacts ?? values.contacts);
const GOAL_P95_MS = 50;

const dataDir = join(here, 'data', 'contacts');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const database = await openDatabase({ dataDir });
await migrateToLatest(database.db);
await seedDemoData(database.db, { listings: 200, offices: 4, agents: 20, seed: 26, quiet: true });

const { app, origin } = await listenInProcess(database);

const FIRST = ['Ana', 'Ben', 'Carla', 'David', 'Elena', 'Farid', 'Grace', 'Hugo', 'Iris', 'Jon'];
const LAST = ['Smith', 'Garcia', 'Nguyen', 'Patel', 'Kim', 'Lopez', 'Brown', 'Chen', 'Rossi'];

/** An agent account with `count` contacts, written directly (the routes' rate limit applies). */
async function agentWithContacts(label: string, count: number): Promise<string> {
  const email = `${label}@example.com`;
  const account = await database.db
    .insertInto('accounts')
    .values({
      email,
      first_name: label,
      last_name: 'Agent',
      roles: ['agent'],
      status: 'active',
      password_hash: await hashPassword('busy agent 1'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let start = 0; start < count; start += 1000) {
    await database.db
      .insertInto('contacts')
      .values(
        Array.from({ length: Math.min(1000, count - start) }, (_, i) => {
          const n = start + i;
          const first = `${FIRST[n % FIRST.length]}${n % 7 === 0 ? 'belle' : ''}`;
          const last = `${LAST[(n * 7) % LAST.length]}${Math.floor(n / 9)}`;
          return {
            agent_account_id: account.id,
            first_name: first,
            last_name: last,
            email: `${first}.${last}.${n}@mail${n % 13}.example.com`.toLowerCase(),
            phone_number: `916-555-${String(n % 10_000).padStart(4, '0')}`,
            rating: n % 6,
            notes: n % 3 === 0 ? 'Looking for three bedrooms near good schools.' : null,
            created_at: new Date(Date.UTC(2024, 0, 1) + n * 3_600_000),
          };
        }),
      )
      .execute();
  }
  const login = await fetch(`${origin}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'busy agent 1' }),
  });
  const cookie =
    /hearth_account_session=[^;]+/.exec(login.headers.get('set-cookie') ?? '')?.[0] ?? '';
  if (!cookie) throw new Error(`login failed: ${login.status}`);
  return cookie;
}

console.log(`Writing ${contacts} contacts for each of two agents…`);
await agentWithContacts('other', contacts);
const cookie = await agentWithContacts('busy', contacts);
await sql`analyze contacts`.execute(database.db);

async function time(path: string) {
  const wall: number[] = [];
  const cpu: number[] = [];
  let records = 0;
  for (let i = 0; i < 60; i += 1) {
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const response = await fetch(`${origin}/mls/v1${path}`, { headers: { cookie } });
    const body = (await response.json()) as { records?: number };
    const ms = performance.now() - started;
    const used = process.cpuUsage(cpuBefore);
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    records = body.records ?? 1;
    if (i >= 10) {
      wall.push(ms);
      cpu.push((used.user + used.system) / 1000);
    }
  }
  const round = (n: number) => Number(n.toFixed(1));
  return {
    path,
    records,
    p50: round(percentile(wall, 0.5)),
    p95: round(percentile(wall, 0.95)),
    cpuP50: round(percentile(cpu, 0.5)),
    cpuP95: round(percentile(cpu, 0.95)),
  };
}

// One contact by id (no leads): what any signed-in call costs here, beside the list's figures.
const oneContact = (await (
  await fetch(`${origin}/mls/v1/contact?limit=1`, { headers: { cookie } })
).json()) as { results: { id: string }[] };
const load = loadavg().map((value) => Number(value.toFixed(2)));
const cases = [];
for (const path of [
  '/contact',
  '/contact?sort=rating',
  '/contact?sort=createdAt',
  '/contact?q=garcia',
  '/contact?q=ANABELLE',
  '/contact?q=mail7.example',
  '/contact?q=patel12',
  '/contact?q=nobody-like-this',
  `/contact/${oneContact.results[0]!.id}`,
]) {
  cases.push(await time(path));
}
const loadAfter = loadavg().map((value) => Number(value.toFixed(2)));
const figures = {
  contacts,
  loadAverage: load,
  loadAverageAfter: loadAfter,
  goalP95: GOAL_P95_MS,
  cases,
};
console.log(JSON.stringify(figures, null, 2));
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(join(here, 'results', 'contacts.json'), `${JSON.stringify(figures, null, 2)}\n`);
writeFileSync(
  join(here, 'results', 'contacts.md'),
  [
    `# An agent's contacts: ${contacts.toLocaleString('en-US')} contacts (and another agent with as many)`,
    '',
    `Embedded database (PGlite). Load average at the start of the timings: ${load.join(', ')}; after: ${loadAfter.join(', ')} (HTTP over loopback from the same process; 50 timed calls each after 10 untimed). CPU ms is the time this process spent on the call (server, embedded database and client): on a busy machine the wall time is mostly the wait for a core.`,
    '',
    '| call | matches | p50 ms | p95 ms | CPU p50 ms | CPU p95 ms | goal |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...cases.map(
      (c) =>
        `| GET /mls/v1${c.path} | ${c.records} | ${c.p50} | ${c.p95} | ${c.cpuP50} | ${c.cpuP95} | p95 ≤ ${GOAL_P95_MS} |`,
    ),
    '',
  ].join('\n'),
);
await app.close();
await database.close();
