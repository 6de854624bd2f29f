import zipcodes from 'zipcodes';

/** A box in degrees. */
export interface Bounds {
  north: number;
  south: number;
  east: number;
  west: number;
}

export type County = 'Sacramento' | 'Placer' | 'El Dorado' | 'Yolo' | 'Sutter' | 'Yuba';

export interface RegionPostalCode {
  postalCode: string;
  latitude: number;
  longitude: number;
}

export interface RegionCity {
  name: string;
  county: County;
  /** Relative share of the region's listings, offices and agents. */
  weight: number;
  /** Typical sale price per square foot of a house, in dollars. */
  pricePerSqft: number;
  postalCodes: RegionPostalCode[];
}

export interface DemoRegion {
  name: string;
  state: 'CA';
  bounds: Bounds;
  centre: { latitude: number; longitude: number };
  cities: RegionCity[];
}

/** The settings' default map bounds; every seeded coordinate stays inside them. */
export const REGION_BOUNDS: Bounds = { north: 39.32, south: 38.1, east: -120.0, west: -122.1 };
/** Sacramento City Hall, the settings' default centre. */
export const REGION_CENTRE = { latitude: 38.5816, longitude: -121.4944 };

// [city, county, weight, price per square foot]; the spelling is the zipcodes package's.
const CITIES: readonly [string, County, number, number][] = [
  ['Sacramento', 'Sacramento', 30, 330],
  ['Elk Grove', 'Sacramento', 9, 310],
  ['Citrus Heights', 'Sacramento', 4, 300],
  ['Folsom', 'Sacramento', 5, 380],
  ['Rancho Cordova', 'Sacramento', 4, 300],
  ['Carmichael', 'Sacramento', 3, 340],
  ['Fair Oaks', 'Sacramento', 2, 360],
  ['Orangevale', 'Sacramento', 2, 320],
  ['North Highlands', 'Sacramento', 2, 270],
  ['Antelope', 'Sacramento', 2, 290],
  ['Rio Linda', 'Sacramento', 1, 270],
  ['Elverta', 'Sacramento', 0.5, 280],
  ['Galt', 'Sacramento', 1.5, 280],
  ['Wilton', 'Sacramento', 0.5, 360],
  ['Herald', 'Sacramento', 0.3, 300],
  ['Sloughhouse', 'Sacramento', 0.2, 330],
  ['Mather', 'Sacramento', 0.5, 320],
  ['Mcclellan', 'Sacramento', 0.3, 270],
  ['Courtland', 'Sacramento', 0.2, 310],
  ['Hood', 'Sacramento', 0.1, 300],
  ['Isleton', 'Sacramento', 0.3, 280],
  ['Walnut Grove', 'Sacramento', 0.2, 300],
  ['Roseville', 'Placer', 9, 340],
  ['Rocklin', 'Placer', 4, 345],
  ['Lincoln', 'Placer', 4, 330],
  ['Auburn', 'Placer', 2.5, 360],
  ['Loomis', 'Placer', 1, 380],
  ['Granite Bay', 'Placer', 1.5, 430],
  ['Newcastle', 'Placer', 0.4, 370],
  ['Penryn', 'Placer', 0.3, 370],
  ['Meadow Vista', 'Placer', 0.5, 340],
  ['Colfax', 'Placer', 0.5, 310],
  ['Foresthill', 'Placer', 0.5, 290],
  ['Sheridan', 'Placer', 0.2, 300],
  ['Applegate', 'Placer', 0.2, 320],
  ['Weimar', 'Placer', 0.2, 310],
  ['Tahoe City', 'Placer', 0.5, 700],
  ['Kings Beach', 'Placer', 0.4, 620],
  ['Carnelian Bay', 'Placer', 0.2, 720],
  ['Tahoe Vista', 'Placer', 0.2, 680],
  ['Olympic Valley', 'Placer', 0.2, 800],
  ['Placerville', 'El Dorado', 2, 310],
  ['El Dorado Hills', 'El Dorado', 3, 400],
  ['Shingle Springs', 'El Dorado', 1, 340],
  ['Diamond Springs', 'El Dorado', 0.6, 300],
  ['Pollock Pines', 'El Dorado', 0.6, 280],
  ['Camino', 'El Dorado', 0.4, 300],
  ['Cool', 'El Dorado', 0.3, 330],
  ['Georgetown', 'El Dorado', 0.4, 270],
  ['Garden Valley', 'El Dorado', 0.3, 280],
  ['Rescue', 'El Dorado', 0.3, 370],
  ['Somerset', 'El Dorado', 0.3, 270],
  ['Coloma', 'El Dorado', 0.1, 320],
  ['Lotus', 'El Dorado', 0.1, 320],
  ['El Dorado', 'El Dorado', 0.2, 290],
  ['South Lake Tahoe', 'El Dorado', 1.5, 520],
  ['Tahoma', 'El Dorado', 0.2, 620],
  ['Davis', 'Yolo', 3, 500],
  ['Woodland', 'Yolo', 3, 310],
  ['West Sacramento', 'Yolo', 3, 330],
  ['Winters', 'Yolo', 0.7, 340],
  ['Esparto', 'Yolo', 0.3, 290],
  ['Clarksburg', 'Yolo', 0.1, 330],
  ['Knights Landing', 'Yolo', 0.1, 260],
  ['Dunnigan', 'Yolo', 0.1, 260],
  ['Yuba City', 'Sutter', 4, 250],
  ['Live Oak', 'Sutter', 0.8, 240],
  ['Sutter', 'Sutter', 0.3, 260],
  ['Meridian', 'Sutter', 0.1, 240],
  ['Nicolaus', 'Sutter', 0.1, 250],
  ['Pleasant Grove', 'Sutter', 0.1, 260],
  ['Robbins', 'Sutter', 0.1, 230],
  ['Rio Oso', 'Sutter', 0.1, 240],
  ['Marysville', 'Yuba', 2, 230],
  ['Olivehurst', 'Yuba', 1.5, 240],
  ['Wheatland', 'Yuba', 0.7, 270],
  ['Browns Valley', 'Yuba', 0.2, 260],
  ['Smartsville', 'Yuba', 0.1, 250],
];

