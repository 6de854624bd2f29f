import { convertLength } from '@turf/helpers';
import { err, ok, type Result } from '../result';
import {
  isGeohash,
  validateBounds,
  type Bounds,
  type GeohashPair,
  type LatLon,
} from './geohash-bounds';
import { MAX_POLYGON_POSITIONS, MAX_RADIUS_MILES, polygonCostError } from './area-limits';

/** A longitude, latitude pair, as GeoJSON orders them. */
export type Position = readonly [lon: number, lat: number];

function parseNumberList(text: string, separator: string | RegExp, count: number): number[] | null {
  const parts = text.trim().split(separator);
  if (parts.length !== count) return null;
  const numbers = parts.map((part) => (part.trim() === '' ? Number.NaN : Number(part.trim())));
  return numbers.every(Number.isFinite) ? numbers : null;
}

function validPosition(lon: number, lat: number): boolean {
  return lon >= -180 && lon <= 180 && lat >= -90 && lat <= 90;
}

/** Checks a polygon ring: at least 4 positions and closed (public-site.md §5). */
export function validatePolygonRing(ring: readonly Position[]): Result<readonly Position[]> {
  if (ring.length < 4) return err('a polygon needs at least 4 positions');
  const first = ring[0];
  const last = ring[ring.length - 1];
  if (!first || !last || first[0] !== last[0] || first[1] !== last[1]) {
    return err('a polygon must end where it starts');
  }
  return ok(ring);
}

/** Reads `poly`: a closed ring as "lon lat,lon lat,...", within the area limits. */
export function parsePoly(text: string): Result<readonly Position[]> {
  const ring: Position[] = [];
  const pairs = text.split(',');
  // Counted before any number is read, so a huge polygon costs nothing.
  if (pairs.length > MAX_POLYGON_POSITIONS) {
    return err(
      `a polygon may have at most ${MAX_POLYGON_POSITIONS} positions (it has ${pairs.length})`,
    );
  }
  for (const [index, pair] of pairs.entries()) {
    const numbers = parseNumberList(pair, /\s+/, 2);
    if (!numbers) return err(`poly position ${index + 1} must be "lon lat"`);
    const [lon = 0, lat = 0] = numbers;
    if (!validPosition(lon, lat)) return err(`poly position ${index + 1} is off the globe`);
    ring.push([lon, lat]);
  }
  const valid = validatePolygonRing(ring);
  const tooCostly = valid.ok ? polygonCostError(valid.value) : undefined;
  return tooCostly ? err(tooCostly) : valid;
}

export function formatPoly(ring: readonly Position[]): string {
  return ring.map(([lon, lat]) => `${lon} ${lat}`).join(',');
}

/** Reads `geohash`: "topLeft,bottomRight". */
export function parseGeohashParam(text: string): Result<GeohashPair> {
  const parts = text.trim().split(',');
  const [topLeft = '', bottomRight = ''] = parts.map((part) => part.trim());
  if (parts.length !== 2 || !isGeohash(topLeft) || !isGeohash(bottomRight)) {
    return err('geohash must be "topLeft,bottomRight", two geohashes of up to 12 characters');
  }
  return ok({ topLeft, bottomRight });
}

export function formatGeohashParam(pair: GeohashPair): string {
  return `${pair.topLeft},${pair.bottomRight}`;
}

/** Reads `box`: "west,south,east,north". */
export function parseBox(text: string): Result<Bounds> {
  const numbers = parseNumberList(text, ',', 4);
  if (!numbers) return err('box must be "west,south,east,north", four numbers');
  const [west = 0, south = 0, east = 0, north = 0] = numbers;
  const bounds = validateBounds({ north, south, east, west });
  return bounds.ok ? bounds : err(`box: ${bounds.error}`);
}

export function formatBox(bounds: Bounds): string {
  return `${bounds.west},${bounds.south},${bounds.east},${bounds.north}`;
}

/** Reads `near`: "lat,lon". */
export function parseNear(text: string): Result<LatLon> {
  const numbers = parseNumberList(text, ',', 2);
  if (!numbers) return err('near must be "lat,lon", two numbers');
  const [lat = 0, lon = 0] = numbers;
  if (!validPosition(lon, lat)) return err('near: lat must be within ±90 and lon within ±180');
  return ok({ lat, lon });
}

export function formatNear(point: LatLon): string {
  return `${point.lat},${point.lon}`;
}

export interface Radius {
  readonly distance: number;
  readonly unit: 'miles' | 'kilometers';
}

/** Reads `radius`: miles by default ("5"), or kilometres with a suffix ("8km"); at most 250 miles. */
export function parseRadius(text: string): Result<Radius> {
  const match = /^\s*(\d+(?:\.\d+)?|\.\d+)\s*(mi|km)?\s*$/i.exec(text);
  const distance = Number(match?.[1]);
  if (!match || !(distance > 0))
    return err('radius must be a positive number of miles ("5") or kilometres ("8km")');
  const radius: Radius = {
    distance,
    unit: match[2]?.toLowerCase() === 'km' ? 'kilometers' : 'miles',
  };
  if (convertLength(distance, radius.unit, 'miles') > MAX_RADIUS_MILES) {
    return err(`radius may be at most ${MAX_RADIUS_MILES} miles`);
  }
  return ok(radius);
}

export function formatRadius(radius: Radius): string {
  return radius.unit === 'kilometers' ? `${radius.distance}km` : String(radius.distance);
}

export function radiusInMeters(radius: Radius): number {
  return convertLength(radius.distance, radius.unit, 'meters');
}
