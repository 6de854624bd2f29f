import fc from 'fast-check';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '../../../../test/databases';
import type { DatabaseHandle } from '../../../db/database';
import { AppError } from '../../../errors';
import type { Database } from '../../../db/schema';
import { seedDemoData } from '../../../seed/seed';
import { startOfUtcDay } from '../../../seed/time';
import { SUGGEST_GROUPS } from '../listing-engine';
import { parseListingFilter, parseListingQuery } from '../listing-query';
import { ListColumn, TextColumn, type NumberColumn } from './index-columns';
import { IndexListingEngine } from './index-engine';
import type { IndexRow } from './index-row';
import { decodeIndex, encodeIndex, SNAPSHOT_FORMAT, SnapshotError } from './index-snapshot';
import { startIndexSnapshots } from './index-snapshot-job';
import { newestSnapshot, saveSnapshot } from './index-snapshot.repository';
import { IndexSync } from './index-sync';
import { ListingIndex } from './listing-index';

const ACTIVE = 'StandardStatus[in]=Active,Coming%20Soon';
const SEARCHES = [
  '',
  `${ACTIVE}&limit=200`,
  `City=Sacramento&box=-121.56,38.52,-121.40,38.62&ListPrice[gte]=300000&PropertyType[in]=RESI&${ACTIVE}`,
  `PropertyType[in]=RESI&${ACTIVE}&sortBy=OnMarketDate&order=desc&offset=10`,
  `poly=-121.52%2038.50,-121.38%2038.52,-121.36%2038.64,-121.50%2038.66,-121.52%2038.50`,
  `near=38.58,-121.49&radius=15&sortBy=ListPrice&order=asc&limit=50`,
  'BedroomsTotal[gte]=3&ListPrice[lte]=600000&limit=200',
];
const CLUSTER_FILTERS = ['', `box=-122.1,38.1,-120.0,39.32&PropertyType[in]=RESI&${ACTIVE}`];
const PREFIXES = ['s', 'el', '1', 'ml', 'sac'];

function parsed<T extends object>(value: T | AppError): T {
  if (value instanceof AppError) throw value;
  return value;
}
const params = (text: string) => Object.fromEntries(new URLSearchParams(text));

/**
 * A cluster's centre is a mean of positions summed in row order, and place names come in the
 * order their values first entered the index: both follow the index's history (as they differ
 * between two running processes), so centres are compared to 1e-9 degrees and names as sets.
 */
function expectSame(
  got: Awaited<ReturnType<typeof answers>>,
  want: Awaited<ReturnType<typeof answers>>,
) {
  expect(got.exact).toEqual(want.exact);
  expect(got.centres.length).toBe(want.centres.length);
  got.centres.forEach((value, n) => expect(Math.abs(value - want.centres[n]!)).toBeLessThan(1e-9));
}

/** Every answer of the index engine over a fixed set of searches, clusters and suggestions. */
async function answers(sync: IndexSync) {
  const engine = new IndexListingEngine(sync, { cacheResults: false });
  const now = new Date();
  const out: unknown[] = [];
  const centres: number[] = [];
  for (const text of SEARCHES) {
    out.push(await engine.search(parsed(parseListingQuery(params(text))), now));
  }
  for (const text of CLUSTER_FILTERS) {
    const filter = parsed(parseListingFilter(params(text)));
    for (let precision = 3; precision <= 6; precision++) {
      const cells = await engine.clusters(filter, precision, now);
      out.push(cells.map(({ lat: _lat, lon: _lon, ...cell }) => cell));
      for (const cell of cells) centres.push(cell.lat, cell.lon);
    }
  }
  const filter = parsed(parseListingFilter({}));
  for (const prefix of PREFIXES) {
    out.push(await engine.suggest({ filter, prefix, groups: SUGGEST_GROUPS, limit: 10 }, now));
  }
  const names = await engine.placeNames(filter, ['City', 'PostalCode'], now);
  for (const list of Object.values(names)) list.sort((a, b) => a.value.localeCompare(b.value));
  out.push(names);
  return { exact: out, centres };
}

async function rowLoaded(db: Kysely<Database>) {
  const sync = new IndexSync(db);
  await sync.fresh();
  return sync;
}

async function snapshotLoaded(db: Kysely<Database>) {
  const sync = new IndexSync(db, { snapshot: true, loadBatch: 7 });
  await sync.fresh();
  return sync;
}

