import { clampToRegion, type DemoRegion, type RegionCity, type RegionPostalCode } from './region';
import { hashString, Random } from './random';
import { schoolDistricts } from './schools';
import {
  BUILDING_NAMES,
  NUMBERED_STREETS,
  SCHOOL_NAME_STEMS,
  STREET_NAMES,
  STREET_SUFFIXES,
  SUBDIVISION_PREFIXES,
  SUBDIVISION_SUFFIXES,
} from './vocabulary';

export interface Point {
  latitude: number;
  longitude: number;
}

export interface Subdivision extends Point {
  name: string;
  postalCode: string;
  cityRegion: string;
  elementaryDistrict: string;
  elementarySchool: string;
  middleDistrict: string;
  middleSchool: string;
  highDistrict: string;
  highSchool: string;
}

export interface CondoBuilding extends Point {
  name: string;
  street: string;
  floors: number;
  subdivision: Subdivision;
}

/** Streets, subdivisions and condo buildings of one city, fixed for a given seed. */
export interface CityPlaces {
  city: RegionCity;
  streets: string[];
  subdivisions: Subdivision[];
  buildings: CondoBuilding[];
}

// prettier-ignore
const SACRAMENTO_AREAS: Record<string, string> = {
  '95811': 'Downtown', '95814': 'Downtown', '95816': 'Midtown', '95819': 'East Sacramento',
  '95818': 'Land Park', '95822': 'South Land Park', '95831': 'Pocket', '95833': 'South Natomas',
  '95834': 'North Natomas', '95835': 'North Natomas', '95836': 'Natomas', '95837': 'Natomas',
  '95817': 'Oak Park', '95820': 'Tahoe Park', '95821': 'Arden-Arcade', '95825': 'Arden-Arcade',
  '95864': 'Arden Park', '95815': 'North Sacramento', '95838': 'Del Paso Heights',
  '95823': 'Valley Hi', '95824': 'Fruitridge', '95826': 'College Greens', '95827': 'Rosemont',
  '95828': 'Florin', '95829': 'Vineyard', '95830': 'Vineyard', '95832': 'Meadowview',
  '95841': 'Foothill Farms', '95842': 'Foothill Farms',
};

// prettier-ignore
const CITY_AREAS: Record<string, Record<string, string>> = {
  'Elk Grove': { '95624': 'East Elk Grove', '95757': 'Laguna West', '95758': 'Laguna' },
  'Roseville': { '95661': 'East Roseville', '95678': 'Central Roseville', '95747': 'West Roseville' },
  'Rocklin': { '95677': 'Rocklin', '95765': 'Whitney Ranch' },
  'Davis': { '95616': 'Central Davis', '95618': 'South Davis' },
  'Yuba City': { '95991': 'Yuba City', '95992': 'South Yuba City', '95993': 'West Yuba City' },
};

function cityRegion(city: RegionCity, postalCode: string): string {
  if (city.name === 'Sacramento') return SACRAMENTO_AREAS[postalCode] ?? 'Sacramento';
  return CITY_AREAS[city.name]?.[postalCode] ?? city.name;
}

function streetName(random: Random, city: RegionCity): string {
  if (city.name === 'Sacramento' && random.chance(0.2)) {
    return random.chance(0.5) ? `${random.pick(NUMBERED_STREETS)} St` : `${random.int(2, 65)}th St`;
  }
  return `${random.pick(STREET_NAMES)} ${random.weighted(STREET_SUFFIXES)}`;
}

function schoolName(districtName: string, level: 'Elementary' | 'Middle' | 'High'): string[] {
  const random = new Random(hashString(districtName), hashString(level));
  const count = level === 'Elementary' ? 6 : level === 'Middle' ? 3 : 2;
  return random.some(SCHOOL_NAME_STEMS, count).map((stem) => `${stem} ${level}`);
}

/** A point near a postal code's centre, inside the region. */
export function near(
  region: DemoRegion,
  random: Random,
  centre: Point,
  spreadDegrees: number,
): Point {
  return clampToRegion(
    region,
    centre.latitude + random.normal() * spreadDegrees,
    centre.longitude + random.normal() * spreadDegrees * 1.25,
  );
}

function buildSubdivision(
  region: DemoRegion,
  random: Random,
  city: RegionCity,
  postal: RegionPostalCode,
  usedNames: Set<string>,
): Subdivision {
  let name = `${random.pick(SUBDIVISION_PREFIXES)} ${random.pick(SUBDIVISION_SUFFIXES)}`;
  while (usedNames.has(name)) name = `${name} ${random.pick(['North', 'South', 'East', 'West'])}`;
  usedNames.add(name);
  const districts = schoolDistricts(city, postal.postalCode);
  return {
    name,
    postalCode: postal.postalCode,
    cityRegion: cityRegion(city, postal.postalCode),
    ...near(region, random, postal, 0.012),
    elementaryDistrict: districts.elementary,
    elementarySchool: random.pick(schoolName(districts.elementary, 'Elementary')),
    middleDistrict: districts.middle,
    middleSchool: random.pick(schoolName(districts.middle, 'Middle')),
    highDistrict: districts.high,
    highSchool: random.pick(schoolName(districts.high, 'High')),
  };
}

function buildCity(region: DemoRegion, seed: number, city: RegionCity): CityPlaces {
  const random = new Random(seed, hashString(city.name));
  const streets = Array.from({ length: 40 + Math.round(city.weight * 6) }, () =>
    streetName(random, city),
  );
  const usedNames = new Set<string>();
  const subdivisions: Subdivision[] = [];
  for (const postal of city.postalCodes) {
    const count = Math.max(2, Math.round((city.weight / city.postalCodes.length) * 4));
    for (let i = 0; i < count; i++) {
      subdivisions.push(buildSubdivision(region, random, city, postal, usedNames));
    }
  }
  const buildingCount = city.weight >= 2 ? Math.ceil(city.weight / 2) + 1 : 0;
  const buildings = random.some(BUILDING_NAMES, buildingCount).map((base) => {
    const subdivision = random.pick(subdivisions);
    const street = `${random.int(100, 2999)} ${random.pick(streets)}`;
    return {
      name: buildingName(base, street, city),
      street,
      floors: random.int(3, 16),
      subdivision,
      latitude: subdivision.latitude,
      longitude: subdivision.longitude,
    };
  });
  return { city, streets, subdivisions, buildings };
}

// Names are unique in the region, so a BuildingName search finds one building.
function buildingName(base: string, street: string, city: RegionCity): string {
  if (base === 'The Residences at') return `${base} ${street.replace(/^\d+ /, '')}`;
  return city.name === 'Sacramento' ? base : `${base} ${city.name}`;
}

/** Every city's places, in the region's city order. */
export function buildPlaces(region: DemoRegion, seed: number): CityPlaces[] {
  return region.cities.map((city) => buildCity(region, seed, city));
}
