import type { PropertyType } from '../db/schema';
import type { Random } from './random';
import type { RegionCity } from './region';

/** The physical facts and asking price of a listing, plausible for its type and city. */
export interface ListingFacts {
  subType: string;
  bedrooms: number | null;
  bathsFull: number | null;
  bathsHalf: number | null;
  livingArea: number | null;
  buildingArea: number | null;
  leasableArea: number | null;
  lotAcres: number | null;
  yearBuilt: number | null;
  garageSpaces: number | null;
  stories: number | null;
  units: number | null;
  /** Monthly rent for RLSE and COML; the sale price otherwise. */
  price: number;
  associationFee: number | null;
}

// prettier-ignore
export const SUB_TYPES: Record<PropertyType, readonly (readonly [string, number])[]> = {
  RESI: [['Single Family Residence', 74], ['Condominium', 10], ['Townhouse', 9], ['Manufactured On Land', 5], ['Stock Cooperative', 2]],
  RLSE: [['Single Family Residence', 50], ['Apartment', 20], ['Condominium', 15], ['Townhouse', 10], ['Duplex', 5]],
  RINC: [['Duplex', 45], ['Triplex', 15], ['Quadruplex', 20], ['Multi Family', 20]],
  COMS: [['Office', 30], ['Retail', 25], ['Industrial', 20], ['Warehouse', 10], ['Mixed Use', 15]],
  COML: [['Office', 35], ['Retail', 30], ['Industrial', 15], ['Warehouse', 10], ['Mixed Use', 10]],
  FARM: [['Ranch', 35], ['Orchard', 25], ['Vineyard', 20], ['Agriculture', 20]],
  LAND: [['Residential Lot', 55], ['Unimproved Land', 35], ['Commercial Land', 10]],
};

export const ATTACHED_SUB_TYPES = new Set(['Condominium', 'Apartment', 'Stock Cooperative']);

