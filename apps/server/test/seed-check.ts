import ngeohash from 'ngeohash';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../src/db/schema';
import type { DemoRegion } from '../src/seed/region';
import { startOfUtcDay } from '../src/seed/time';

interface Rule {
  problem: string;
  /** A query selecting one `id` per offending row. */
  offenders: RawBuilder<{ id: string }>;
}

function listingRules(region: DemoRegion, reference: Date): Rule[] {
  const { north, south, east, west } = region.bounds;
  const at = reference.toISOString();
  const day = at.slice(0, 10);
  const listings = (problem: string, condition: RawBuilder<unknown>): Rule => ({
    problem,
    offenders: sql<{ id: string }>`select l.listing_id as id from listings l where ${condition}`,
  });
  return [
    listings(
      'listing without coordinates inside the region',
      sql`l.latitude is null or l.longitude is null
      or l.latitude not between ${south} and ${north} or l.longitude not between ${west} and ${east}`,
    ),
    listings(
      'listing without a 12-character geohash',
      sql`l.geohash is null or length(l.geohash) <> 12`,
    ),
    listings(
      'listing whose list agent does not exist or is not active',
      sql`not exists (select 1 from members m
      where m.id = l.list_agent_id and m.member_status = 'Active' and m.member_mls_id = l.list_agent_mls_id
      and m.member_full_name = l.list_agent_full_name)`,
    ),
    listings(
      "listing whose list office does not exist or is not the agent's",
      sql`not exists (select 1 from offices o
      join office_members om on om.office_id = o.id and om.member_id = l.list_agent_id
      where o.id = l.list_office_id and o.office_mls_id = l.list_office_mls_id
      and o.office_name = l.list_office_name and o.office_aor = l.list_aor)`,
    ),
    listings(
      'Closed listing without a close price, or a close date after its on-market date',
      sql`l.standard_status = 'Closed'
      and (l.close_price is null or l.close_date is null or l.close_date <= l.on_market_date or l.close_date > ${day}::date)`,
    ),
    listings(
      'listing not Closed with a close price or date',
      sql`l.standard_status <> 'Closed'
      and (l.close_price is not null or l.close_date is not null)`,
    ),
    listings(
      'Coming Soon listing whose on-market date is not in the future',
      sql`l.standard_status = 'Coming Soon' and l.on_market_date <= ${day}::date`,
    ),
    listings(
      'listing on the market after the reference date without being Coming Soon',
      sql`l.standard_status <> 'Coming Soon' and l.on_market_date > ${day}::date`,
    ),
    listings(
      'listing modified after the reference time',
      sql`l.modification_timestamp > ${at}::timestamptz`,
    ),
    listings(
      'rental without a lease term',
      sql`l.property_type in ('RLSE', 'COML') and l.lease_term is null`,
    ),
    listings(
      'sale listing with a lease term or pets allowed',
      sql`l.property_type not in ('RLSE', 'COML')
      and (l.lease_term is not null or cardinality(l.pets_allowed) > 0)`,
    ),
    listings(
      'land or commercial listing with bedrooms or bathrooms',
      sql`l.property_type in ('LAND', 'COMS', 'COML')
      and (l.bedrooms_total is not null or l.bathrooms_total_integer is not null)`,
    ),
    listings(
      'land listing with a building',
      sql`l.property_type = 'LAND'
      and (l.living_area is not null or l.year_built is not null or l.garage_spaces is not null)`,
    ),
    listings(
      'commercial listing without a leasable area',
      sql`l.property_type in ('COMS', 'COML') and l.leasable_area is null`,
    ),
    listings(
      'residential listing without bedrooms or living area',
      sql`l.property_type in ('RESI', 'RLSE', 'RINC')
      and (l.bedrooms_total is null or l.living_area is null)`,
    ),
    listings('listing without a positive price', sql`l.list_price <= 0 or l.close_price <= 0`),
    listings(
      'listing whose photo count or primary photo does not match its photos',
      sql`l.photos_count not between 1 and 12
      or l.photos_count <> (select count(*) from listing_media lm where lm.listing_id = l.id)
      or l.primary_photo_url is distinct from (select lm.media_url from listing_media lm where lm.listing_id = l.id and lm.position = 1)`,
    ),
    listings(
      'listing whose next open house is not its next public one',
      sql`l.next_open_house_at is distinct from
      (select min(oh.start_time) from open_houses oh where oh.listing_id = l.id
       and oh.open_house_type = 'Public' and oh.start_time >= ${at}::timestamptz)`,
    ),
    listings(
      'listing without its full record',
      sql`not exists (select 1 from listing_records r
      where r.listing_id = l.id and r.record->>'ListingKey' = l.listing_key)`,
    ),
    {
      problem: 'open house ending before it starts',
      offenders: sql<{
        id: string;
      }>`select id::text as id from open_houses where end_time <= start_time`,
    },
    {
      problem: 'office without coordinates inside the region',
      offenders: sql<{ id: string }>`select office_mls_id as id from offices where latitude is null
        or latitude not between ${south} and ${north} or longitude not between ${west} and ${east}`,
    },
    {
      problem: 'office without a responsible broker of its own and a contact member',
      offenders: sql<{
        id: string;
      }>`select o.office_mls_id as id from offices o where o.contact_member_id is null
        or not exists (select 1 from members m join office_members om on om.member_id = m.id
          where m.id = o.responsible_member_id and om.office_id = o.id and m.member_type = 'Broker')`,
    },
    {
      problem: 'member not in exactly one office',
      offenders: sql<{ id: string }>`select m.member_mls_id as id from members m
        where (select count(*) from office_members om where om.member_id = m.id) <> 1`,
    },
  ];
}

/**
 * Checks seeded data against the rules the demo region promises; returns one line per broken
 * rule (with a few examples), or nothing when every rule holds.
 */
export async function checkSeededData(
  db: Kysely<Database>,
  region: DemoRegion,
  referenceDate: Date = startOfUtcDay(new Date()),
): Promise<string[]> {
  const problems: string[] = [];
  for (const rule of listingRules(region, referenceDate)) {
    const { rows } = await sql<{ id: string; total: string }>`
      select id, count(*) over () as total from (${rule.offenders}) offenders order by id limit 3`.execute(
      db,
    );
    if (rows.length > 0) {
      problems.push(
        `${rule.problem}: ${rows[0]?.total} (e.g. ${rows.map((row) => row.id).join(', ')})`,
      );
    }
  }
  const sample = await db
    .selectFrom('listings')
    .select(['listing_id', 'latitude', 'longitude', 'geohash'])
    .orderBy('id')
    .limit(2_000)
    .execute();
  const wrong = sample.filter(
    (row) =>
      row.latitude === null ||
      row.longitude === null ||
      row.geohash !== ngeohash.encode(row.latitude, row.longitude, 12),
  );
  if (wrong.length > 0) {
    problems.push(
      `listing whose geohash is not its coordinates: ${wrong.length} of ${sample.length} sampled`,
    );
  }
  return problems;
}
