import type {
  MemberDesignationsTable,
  MemberLicensesTable,
  MemberPhonesTable,
  MembersTable,
  OfficeMembersTable,
} from '../db/schema';
import type { SeedRow } from './bulk-insert';
import { DemoFaker, slug } from './demo-faker';
import { memberBio, memberTitle } from './member-text';
import type { DemoOffice } from './offices';
import type { DemoRegion, RegionCity } from './region';
import { Random } from './random';
import { addDays, isoDate } from './time';
import { DESIGNATIONS, LANGUAGES } from './vocabulary';

export type MemberRow = SeedRow<MembersTable>;

export interface DemoMember {
  row: MemberRow;
  office: DemoOffice;
  phone: string;
  /** Relative number of listings the member gets; 0 when the member cannot list. */
  listingWeight: number;
}

export interface DemoDirectory {
  offices: DemoOffice[];
  members: DemoMember[];
  officeMembers: SeedRow<OfficeMembersTable>[];
  phones: SeedRow<MemberPhonesTable>[];
  designations: SeedRow<MemberDesignationsTable>[];
  licenses: SeedRow<MemberLicensesTable>[];
}

type MemberType = 'Agent' | 'Broker' | 'Office Manager';

function pickOffice(random: Random, offices: DemoOffice[], cumulative: number[]): DemoOffice {
  const total = cumulative[cumulative.length - 1] ?? 0;
  const roll = random.next() * total;
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((cumulative[mid] ?? 0) > roll) high = mid;
    else low = mid + 1;
  }
  return offices[low] as DemoOffice;
}

function areasServed(random: Random, region: DemoRegion, home: RegionCity): string[] {
  const nearby = region.cities.filter((city) => city.county === home.county && city !== home);
  const others = random.some(nearby, random.int(0, 4)).map((city) => city.name);
  return [home.name, ...others];
}

function phoneNumber(random: Random, office: DemoOffice): string {
  const area = office.row.office_phone?.slice(1, 4) ?? '916';
  return `(${random.chance(0.8) ? area : '279'}) 555-${String(random.int(1000, 9999))}`;
}

/**
 * Members of the offices: the first member of each office is its broker and responsible
 * member; the rest join offices by size, so a few offices are large and most are small.
 */