describe.each(testDatabaseKinds())('index snapshots (%s)', (kind) => {
  let database: DatabaseHandle;
  let db: Kysely<Database>;
  const ids = async (where: string, limit: number) =>
    (
      await sql<{ id: string }>`select id::text as id from listings where ${sql.raw(where)}
        order by id limit ${limit}`.execute(db)
    ).rows.map((row) => row.id);

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    db = database.db;
    await seedDemoData(db, {
      listings: 400,
      offices: 3,
      agents: 10,
      seed: 7,
      referenceDate: startOfUtcDay(new Date()),
      quiet: true,
    });
  });
  afterAll(async () => {
    await database.close();
  });

  it('answers as a row load after listings changed, arrived, hid and went since the snapshot', async () => {
    const writer = new IndexSync(db, { snapshot: true });
    await writer.fresh();
    expect(writer.loadedFrom).toBe('rows');
    expect(writer.snapshotRefused).toBe('no snapshot');
    // A change the writer has read, so the snapshot's position is past the seeding.
    const [first] = await ids('internet_entire_listing_display_yn', 1);
    await sql`update listings set list_price = list_price + 1 where id = ${first}`.execute(db);
    const snapshot = await writer.takeSnapshot();
    expect(snapshot).not.toBeNull();
    await saveSnapshot(db, snapshot!);
    expect((await newestSnapshot(db))?.seq).toBe(snapshot!.seq);

    // Loaded at once, the snapshot is the writer's index.
    const same = await snapshotLoaded(db);
    expect(same.loadedFrom).toBe('snapshot');
    expectSame(await answers(same), await answers(await rowLoaded(db)));

    const priced = await ids('internet_entire_listing_display_yn', 40);
    await sql`update listings set list_price = list_price * 2 + 1
      where id = any(${priced.slice(0, 20)}::bigint[])`.execute(db);
    // Moved across the latitude order, which gives them new rows.
    await sql`update listings set latitude = latitude + 0.05, longitude = longitude - 0.03
      where id = any(${priced.slice(20, 30)}::bigint[])`.execute(db);
    await sql`update listings set internet_address_display_yn = false
      where id = any(${priced.slice(30, 35)}::bigint[])`.execute(db);
    await sql`update listings set internet_entire_listing_display_yn = false
      where id = any(${priced.slice(35, 40)}::bigint[])`.execute(db);
    const hidden = await ids('not internet_entire_listing_display_yn', 3);
    await sql`update listings set internet_entire_listing_display_yn = true
      where id = any(${hidden}::bigint[])`.execute(db);
    const gone = (await ids('internet_entire_listing_display_yn', 60)).slice(50);
    await sql`delete from listings where id = any(${gone}::bigint[])`.execute(db);
    const template = (
      await sql<IndexRow>`select * from listings where id = ${priced[0]}`.execute(db)
    ).rows[0] as unknown as Record<string, unknown>;
    for (let n = 0; n < 5; n++) {
      const { id: _id, ...copy } = template;
      await db
        .insertInto('listings')
        .values({
          ...copy,
          listing_key: `snapshot-test-${n}`,
          listing_id: `SN${n}`,
          unparsed_address: `${100 + n} Snapshot Lane`,
          latitude: 38.55 + n / 100,
        } as never)
        .execute();
    }

    const fromSnapshot = await snapshotLoaded(db);
    expect(fromSnapshot.loadedFrom).toBe('snapshot');
    const fromRows = await rowLoaded(db);
    expect(fromSnapshot.index.size).toBe(fromRows.index.size);
    expectSame(await answers(fromSnapshot), await answers(fromRows));
    // Both follow later changes alike.
    await sql`update listings set list_price = 1 where id = ${priced[1]}`.execute(db);
    expectSame(await answers(fromSnapshot), await answers(fromRows));
  });

  it('loads from rows when the snapshot is damaged, of another format, or the log was pruned past it', async () => {
    const writer = await rowLoaded(db);
    const snapshot = (await writer.takeSnapshot())!;
    const want = await answers(writer);
    const refused = async (bytes: Buffer) => {
      await saveSnapshot(db, { ...snapshot, bytes });
      const sync = await snapshotLoaded(db);
      expect(sync.loadedFrom).toBe('rows');
      expectSame(await answers(sync), want);
      return sync.snapshotRefused;
    };
    const flipped = Buffer.from(snapshot.bytes);
    flipped[Math.floor(flipped.length / 2)]! ^= 1;
    expect(await refused(flipped)).toMatch(/checksum/);
    expect(await refused(snapshot.bytes.subarray(0, snapshot.bytes.length - 1000))).toMatch(
      /checksum|truncated/,
    );
    const old = Buffer.from(
      snapshot.bytes.toString('latin1').replace(`"format":${SNAPSHOT_FORMAT}`, '"format":0'),
      'latin1',
    );
    expect(await refused(old)).toMatch(/format 0/);
    expect(
      await refused(Buffer.from('not a snapshot at all, but long enough to have a header')),
    ).toMatch(/not an index snapshot/);
    // Stored parts changed in the database.
    await saveSnapshot(db, snapshot);
    await sql`update search_index_snapshot_parts set bytes = overlay(bytes placing '\\x0000'::bytea from 30)`.execute(
      db,
    );
    const damaged = await snapshotLoaded(db);
    expect(damaged.loadedFrom).toBe('rows');
    expect(damaged.snapshotRefused).toMatch(/decompress|checksum/);
    // A row written by another format of the code is not even read.
    await saveSnapshot(db, snapshot);
    await sql`update search_index_snapshots set format = format + 1`.execute(db);
    expect((await snapshotLoaded(db)).snapshotRefused).toBe('no snapshot');

    // The log pruned past the snapshot's position: changes since may be lost.
    await saveSnapshot(db, snapshot);
    const [id] = await ids('internet_entire_listing_display_yn', 1);
    await sql`update listings set list_price = list_price + 3 where id = ${id}`.execute(db);
    await sql`update listings set list_price = list_price + 3 where id = ${id}`.execute(db);
    await sql`delete from listing_changes where seq <= ${snapshot.seq + 1}`.execute(db);
    const pruned = await snapshotLoaded(db);
    expect(pruned.loadedFrom).toBe('rows');
    expect(pruned.snapshotRefused).toMatch(/no longer holds/);
    expectSame(await answers(pruned), await answers(await rowLoaded(db)));
  });

  it('is stored by one process at a time, and again only once listings changed', async () => {
    const log = { info: () => undefined, error: (error: unknown) => expect.fail(String(error)) };
    const writer = await rowLoaded(db);
    const job = startIndexSnapshots(db, writer, { everyMs: 60_000, log });
    const other = startIndexSnapshots(db, await rowLoaded(db), { everyMs: 60_000, log });
    const runs = [await job.first, await other.first];
    // One of the two took the job; the other waits for the interval.
    expect(runs.filter((run) => run?.stored).length + runs.filter((run) => !run).length).toBe(2);
    const holder = runs[0] ? job : other;
    expect(await holder.runNow()).toEqual({ stored: false, reason: 'current' });
    const [id] = await ids('internet_entire_listing_display_yn', 1);
    await sql`update listings set list_price = list_price + 5 where id = ${id}`.execute(db);
    expect(await holder.runNow()).toMatchObject({ stored: true });
    expect((await newestSnapshot(db))?.seq).toBeGreaterThan(0);
    await job.stop();
    await other.stop();
  });

  it('takes a snapshot whose log was pruned empty when nothing changed since', async () => {
    const writer = await rowLoaded(db);
    const snapshot = (await writer.takeSnapshot())!;
    await saveSnapshot(db, snapshot);
    await sql`delete from listing_changes`.execute(db);
    const sync = await snapshotLoaded(db);
    expect(sync.loadedFrom).toBe('snapshot');
    // And a loaded index does not reload everything when the log is pruned empty.
    const changed: (readonly string[] | undefined)[] = [];
    sync.onChange = (ids) => changed.push(ids);
    await sync.fresh();
    expect(changed).toEqual([]);
    expectSame(await answers(sync), await answers(await rowLoaded(db)));
  });
});