function round(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

function salePrice(value: number): number {
  return round(value, value >= 1_000_000 ? 5_000 : 1_000);
}

/** Years weighted to the region's building booms (post-war, the 1970s, the 2000s). */
function yearBuilt(random: Random, newest: number): number {
  const era = random.weighted([
    [[1900, 1945], 8],
    [[1946, 1969], 22],
    [[1970, 1989], 27],
    [[1990, 2009], 30],
    [[2010, newest], 13],
  ] as const);
  return random.int(era[0], era[1]);
}

function lognormal(random: Random, median: number, spread: number): number {
  return median * Math.exp(random.normal() * spread);
}

function home(random: Random, subType: string, rural: boolean, newest: number) {
  const attached = ATTACHED_SUB_TYPES.has(subType) || subType === 'Townhouse';
  const bedrooms = attached
    ? random.weighted([
        [0, 4],
        [1, 30],
        [2, 45],
        [3, 21],
      ])
    : random.weighted([
        [1, 2],
        [2, 10],
        [3, 40],
        [4, 33],
        [5, 12],
        [6, 3],
      ]);
  const livingArea = Math.round(
    (attached ? 450 + bedrooms * 380 : 550 + bedrooms * 430) * random.float(0.8, 1.25),
  );
  const bathsFull = Math.max(1, bedrooms - random.int(0, 1) - (bedrooms > 4 ? 1 : 0));
  const stories = attached
    ? random.weighted([
        [1, 55],
        [2, 40],
        [3, 5],
      ])
    : random.weighted([
        [1, 55],
        [2, 40],
        [3, 5],
      ]);
  let lotAcres: number | null = null;
  if (!ATTACHED_SUB_TYPES.has(subType)) {
    lotAcres =
      subType === 'Townhouse'
        ? random.float(0.02, 0.06)
        : rural
          ? lognormal(random, 2.5, 0.8)
          : random.float(0.09, 0.35);
  }
  return {
    bedrooms,
    bathsFull,
    bathsHalf: random.chance(0.35) ? 1 : 0,
    livingArea,
    buildingArea: livingArea,
    lotAcres,
    yearBuilt: yearBuilt(random, newest),
    garageSpaces: ATTACHED_SUB_TYPES.has(subType)
      ? random.int(0, 1)
      : random.weighted([
          [0, 6],
          [1, 10],
          [2, 60],
          [3, 24],
        ]),
    stories,
  };
}

const NONE = {
  bedrooms: null,
  bathsFull: null,
  bathsHalf: null,
  livingArea: null,
  buildingArea: null,
  leasableArea: null,
  lotAcres: null,
  yearBuilt: null,
  garageSpaces: null,
  stories: null,
  units: null,
  associationFee: null,
} as const;

/** Facts for one listing of the given type in the given city. */
export function listingFacts(
  random: Random,
  type: PropertyType,
  city: RegionCity,
  rural: boolean,
  newest: number,
): ListingFacts {
  const subType = random.weighted(SUB_TYPES[type]);
  const ppsf = city.pricePerSqft * random.float(0.82, 1.22);
  const hoa =
    ATTACHED_SUB_TYPES.has(subType) || subType === 'Townhouse'
      ? round(random.float(180, 520), 5)
      : null;
  switch (type) {
    case 'RESI': {
      const facts = home(random, subType, rural, newest);
      const factor =
        subType === 'Manufactured On Land' ? 0.45 : ATTACHED_SUB_TYPES.has(subType) ? 0.85 : 1;
      const age = (newest - facts.yearBuilt) / 120;
      const price = salePrice(
        facts.livingArea * ppsf * factor * (1.08 - age * 0.2) + (facts.lotAcres ?? 0) * 15_000,
      );
      return { ...NONE, ...facts, subType, price, associationFee: hoa };
    }
    case 'RLSE': {
      const facts = home(random, subType === 'Apartment' ? 'Condominium' : subType, false, newest);
      const rent = round(facts.livingArea * ppsf * 0.0052 + 150, 25);
      return { ...NONE, ...facts, subType, price: rent, associationFee: null };
    }
    case 'RINC': {
      const units =
        subType === 'Duplex'
          ? 2
          : subType === 'Triplex'
            ? 3
            : subType === 'Quadruplex'
              ? 4
              : random.int(5, 24);
      const buildingArea = Math.round(units * random.float(700, 1050));
      return {
        ...NONE,
        subType,
        units,
        buildingArea,
        livingArea: buildingArea,
        bedrooms: units * random.int(1, 3),
        bathsFull: units * random.int(1, 2),
        bathsHalf: 0,
        lotAcres: random.float(0.12, 0.4) * Math.sqrt(units),
        yearBuilt: yearBuilt(random, newest),
        garageSpaces: random.int(0, units),
        stories: units > 4 ? random.int(2, 3) : random.int(1, 2),
        price: salePrice(buildingArea * ppsf * 0.75),
      };
    }
    case 'COMS':
    case 'COML': {
      const buildingArea = Math.round(lognormal(random, 6000, 0.9) / 50) * 50 + 800;
      const leasableArea = Math.round((buildingArea * random.float(0.8, 1)) / 10) * 10;
      const price =
        type === 'COML'
          ? round(leasableArea * random.float(1.1, 3.2), 50)
          : salePrice(buildingArea * ppsf * random.float(0.55, 0.9));
      return {
        ...NONE,
        subType,
        buildingArea,
        leasableArea,
        lotAcres: (buildingArea / 43_560) * random.float(2, 5),
        yearBuilt: yearBuilt(random, newest),
        stories: random.weighted([
          [1, 60],
          [2, 30],
          [3, 10],
        ]),
        price,
      };
    }
    case 'FARM': {
      const lotAcres = Math.min(900, lognormal(random, 40, 1));
      const house = random.chance(0.75)
        ? home(random, 'Single Family Residence', true, newest)
        : null;
      const land = lotAcres * random.float(12_000, 45_000) * (subType === 'Vineyard' ? 1.5 : 1);
      const price = salePrice(land + (house ? house.livingArea * ppsf * 0.8 : 0));
      return { ...NONE, ...(house ?? {}), subType, lotAcres, price };
    }
    case 'LAND': {
      const lotAcres =
        subType === 'Residential Lot'
          ? random.float(0.12, rural ? 5 : 0.6)
          : lognormal(random, 8, 1.1);
      const perAcre =
        subType === 'Commercial Land' ? 350_000 : subType === 'Residential Lot' ? 450_000 : 25_000;
      const price = salePrice(
        Math.max(
          25_000,
          lotAcres ** 0.7 * perAcre * (city.pricePerSqft / 330) * random.float(0.6, 1.4),
        ),
      );
      return { ...NONE, subType, lotAcres, price };
    }
  }
}
