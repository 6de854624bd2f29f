/** Distances and point-in-polygon tests, computed the same way the SQL of the search does. */
import { ringBandOf, ringBands, type Bounds, type Position } from '@hearth/domain';
import type { SearchArea } from './listing-query';

/** Mean earth radius in metres (public-site.md §9). */
export const EARTH_RADIUS_METERS = 6_371_008.8;
const RADIANS = Math.PI / 180;

/** Great-circle distance by the haversine formula. */
export function haversineMeters(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * RADIANS;
  const dLon = (lon2 - lon1) * RADIANS;
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(lat1 * RADIANS) * Math.cos(lat2 * RADIANS) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.sqrt(a));
}

/** A box that holds every point within `meters` of the centre (for index-friendly prefilters). */
export function circleBounds(lat: number, lon: number, meters: number): Bounds {
  const dLat = meters / EARTH_RADIUS_METERS / RADIANS;
  const cos = Math.cos(Math.min(89.9, Math.abs(lat) + dLat) * RADIANS);
  const dLon = Math.min(180, dLat / Math.max(cos, 1e-9));
  return {
    north: Math.min(90, lat + dLat),
    south: Math.max(-90, lat - dLat),
    east: Math.min(180, lon + dLon),
    west: Math.max(-180, lon - dLon),
  };
}

function onSegment(x: number, y: number, a: Position, b: Position): boolean {
  const cross = (b[0] - a[0]) * (y - a[1]) - (b[1] - a[1]) * (x - a[0]);
  if (cross !== 0) return false;
  return (
    x >= Math.min(a[0], b[0]) &&
    x <= Math.max(a[0], b[0]) &&
    y >= Math.min(a[1], b[1]) &&
    y <= Math.max(a[1], b[1])
  );
}

/** Whether edge (a, b) flips the even-odd count of (lon, lat), or holds it (`null`). */
function edgeCrossing(lon: number, lat: number, a: Position, b: Position): boolean | null {
  if (onSegment(lon, lat, a, b)) return null;
  if (a[1] > lat === b[1] > lat) return false;
  const x = ((b[0] - a[0]) * (lat - a[1])) / (b[1] - a[1]) + a[0];
  return lon < x;
}

/** Whether (lon, lat) lies inside the ring or on its edge (every edge tested). */
export function pointInRing(lon: number, lat: number, ring: readonly Position[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const crossing = edgeCrossing(lon, lat, ring[i]!, ring[j]!);
    if (crossing === null) return true;
    if (crossing) inside = !inside;
  }
  return inside;
}

/**
 * `pointInRing` for many points: only the edges of the point's latitude band are tested (an
 * edge outside the band can neither hold the point nor cross its latitude), so a point costs
 * at most MAX_RING_BAND_EDGES edges whatever the ring's size.
 */
export function ringTest(ring: readonly Position[]): (lon: number, lat: number) => boolean {
  const bands = ringBands(ring);
  return (lon, lat) => {
    let inside = false;
    for (const i of bands.bands[ringBandOf(bands, lat)]!) {
      const crossing = edgeCrossing(lon, lat, ring[i]!, ring[i === 0 ? ring.length - 1 : i - 1]!);
      if (crossing === null) return true;
      if (crossing) inside = !inside;
    }
    return inside;
  };
}

/** The bounding box of a ring. */
export function ringBounds(ring: readonly Position[]): Bounds {
  let north = -90;
  let south = 90;
  let east = -180;
  let west = 180;
  for (const [lon, lat] of ring) {
    north = Math.max(north, lat);
    south = Math.min(south, lat);
    east = Math.max(east, lon);
    west = Math.min(west, lon);
  }
  return { north, south, east, west };
}

/** The box outside which an area holds no point. */
export function areaBounds(area: SearchArea): Bounds {
  if (area.kind === 'box') return area.bounds;
  if (area.kind === 'circle') return circleBounds(area.lat, area.lon, area.meters);
  return ringBounds(area.ring);
}

/** Whether a position lies in an area, every polygon edge tested (the reference of `areaTest`). */
export function inArea(area: SearchArea, lat: number, lon: number): boolean {
  if (area.kind !== 'polygon') return areaTest(area)(lat, lon);
  const { south, north, west, east } = areaBounds(area);
  if (lat < south || lat > north || lon < west || lon > east) return false;
  return pointInRing(lon, lat, area.ring);
}

/** The test of `inArea` for one area, with its box worked out once (for loops over many rows). */
export function areaTest(area: SearchArea): (lat: number, lon: number) => boolean {
  const { south, north, west, east } = areaBounds(area);
  const inBox = (lat: number, lon: number) =>
    lat >= south && lat <= north && lon >= west && lon <= east;
  if (area.kind === 'box') return inBox;
  if (area.kind === 'circle') {
    return (lat, lon) =>
      inBox(lat, lon) && haversineMeters(area.lat, area.lon, lat, lon) <= area.meters;
  }
  const inRing = ringTest(area.ring);
  return (lat, lon) => inBox(lat, lon) && inRing(lon, lat);
}
