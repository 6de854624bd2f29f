import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../db/database';
import { checkSeededData } from '../../test/seed-check';
import { DEMO_REGION, REGION_BOUNDS, REGION_CENTRE } from './region';
import { isDatabaseEmpty, resetSeededTables, seedDemoData, type SeedOptions } from './seed';

const referenceDate = new Date('2025-06-02T00:00:00Z');
const options: SeedOptions = {
  listings: 600,
  offices: 40,
  agents: 200,
  seed: 7,
  referenceDate,
  quiet: true,
};

async function freshDatabase(): Promise<DatabaseHandle> {
  const handle = await openDatabase({});
  await migrateToLatest(handle.db);
  return handle;
}

/** Every seeded row of every table, in id order, as comparable text. */
async function dump(handle: DatabaseHandle): Promise<string> {
  const tables = [
    'offices',
    'members',
    'office_members',
    'member_phones',
    'member_designations',
    'member_licenses',
    'listings',
    'listing_records',
    'listing_media',
    'open_houses',
  ];
  const parts: string[] = [];
  for (const table of tables) {
    const { rows } =
      await sql`select to_jsonb(t)::text as row from ${sql.table(table)} t order by 1`.execute(
        handle.db,
      );
    parts.push(`${table}:${JSON.stringify(rows)}`);
  }
  return parts.join('\n');
}

describe('the demo region seed', () => {
  let first: DatabaseHandle;

  beforeAll(async () => {
    first = await freshDatabase();
    expect(await isDatabaseEmpty(first.db)).toBe(true);
    await seedDemoData(first.db, options);
  }, 180_000);
  afterAll(async () => {
    await first?.close();
  });

  it('stays inside the settings default bounds around the Sacramento centre', () => {
    expect(REGION_BOUNDS).toEqual({ north: 39.32, south: 38.1, east: -120.0, west: -122.1 });
    expect(REGION_CENTRE).toEqual({ latitude: 38.5816, longitude: -121.4944 });
    const counties = new Set(DEMO_REGION.cities.map((city) => city.county));
    expect([...counties].sort()).toEqual([
      'El Dorado',
      'Placer',
      'Sacramento',
      'Sutter',
      'Yolo',
      'Yuba',
    ]);
    for (const city of DEMO_REGION.cities) {
      for (const code of city.postalCodes) {
        expect(code.latitude).toBeLessThanOrEqual(REGION_BOUNDS.north);
        expect(code.longitude).toBeGreaterThanOrEqual(REGION_BOUNDS.west);
      }
    }
  });

  it('passes every check of the seeded data', async () => {
    expect(await isDatabaseEmpty(first.db)).toBe(false);
    expect(await checkSeededData(first.db, DEMO_REGION, referenceDate)).toEqual([]);
  });

  it('covers every property type and every status', async () => {
    const types = await first.db
      .selectFrom('listings')
      .select('property_type')
      .distinct()
      .execute();
    expect(types.map((row) => row.property_type).sort()).toEqual([
      'COML',
      'COMS',
      'FARM',
      'LAND',
      'RESI',
      'RINC',
      'RLSE',
    ]);
    const statuses = await first.db
      .selectFrom('listings')
      .select('standard_status')
      .distinct()
      .execute();
    expect(statuses.map((row) => row.standard_status).sort()).toEqual([
      'Active',
      'Active Under Contract',
      'Closed',
      'Coming Soon',
      'Pending',
    ]);
  });

  it('has hidden addresses, broker and past open houses, condo buildings and virtual tours', async () => {
    const { rows } = await sql<Record<string, string>>`select
        (select count(*) from listings where not internet_address_display_yn) as hidden_address,
        (select count(*) from open_houses where open_house_type = 'Broker') as broker,
        (select count(*) from open_houses where start_time < ${referenceDate.toISOString()}::timestamptz) as past,
        (select count(*) from listings where next_open_house_at is not null) as upcoming,
        (select count(*) from (select building_name from listings where building_name is not null
          group by building_name having count(*) > 1) b) as buildings,
        (select count(*) from listings where virtual_tour_url_branded is not null) as tours`.execute(
      first.db,
    );
    const counts = rows[0] ?? {};
    for (const name of ['hidden_address', 'broker', 'past', 'upcoming', 'buildings', 'tours']) {
      expect(Number(counts[name]), name).toBeGreaterThan(0);
    }
  });

  it('has offices of the second association and inactive members', async () => {
    const second = await first.db
      .selectFrom('offices')
      .select('id')
      .where('office_aor', '=', 'PCAR')
      .execute();
    expect(second.length).toBeGreaterThan(0);
    const inactive = await first.db
      .selectFrom('members')
      .select('id')
      .where('member_status', '=', 'Inactive')
      .execute();
    expect(inactive.length).toBeGreaterThan(0);
  });

  it('keeps restricted fields in the full record only', async () => {
    const row = await first.db
      .selectFrom('listing_records')
      .select('record')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(row.record).toHaveProperty('BuyerAgencyCompensation');
    expect(row.record).toHaveProperty('ShowingInstructions');
    expect(row.record).toHaveProperty('PublicRemarks');
  });

  it('gives identical rows for the same seed and reference date', async () => {
    const second = await freshDatabase();
    try {
      await seedDemoData(second.db, options);
      expect(await dump(second)).toEqual(await dump(first));
      await resetSeededTables(second.db);
      expect(await isDatabaseEmpty(second.db)).toBe(true);
      await seedDemoData(second.db, { ...options, batchSize: 77 });
      expect(await dump(second)).toEqual(await dump(first));
    } finally {
      await second.close();
    }
  }, 180_000);

  it('refuses to seed a database that already has data', async () => {
    await expect(seedDemoData(first.db, options)).rejects.toThrow(/already holds/);
  });

  it('reports broken rules', async () => {
    const rollback = new Error('rollback');
    const problems = await first.db
      .transaction()
      .execute(async (trx) => {
        await trx
          .updateTable('listings')
          .set({ close_price: null, latitude: 10 })
          .where('standard_status', '=', 'Closed')
          .execute();
        throw Object.assign(rollback, {
          problems: await checkSeededData(trx, DEMO_REGION, referenceDate),
        });
      })
      .catch((error: unknown) =>
        error === rollback ? (rollback as Error & { problems: string[] }).problems : [],
      );
    expect(problems.join('\n')).toMatch(/Closed listing without a close price/);
    expect(problems.join('\n')).toMatch(/coordinates inside the region/);
  });
});
