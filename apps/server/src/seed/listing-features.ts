import type { PropertyType } from '../db/schema';
import { ATTACHED_SUB_TYPES, type ListingFacts } from './listing-facts';
import type { Random } from './random';
import type { RegionCity } from './region';
import {
  BASEMENT,
  COMMERCIAL_LEASE_TERMS,
  COOLING,
  EXTERIOR_FEATURES,
  INTERIOR_FEATURES,
  PETS_ALLOWED,
  RESIDENTIAL_LEASE_TERMS,
  VIEWS,
  WATERFRONT_FEATURES,
} from './vocabulary';

export interface ListingFeatures {
  levels: string[];
  ownership: string | null;
  basement: string[];
  cooling: string[];
  coolingYN: boolean | null;
  fireplaceYN: boolean | null;
  poolPrivateYN: boolean | null;
  waterfrontYN: boolean | null;
  waterfrontFeatures: string[];
  view: string[];
  interiorFeatures: string[];
  exteriorFeatures: string[];
  leaseTerm: string | null;
  petsAllowed: string[];
}

const LAKE_CITIES = new Set([
  'Tahoe City',
  'Kings Beach',
  'Carnelian Bay',
  'Tahoe Vista',
  'South Lake Tahoe',
  'Tahoma',
]);
const RIVER_CITIES = new Set([
  'Sacramento',
  'West Sacramento',
  'Fair Oaks',
  'Carmichael',
  'Folsom',
  'Courtland',
  'Hood',
  'Isleton',
  'Walnut Grove',
  'Clarksburg',
  'Knights Landing',
  'Marysville',
  'Yuba City',
  'Coloma',
  'Lotus',
  'Rancho Cordova',
]);

function levels(stories: number | null): string[] {
  if (stories === null) return [];
  return [stories === 1 ? 'One' : stories === 2 ? 'Two' : 'Three Or More'];
}

function ownership(type: PropertyType, subType: string, random: Random): string | null {
  if (type !== 'RESI') return null;
  if (subType === 'Condominium') return 'Condominium';
  if (subType === 'Stock Cooperative') return 'Stock Cooperative';
  if (subType === 'Townhouse') return 'Planned Development';
  return random.chance(0.2) ? 'Planned Development' : 'Fee Simple';
}

/** Features that make sense for the listing's type, sub-type and city. */
export function listingFeatures(
  random: Random,
  type: PropertyType,
  facts: ListingFacts,
  city: RegionCity,
): ListingFeatures {
  const dwelling = facts.bedrooms !== null;
  const commercial = type === 'COMS' || type === 'COML';
  const detached = dwelling && !ATTACHED_SUB_TYPES.has(facts.subType);
  const lake = LAKE_CITIES.has(city.name);
  const waterfrontChance = lake
    ? 0.2
    : RIVER_CITIES.has(city.name)
      ? 0.05
      : type === 'FARM'
        ? 0.08
        : 0.01;
  const waterfrontYN = type === 'COMS' || type === 'COML' ? null : random.chance(waterfrontChance);
  const waterfrontFeatures = waterfrontYN
    ? [lake ? 'Lake Front' : random.pick(WATERFRONT_FEATURES)]
    : [];
  let cooling: string[] = [];
  if (dwelling || commercial) {
    const first = commercial ? 'Central Air' : random.weighted(COOLING);
    cooling =
      first === 'None' || first === 'Ceiling Fan(s)' || !random.chance(0.25)
        ? [first]
        : [first, 'Ceiling Fan(s)'];
  }
  const viewChance = lake ? 0.7 : type === 'FARM' || type === 'LAND' ? 0.5 : 0.2;
  const view = random.chance(viewChance)
    ? random.some(
        lake ? ['Lake', 'Mountain(s)', 'Trees/Woods', 'Panoramic'] : VIEWS,
        random.int(1, 2),
      )
    : [];
  const lease = type === 'RLSE' || type === 'COML';
  return {
    levels: levels(facts.stories),
    ownership: ownership(type, facts.subType, random),
    basement: detached && random.chance(lake ? 0.25 : 0.04) ? [random.pick(BASEMENT)] : [],
    cooling,
    coolingYN: cooling.length === 0 ? null : cooling[0] !== 'None',
    fireplaceYN: dwelling ? random.chance(lake ? 0.9 : 0.55) : null,
    poolPrivateYN: dwelling ? detached && random.chance(lake ? 0.02 : 0.17) : null,
    waterfrontYN,
    waterfrontFeatures,
    view,
    interiorFeatures: dwelling ? random.some(INTERIOR_FEATURES, random.int(2, 6)) : [],
    exteriorFeatures:
      type === 'LAND'
        ? []
        : random.some(
            detached ? EXTERIOR_FEATURES : EXTERIOR_FEATURES.slice(0, 6),
            random.int(1, 4),
          ),
    leaseTerm: lease
      ? random.weighted(type === 'RLSE' ? RESIDENTIAL_LEASE_TERMS : COMMERCIAL_LEASE_TERMS)
      : null,
    petsAllowed: type === 'RLSE' ? [random.weighted(PETS_ALLOWED)] : [],
  };
}