// Post-office-box and single-building codes: nobody lives at them.
const NON_RESIDENTIAL_POSTAL_CODES = new Set([
  '95604',
  '95609',
  '95611',
  '95617',
  '95741',
  '95759',
  '95763',
  '95798',
  '95799',
  '95812',
  '95813',
  '95840',
  '95851',
  '95852',
  '95853',
  '95860',
  '95865',
  '95866',
  '95867',
  '95887',
  '95894',
  '95899',
  '95903',
]);

function contains(bounds: Bounds, latitude: number, longitude: number): boolean {
  return (
    latitude <= bounds.north &&
    latitude >= bounds.south &&
    longitude <= bounds.east &&
    longitude >= bounds.west
  );
}

function buildCities(): RegionCity[] {
  const byCity = new Map<string, RegionPostalCode[]>();
  for (const code of zipcodes.lookupByState('CA')) {
    if (code.zip.startsWith('942') || NON_RESIDENTIAL_POSTAL_CODES.has(code.zip)) continue;
    if (!contains(REGION_BOUNDS, code.latitude, code.longitude)) continue;
    const list = byCity.get(code.city) ?? [];
    list.push({ postalCode: code.zip, latitude: code.latitude, longitude: code.longitude });
    byCity.set(code.city, list);
  }
  return CITIES.map(([name, county, weight, pricePerSqft]) => {
    const postalCodes = (byCity.get(name) ?? []).sort((a, b) =>
      a.postalCode.localeCompare(b.postalCode),
    );
    if (postalCodes.length === 0) throw new Error(`No postal code found for ${name}, CA`);
    return { name: displayCityName(name), county, weight, pricePerSqft, postalCodes };
  });
}

function displayCityName(name: string): string {
  return name === 'Mcclellan' ? 'McClellan' : name;
}

/** The Sacramento area: six counties, their real cities, postal codes and coordinates. */
export const DEMO_REGION: DemoRegion = {
  name: 'Sacramento Region',
  state: 'CA',
  bounds: REGION_BOUNDS,
  centre: REGION_CENTRE,
  cities: buildCities(),
};

/** Whether a point lies inside the region's bounds. */
export function isInsideRegion(region: DemoRegion, latitude: number, longitude: number): boolean {
  return contains(region.bounds, latitude, longitude);
}

/** Moves a point inside the bounds, with a small margin. */
export function clampToRegion(
  region: DemoRegion,
  latitude: number,
  longitude: number,
): { latitude: number; longitude: number } {
  const margin = 0.002;
  const { north, south, east, west } = region.bounds;
  return {
    latitude: Math.min(north - margin, Math.max(south + margin, latitude)),
    longitude: Math.min(east - margin, Math.max(west + margin, longitude)),
  };
}