describe('index snapshot bytes', () => {
  async function small(): Promise<Buffer> {
    const index = new ListingIndex();
    for (let id = 1; id <= 50; id++) {
      index.upsert({
        id: String(id),
        listing_id: `ML${id}`,
        latitude: 38 + id / 100,
        longitude: -121 - id / 1000,
        geohash: '9qce7rd6p792',
        next_open_house_at: null,
        internet_entire_listing_display_yn: true,
        internet_address_display_yn: id % 5 !== 0,
        list_price: String(1000 * id + 0.5),
        bedrooms_total: id % 4,
        interior_features: id % 3 ? ['Pantry', `F${id % 7}`] : [],
      } as unknown as IndexRow);
    }
    await index.reorder();
    index.remove(3);
    return (await encodeIndex(index, { seq: 9, applied: [8, 9] }, () => true))!;
  }

  it('keeps float32 and int16 columns narrow, and widened ones wide, with the same answers', async () => {
    const index = new ListingIndex();
    // 32,769 listing ids widen that column's codes to int32; one price widens list_price.
    for (let id = 1; id <= 32_769; id++) {
      index.upsert({
        id: String(id),
        listing_id: `ML${id}`,
        city: id % 2 ? 'Davis' : 'Folsom',
        latitude: 38 + id / 100_000,
        longitude: -121,
        geohash: null,
        next_open_house_at: null,
        internet_entire_listing_display_yn: true,
        internet_address_display_yn: true,
        list_price: String(id === 7 ? 123_456_789.25 : 1000 * id),
        bedrooms_total: id % 5,
        year_built: id === 9 ? 2 ** 25 + 1 : 1900 + (id % 120),
        interior_features: [`F${id}`],
        cooling: id % 3 ? ['Central Air'] : [],
      } as unknown as IndexRow);
    }
    const arrays = (of: ListingIndex) =>
      [
        'bedrooms_total',
        'list_price',
        'year_built',
        'listing_id',
        'city',
        'interior_features',
        'cooling',
      ].map((name) => {
        const column = of.column(name);
        const array =
          column instanceof TextColumn
            ? column.codes.subarray(0, of.rows)
            : column instanceof ListColumn
              ? column.flat.subarray(0, column.usedLength)
              : (column as NumberColumn).values.subarray(0, of.rows);
        return [name, array.constructor.name, Array.from(array)];
      });
    const types = arrays(index).map(([name, type]) => `${name} ${type}`);
    expect(types).toEqual([
      'bedrooms_total Float32Array',
      'list_price Float64Array',
      'year_built Float64Array',
      'listing_id Int32Array',
      'city Int16Array',
      'interior_features Int32Array',
      'cooling Int16Array',
    ]);
    const bytes = (await encodeIndex(index, { seq: 1, applied: [] }, () => true))!;
    const { index: decoded } = await decodeIndex(bytes);
    // Compared as text: a deep comparison of 32,769-element arrays takes seconds.
    expect(JSON.stringify(arrays(decoded))).toBe(JSON.stringify(arrays(index)));
    const lengths = (of: ListingIndex) => (of.column('cooling') as ListColumn).lengths;
    expect(lengths(decoded)).toBeInstanceOf(Int16Array);
    expect([...lengths(decoded).subarray(0, 9)]).toEqual([...lengths(index).subarray(0, 9)]);
    const again = (await encodeIndex(decoded, { seq: 1, applied: [] }, () => true))!;
    expect(again.equals(bytes)).toBe(true);
    const now = new Date();
    for (const text of [
      'ListPrice=123456789.25',
      'ListPrice[gte]=123456789&ListPrice[lte]=123456790',
      'YearBuilt=33554433',
      'YearBuilt[gte]=33554432&BedroomsTotal[gte]=4',
      'ListingId=ML32769',
      'City=Davis&BedroomsTotal=3',
      'InteriorFeatures=F32769',
      'Cooling=Central%20Air&BedroomsTotal=1',
    ]) {
      const filter = parsed(parseListingFilter(params(text)));
      const matches = (of: ListingIndex) => {
        const { mask } = of.match(filter, now);
        return [...mask.subarray(0, of.rows).keys()]
          .filter((row) => mask[row])
          .map((row) => of.ids.values[row]);
      };
      const want = matches(index);
      expect(want.length, text).toBeGreaterThan(0);
      expect(matches(decoded)).toEqual(want);
    }
    // A narrow column read from a snapshot still widens at an inexact value.
    decoded.upsert({
      id: '1',
      latitude: 38,
      longitude: -121,
      geohash: null,
      next_open_house_at: null,
      internet_entire_listing_display_yn: true,
      internet_address_display_yn: true,
      bedrooms_total: 2.1,
    } as unknown as IndexRow);
    expect((decoded.column('bedrooms_total') as NumberColumn).values).toBeInstanceOf(Float64Array);
  });

  it('refuses any damage with a SnapshotError: a cut, a changed byte, never a wrong index', async () => {
    const bytes = await small();
    const { index, position } = await decodeIndex(bytes);
    expect(position).toEqual({ seq: 9, applied: [8, 9] });
    expect(index.size).toBe(49);
    expect(await encodeIndex(index, position, () => true)).toEqual(bytes);
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: bytes.length - 1 }),
        fc.integer({ min: 1, max: 255 }),
        fc.boolean(),
        async (at, change, cut) => {
          const damaged = cut ? bytes.subarray(0, at) : Buffer.from(bytes);
          if (!cut) damaged[at]! ^= change;
          await expect(decodeIndex(damaged)).rejects.toBeInstanceOf(SnapshotError);
        },
      ),
      { numRuns: 300 },
    );
  });
});