export function generateMembers(
  region: DemoRegion,
  seed: number,
  offices: DemoOffice[],
  count: number,
  reference: Date,
): DemoDirectory {
  const fakers = new DemoFaker(seed);
  const cumulative: number[] = [];
  let sum = 0;
  for (const office of offices) cumulative.push((sum += office.size));
  const directory: DemoDirectory = {
    offices,
    members: [],
    officeMembers: [],
    phones: [],
    designations: [],
    licenses: [],
  };
  for (let index = 0; index < count; index++) {
    const random = new Random(seed, 21, index);
    const faker = fakers.for(21, index);
    const id = index + 1;
    const founder = index < offices.length;
    const office = founder
      ? (offices[index] as DemoOffice)
      : pickOffice(random, offices, cumulative);
    const type: MemberType = founder
      ? 'Broker'
      : random.weighted([
          ['Agent', 86],
          ['Broker', 10],
          ['Office Manager', 4],
        ]);
    const status = !founder && random.chance(0.05) ? 'Inactive' : 'Active';
    const first = faker.person.firstName();
    const last = faker.person.lastName();
    const emailName = `${slug(first)}.${slug(last)}`;
    const languages = ['English'];
    if (random.chance(0.25)) languages.push(random.weighted(LANGUAGES));
    if (random.chance(0.05)) languages.push(random.weighted(LANGUAGES));
    const designations = new Set<string>();
    for (
      let n = random.weighted([
        [0, 45],
        [1, 30],
        [2, 17],
        [3, 8],
      ]);
      n > 0;
      n--
    ) {
      designations.add(random.weighted(DESIGNATIONS));
    }
    const areas = areasServed(random, region, office.city);
    const years = random.int(1, 35);
    const row: MemberRow = {
      id,
      member_key: `MEM${String(seed % 1000).padStart(3, '0')}${String(id).padStart(7, '0')}`,
      member_mls_id: `M${String(100000 + id)}`,
      member_first_name: first,
      member_last_name: last,
      member_full_name: `${first} ${last}`,
      member_email: `${emailName}${id}@${office.domain}`,
      public_email: random.chance(0.7) ? `${emailName}@${office.domain}` : null,
      member_status: status,
      member_type: type,
      member_aor: office.row.office_aor,
      member_national_association_id: String(random.int(100_000_000, 999_999_999)),
      member_state_or_province: 'CA',
      title: memberTitle(random, type, founder),
      bio: random.chance(0.85)
        ? memberBio(random, { first, years, areas, languages, designations: [...designations] })
        : null,
      areas_served: areas,
      languages: [...new Set(languages)],
      website: random.chance(0.3) ? `https://www.${slug(first)}${slug(last)}.example` : null,
      photo_url: random.chance(0.85) ? `/media/demo/agent-${id}.jpg` : null,
      modification_timestamp: addDays(reference, -random.int(1, 500)),
      origin: null,
    };
    const phone = phoneNumber(random, office);
    directory.members.push({
      row,
      office,
      phone,
      listingWeight:
        status === 'Active' && office.row.office_status === 'Active' && type !== 'Office Manager'
          ? 0.2 + random.next() ** 2 * 10
          : 0,
    });
    directory.officeMembers.push({ office_id: office.row.id, member_id: id, is_primary: true });
    addContactDetails(directory, random, row, office, phone);
    for (const name of designations) directory.designations.push({ member_id: id, name });
    addLicenses(directory, random, id, type, reference);
    if (founder) office.row.responsible_member_id = id;
    if (type === 'Office Manager' && status === 'Active') office.row.contact_member_id ??= id;
  }
  for (const office of offices) office.row.contact_member_id ??= office.row.responsible_member_id;
  return directory;
}

function addContactDetails(
  directory: DemoDirectory,
  random: Random,
  row: MemberRow,
  office: DemoOffice,
  preferred: string,
): void {
  const add = (kind: SeedRow<MemberPhonesTable>['kind'], number: string, extension?: string) =>
    directory.phones.push({
      id: directory.phones.length + 1,
      member_id: row.id,
      kind,
      number,
      extension: extension ?? null,
    });
  add('preferred', preferred);
  if (random.chance(0.8)) add('mobile', preferred);
  if (random.chance(0.7) && office.row.office_phone) {
    add(
      'office',
      office.row.office_phone,
      random.chance(0.4) ? String(random.int(100, 499)) : undefined,
    );
  }
  if (random.chance(0.2)) add('direct', phoneNumber(random, office));
  if (random.chance(0.05)) add('home', phoneNumber(random, office));
  if (random.chance(0.1)) add('fax', office.row.office_fax ?? phoneNumber(random, office));
}

function addLicenses(
  directory: DemoDirectory,
  random: Random,
  memberId: number,
  type: MemberType,
  reference: Date,
): void {
  const broker = type === 'Broker' || (type === 'Office Manager' && random.chance(0.5));
  directory.licenses.push({
    id: directory.licenses.length + 1,
    member_id: memberId,
    license_number: String(1_900_000 + memberId * 131).padStart(8, '0'),
    license_type: broker ? 'Broker' : 'Salesperson',
    license_state: 'CA',
    // From some already expired to four years ahead: a licence term is four years.
    license_expiration_date: isoDate(addDays(reference, random.int(-120, 1460))),
  });
  if (random.chance(0.03)) {
    directory.licenses.push({
      id: directory.licenses.length + 1,
      member_id: memberId,
      license_number: `S.${String(180000 + memberId)}`,
      license_type: 'Salesperson',
      license_state: 'NV',
      license_expiration_date: isoDate(addDays(reference, random.int(-400, 700))),
    });
  }
}
