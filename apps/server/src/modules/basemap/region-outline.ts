import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { feature, mesh } from 'topojson-client';
import type { GeometryObject, Topology } from 'topojson-specification';
import { townAreas, type TownCell } from './town-areas';

/** A box in degrees. */
export interface Box {
  north: number;
  south: number;
  east: number;
  west: number;
}

/** A town to name on the map, at the middle of its listings. */
export interface Town {
  name: string;
  latitude: number;
  longitude: number;
  /** How many listings it has: the busier town wins where two names would collide. */
  listings: number;
}

type Position = GeoJSON.Position;
type OutlineFeature = GeoJSON.Feature<GeoJSON.Geometry, Record<string, string | number>>;

/** How far past the region's box counties and state lines are still drawn, in degrees. */
const MARGIN_DEGREES = 0.75;

const require = createRequire(import.meta.url);

let topology: Promise<Topology> | undefined;

/** The U.S. Census Bureau's counties and states (1:10m) from the us-atlas package, read once. */
function censusTopology(): Promise<Topology> {
  topology ??= readFile(require.resolve('us-atlas/counties-10m.json'), 'utf8').then(
    (text) => JSON.parse(text) as Topology,
  );
  return topology;
}

function grow(box: Box, by: number): Box {
  return {
    north: box.north + by,
    south: box.south - by,
    east: box.east + by,
    west: box.west - by,
  };
}

function boxOf(points: Iterable<Position>): Box {
  const box = { north: -90, south: 90, east: -180, west: 180 };
  for (const [lon = 0, lat = 0] of points) {
    box.north = Math.max(box.north, lat);
    box.south = Math.min(box.south, lat);
    box.east = Math.max(box.east, lon);
    box.west = Math.min(box.west, lon);
  }
  return box;
}

function overlaps(a: Box, b: Box): boolean {
  return a.west <= b.east && a.east >= b.west && a.south <= b.north && a.north >= b.south;
}

function polygonsOf(geometry: GeoJSON.Geometry): Position[][][] {
  if (geometry.type === 'Polygon') return [geometry.coordinates];
  if (geometry.type === 'MultiPolygon') return geometry.coordinates;
  return [];
}

/** Twice the signed area of a ring and its centroid (the shoelace formula). */
function ringCentroid(ring: Position[]): { area: number; point: Position } {
  let area = 0;
  let x = 0;
  let y = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [x0 = 0, y0 = 0] = ring[j] ?? [];
    const [x1 = 0, y1 = 0] = ring[i] ?? [];
    const cross = x0 * y1 - x1 * y0;
    area += cross;
    x += (x0 + x1) * cross;
    y += (y0 + y1) * cross;
  }
  return { area, point: area === 0 ? (ring[0] ?? [0, 0]) : [x / (3 * area), y / (3 * area)] };
}

/** Where a county's name goes: the centroid of its largest part. */
export function labelPoint(geometry: GeoJSON.Geometry): Position {
  let best: { area: number; point: Position } | undefined;
  for (const polygon of polygonsOf(geometry)) {
    const outer = polygon[0];
    if (!outer) continue;
    const centroid = ringCentroid(outer);
    if (!best || Math.abs(centroid.area) > Math.abs(best.area)) best = centroid;
  }
  return best?.point ?? [0, 0];
}

/** The parts of a line mesh that come near the box. */
function linesNear(lines: GeoJSON.MultiLineString, box: Box): GeoJSON.MultiLineString {
  return {
    type: 'MultiLineString',
    coordinates: lines.coordinates.filter((line) => overlaps(boxOf(line), box)),
  };
}

/**
 * The offline map's geography around `region`: county shapes and names, county and state lines
 * (from the Census Bureau's boundaries in the us-atlas package), the towns' areas drawn from the
 * cells of their listings, and the towns' names. Each feature says what it is in `kind`:
 * `county`, `county-label`, `county-line`, `state-line`, `town-area`, `town`.
 */
export async function regionOutline(
  region: Box,
  towns: readonly Town[],
  townCells: readonly TownCell[] = [],
): Promise<GeoJSON.FeatureCollection> {
  const census = await censusTopology();
  const near = grow(region, MARGIN_DEGREES);
  const counties = census.objects.counties as unknown as {
    geometries: GeometryObject<{ name: string }>[];
  };
  const kept = new Set<GeometryObject>();
  const features: OutlineFeature[] = [];
  for (const county of counties.geometries) {
    const shape = feature(census, county) as GeoJSON.Feature;
    const polygons = polygonsOf(shape.geometry);
    if (!overlaps(boxOf(polygons.flat(2)), near)) continue;
    kept.add(county);
    const name = (county.properties as { name?: string } | undefined)?.name ?? '';
    features.push({
      type: 'Feature',
      geometry: shape.geometry,
      properties: { kind: 'county', name },
    });
    features.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: labelPoint(shape.geometry) },
      properties: { kind: 'county-label', name },
    });
  }
  const countyLines = mesh(
    census,
    census.objects.counties as never,
    (a: GeometryObject, b: GeometryObject) => a !== b && (kept.has(a) || kept.has(b)),
  );
  features.push({ type: 'Feature', geometry: countyLines, properties: { kind: 'county-line' } });
  const stateLines = mesh(census, census.objects.states as never, (a, b) => a !== b);
  features.push({
    type: 'Feature',
    geometry: linesNear(stateLines, near),
    properties: { kind: 'state-line' },
  });
  features.push(...townAreas(townCells));
  for (const town of towns) {
    features.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [town.longitude, town.latitude] },
      properties: { kind: 'town', name: town.name, listings: town.listings },
    });
  }
  return { type: 'FeatureCollection', features };
}
