import type { PropertyType } from '../db/schema';
import { DemoFaker } from './demo-faker';
import type { DemoMember } from './members';
import { buildPlaces, type CityPlaces } from './places';
import type { County, DemoRegion } from './region';
import { dayNumber, isoDate } from './time';

/** A weighted list that picks by binary search over cumulative weights. */
export class WeightedList<T> {
  private readonly cumulative: number[] = [];
  private readonly items: T[] = [];

  constructor(entries: Iterable<readonly [T, number]>) {
    let sum = 0;
    for (const [item, weight] of entries) {
      if (weight <= 0) continue;
      sum += weight;
      this.items.push(item);
      this.cumulative.push(sum);
    }
  }

  get size(): number {
    return this.items.length;
  }

  /** The item at a uniform roll in [0, 1). */
  at(roll: number): T {
    const target = roll * (this.cumulative[this.cumulative.length - 1] ?? 0);
    let low = 0;
    let high = this.items.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((this.cumulative[mid] ?? 0) > target) high = mid;
      else low = mid + 1;
    }
    const item = this.items[low];
    if (item === undefined) throw new Error('pick from an empty weighted list');
    return item;
  }
}

// prettier-ignore
export const PROPERTY_TYPES: readonly (readonly [PropertyType, number])[] = [
  ['RESI', 55], ['RLSE', 14], ['RINC', 5], ['COMS', 5], ['COML', 5], ['FARM', 3], ['LAND', 13],
];

/** Everything a listing is generated from, built once per seed. */
export interface ListingContext {
  region: DemoRegion;
  seed: number;
  reference: Date;
  referenceDay: number;
  newestYear: number;
  places: WeightedList<CityPlaces>;
  /** Farms and land lean to the small towns. */
  ruralPlaces: WeightedList<CityPlaces>;
  agentsByCounty: Map<County, WeightedList<DemoMember>>;
  agents: WeightedList<DemoMember>;
  ownerNames: string[];
}

export function buildListingContext(
  region: DemoRegion,
  seed: number,
  reference: Date,
  members: readonly DemoMember[],
): ListingContext {
  const places = buildPlaces(region, seed);
  const agents = new WeightedList(members.map((member) => [member, member.listingWeight] as const));
  if (agents.size === 0) throw new Error('No active member in an active office can hold listings');
  const agentsByCounty = new Map<County, WeightedList<DemoMember>>();
  for (const county of new Set(region.cities.map((city) => city.county))) {
    const local = new WeightedList(
      members
        .filter((member) => member.office.city.county === county)
        .map((member) => [member, member.listingWeight] as const),
    );
    if (local.size > 0) agentsByCounty.set(county, local);
  }
  const fakers = new DemoFaker(seed);
  const ownerNames = Array.from({ length: 512 }, (_, index) =>
    fakers.for(31, index).person.fullName(),
  );
  return {
    region,
    seed,
    reference,
    referenceDay: dayNumber(isoDate(reference)),
    newestYear: reference.getUTCFullYear(),
    places: new WeightedList(places.map((place) => [place, place.city.weight] as const)),
    ruralPlaces: new WeightedList(
      places.map((place) => [place, place.city.weight ** 0.3] as const),
    ),
    agentsByCounty,
    agents,
    ownerNames,
  };
}
