import ngeohash from 'ngeohash';
import type { OfficesTable } from '../db/schema';
import type { SeedRow } from './bulk-insert';
import { DemoFaker, slug } from './demo-faker';
import { near } from './places';
import type { DemoRegion, RegionCity } from './region';
import { Random } from './random';
import { addDays } from './time';
import { STREET_NAMES, STREET_SUFFIXES } from './vocabulary';

export type OfficeRow = SeedRow<OfficesTable>;

export interface DemoOffice {
  row: OfficeRow;
  city: RegionCity;
  domain: string;
  /** Relative number of agents the office gets. */
  size: number;
}

export const PRIMARY_AOR = 'SAR';
/** A second association, so the directory's association exclusion has offices to exclude. */
export const SECOND_AOR = 'PCAR';
export const ORIGINATING_SYSTEM_ID = 'HEARTHDEMO';

const FIRM_PATTERNS = [
  (last: string) => `${last} Realty`,
  (last: string) => `${last} & Associates Real Estate`,
  (last: string, place: string) => `${place} Realty Group`,
  (last: string, place: string) => `${place} Homes & Land`,
  (last: string) => `${last} Properties`,
  (last: string, place: string) => `${place} Real Estate Co.`,
  (last: string) => `${last} Brokers`,
  (last: string, place: string) => `Capitol ${place} Realty`,
];

const PLACE_WORDS = [
  'River City',
  'Sierra',
  'Delta',
  'Foothill',
  'Gold Country',
  'Valley Oak',
  'American River',
  'Capitol',
  'Camellia',
  'Tower Bridge',
  'Feather River',
  'Oak Ridge',
  'Lakeside',
  'Vineyard',
];

function phone(random: Random, city: RegionCity): string {
  const area = city.county === 'Sacramento' || city.county === 'Placer' ? '916' : '530';
  return `(${area}) 555-${String(random.int(1000, 9999))}`;
}

function uniqueName(used: Set<string>, make: () => string): string {
  let name = make();
  for (let attempt = 0; used.has(name) && attempt < 8; attempt++) name = make();
  const base = name;
  for (let n = 2; used.has(name); n++) name = `${base} ${n}`;
  used.add(name);
  return name;
}

/** Offices spread over the region's cities by weight; some are branches of an earlier firm. */
export function generateOffices(
  region: DemoRegion,
  seed: number,
  count: number,
  reference: Date,
): DemoOffice[] {
  const fakers = new DemoFaker(seed);
  const offices: DemoOffice[] = [];
  const cityWeights = region.cities.map((city) => [city, city.weight] as const);
  const usedNames = new Set<string>();
  for (let index = 0; index < count; index++) {
    const random = new Random(seed, 11, index);
    const faker = fakers.for(11, index);
    const city = random.weighted(cityWeights);
    const parent = index > 8 && random.chance(0.2) ? random.pick(offices.slice(0, index)) : null;
    const firm = parent
      ? parent.row.office_name.replace(/ - .*$/, '')
      : uniqueName(usedNames, () =>
          random.pick(FIRM_PATTERNS)(faker.person.lastName(), random.pick(PLACE_WORDS)),
        );
    const name = parent ? uniqueName(usedNames, () => `${firm} - ${city.name}`) : firm;
    const domain = parent?.domain ?? `${slug(firm).slice(0, 24)}.example`;
    const postal = random.pick(city.postalCodes);
    const point = near(region, random, postal, 0.01);
    const id = index + 1;
    const row: OfficeRow = {
      id,
      office_key: `OFF${String(seed % 1000).padStart(3, '0')}${String(id).padStart(6, '0')}`,
      office_mls_id: `OF${String(10000 + id)}`,
      office_name: name,
      office_address1: `${random.int(100, 9999)} ${random.pick(STREET_NAMES)} ${random.weighted(STREET_SUFFIXES)}`,
      office_address2: random.chance(0.4)
        ? `Suite ${random.int(1, 4)}${random.int(0, 2)}${random.int(0, 9)}`
        : null,
      office_city: city.name,
      office_state_or_province: 'CA',
      office_postal_code: postal.postalCode,
      office_county_or_parish: city.county,
      office_phone: phone(random, city),
      office_fax: random.chance(0.3) ? phone(random, city) : null,
      office_email: `info${parent ? `.${slug(city.name)}` : ''}@${domain}`,
      office_type: random.weighted([
        [parent ? 'Realtor Branch Office' : 'Realtor Firm', 70],
        ['Realtor Office', 22],
        ['Appraiser', 4],
        ['Affiliate', 4],
      ]),
      office_aor: city.county === 'Placer' && random.chance(0.55) ? SECOND_AOR : PRIMARY_AOR,
      office_national_association_id: String(random.int(100_000_000, 999_999_999)),
      originating_system_id: ORIGINATING_SYSTEM_ID,
      office_status: random.chance(0.04) ? 'Inactive' : 'Active',
      website: random.chance(0.85) ? `https://www.${domain}` : null,
      photo_url: null,
      latitude: point.latitude,
      longitude: point.longitude,
      geohash: ngeohash.encode(point.latitude, point.longitude, 12),
      responsible_member_id: null,
      contact_member_id: null,
      modification_timestamp: addDays(reference, -random.int(1, 500)),
      origin: null,
    };
    offices.push({ row, city, domain, size: 0.3 + random.next() ** 3 * 40 });
  }
  return offices;
}
