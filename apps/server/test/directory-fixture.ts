/** A small directory for server tests: offices and members of two associations, some inactive. */
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema';
import { startSession } from '../src/modules/auth/sessions.service';

export interface DirectoryFixture {
  offices: Record<'capitol' | 'davis' | 'closed' | 'placer', string>;
  members: Record<'jane' | 'john' | 'ina' | 'bob' | 'pat' | 'carl', string>;
}

interface OfficeSeed {
  key: string;
  name: string;
  city: string;
  aor?: string;
  status?: string;
  lat: number;
  lon: number;
  geohash: string;
  postal: string;
}

async function office(db: Kysely<Database>, seed: OfficeSeed): Promise<string> {
  const row = await db
    .insertInto('offices')
    .values({
      office_key: seed.key,
      office_mls_id: `${seed.key}-MLS`,
      office_name: seed.name,
      office_address1: '100 Main St',
      office_city: seed.city,
      office_state_or_province: 'CA',
      office_postal_code: seed.postal,
      office_county_or_parish: 'Sacramento',
      office_phone: '916-555-0100',
      office_email: `${seed.key.toLowerCase()}@example.com`,
      office_type: 'Firm',
      office_aor: seed.aor ?? 'HEARTH',
      office_status: seed.status ?? 'Active',
      website: 'https://example.com',
      latitude: seed.lat,
      longitude: seed.lon,
      geohash: seed.geohash,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function member(
  db: Kysely<Database>,
  officeId: string,
  seed: { key: string; first: string; last: string; aor?: string; status?: string },
): Promise<string> {
  const row = await db
    .insertInto('members')
    .values({
      member_key: seed.key,
      member_mls_id: `${seed.key}-MLS`,
      member_first_name: seed.first,
      member_last_name: seed.last,
      member_full_name: `${seed.first} ${seed.last}`,
      member_email: `${seed.key.toLowerCase()}@agents.example.com`,
      public_email: `${seed.first.toLowerCase()}@public.example.com`,
      member_status: seed.status ?? 'Active',
      member_aor: seed.aor ?? 'HEARTH',
      member_national_association_id: `NRDS-${seed.key}`,
      title: 'REALTOR®',
      bio: `${seed.first} sells homes.`,
      areas_served: ['Sacramento', 'Davis'],
      languages: seed.first === 'Jane' ? ['English', 'Spanish'] : ['English'],
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('office_members')
    .values({ office_id: officeId, member_id: row.id })
    .execute();
  return row.id;
}

export async function seedDirectory(db: Kysely<Database>): Promise<DirectoryFixture> {
  const common = { postal: '95814', geohash: '9qce3c2wjhcc' };
  const offices = {
    capitol: await office(db, {
      ...common,
      key: 'CAP',
      name: 'Capitol Realty',
      city: 'Sacramento',
      lat: 38.58,
      lon: -121.49,
    }),
    davis: await office(db, {
      key: 'DAV',
      name: 'Davis Homes',
      city: 'Davis',
      lat: 38.54,
      lon: -121.74,
      geohash: '9qcdu2y3s8x1',
      postal: '95616',
    }),
    closed: await office(db, {
      ...common,
      key: 'OLD',
      name: 'Closed Realty',
      city: 'Sacramento',
      status: 'Inactive',
      lat: 38.58,
      lon: -121.49,
    }),
    placer: await office(db, {
      ...common,
      key: 'PLA',
      name: 'Placer Peaks',
      city: 'Roseville',
      aor: 'PCAR',
      lat: 38.75,
      lon: -121.28,
      geohash: '9qcfg0000000',
    }),
  };
  const members = {
    jane: await member(db, offices.capitol, { key: 'JANE', first: 'Jane', last: 'Smith' }),
    john: await member(db, offices.capitol, { key: 'JOHN', first: 'John', last: 'Smithers' }),
    ina: await member(db, offices.capitol, {
      key: 'INA',
      first: 'Ina',
      last: 'Smithson',
      status: 'Inactive',
    }),
    bob: await member(db, offices.davis, { key: 'BOB', first: 'Bob', last: 'Adams' }),
    pat: await member(db, offices.placer, {
      key: 'PAT',
      first: 'Pat',
      last: 'Smithee',
      aor: 'PCAR',
    }),
    carl: await member(db, offices.capitol, { key: 'CARL', first: 'Carl', last: 'Brown' }),
  };
  await db
    .updateTable('offices')
    .set({ responsible_member_id: members.carl, contact_member_id: members.john })
    .where('id', '=', offices.capitol)
    .execute();
  await db
    .insertInto('member_phones')
    .values([
      { member_id: members.jane, kind: 'preferred', number: '9165550123' },
      { member_id: members.jane, kind: 'mobile', number: '916.555.0124', extension: '7' },
      { member_id: members.jane, kind: 'fax', number: '(916) 555-0125' },
    ])
    .execute();
  await db
    .insertInto('member_designations')
    .values([
      { member_id: members.jane, name: 'ABR' },
      { member_id: members.jane, name: 'GRI' },
      { member_id: members.bob, name: 'CRS' },
    ])
    .execute();
  await db
    .insertInto('member_licenses')
    .values({
      member_id: members.jane,
      license_number: '01234567',
      license_type: 'Salesperson',
      license_state: 'CA',
      license_expiration_date: '2027-03-09',
    })
    .execute();
  return { offices, members };
}

/** A signed-in member account for `memberId`: the bearer token of its session. */
export async function memberToken(db: Kysely<Database>, memberId: string): Promise<string> {
  const account = await db
    .insertInto('accounts')
    .values({
      member_id: memberId,
      email: `account.${memberId}@example.com`,
      first_name: 'Member',
      last_name: memberId,
      roles: ['agent'],
      status: 'active',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return startSession(db, 'account', account.id);
}
