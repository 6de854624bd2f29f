/**
 * What one map area may cost a search. A freehand drawing simplified at 0.001° holds a few
 * hundred positions at most, so these limits refuse only hand-made requests; without them one
 * polygon of 45,000 positions held the server for 12 s.
 */

/** A longitude, latitude pair (the `Position` of geo-params, which reads areas with these limits). */
type Position = readonly [lon: number, lat: number];

/** Positions of one polygon ring (first and last included). */
export const MAX_POLYGON_POSITIONS = 500;
/** Polygons in one search (`poly` and its synonym `polygon` together). */
export const MAX_POLYGONS_PER_SEARCH = 1;
/** Horizontal bands a ring is cut into for its area test. */
export const RING_BAND_COUNT = 128;
/**
 * The most edges one band of a ring may hold: a point is tested against the edges of its band
 * only, so this bounds the cost of the test per listing (a drawn circle of 500 positions has
 * about 30 in its top and bottom bands).
 */
export const MAX_RING_BAND_EDGES = 96;
/** The largest radius around `near`, in miles (about 400 km). */
export const MAX_RADIUS_MILES = 250;

/** A ring cut into horizontal bands, each listing the edges that reach into it. */
export interface RingBands {
  readonly south: number;
  readonly north: number;
  /** Bands per degree of latitude. */
  readonly scale: number;
  /** For each band, the index `i` of each edge (ring[i], ring[i - 1]) reaching into it. */
  readonly bands: readonly (readonly number[])[];
  /** The most edges of any band. */
  readonly maxEdges: number;
}

/** The band of a latitude; monotone in `lat`, so an edge's bands hold every latitude of it. */
export function ringBandOf(bands: RingBands, lat: number): number {
  const band = Math.floor((lat - bands.south) * bands.scale);
  return !(band > 0) ? 0 : band >= bands.bands.length ? bands.bands.length - 1 : band;
}

/** Cuts a ring into `RING_BAND_COUNT` bands of latitude. */
export function ringBands(ring: readonly Position[]): RingBands {
  let south = Infinity;
  let north = -Infinity;
  for (const [, lat] of ring) {
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  const span = north - south;
  const scale = span > 0 ? RING_BAND_COUNT / span : 0;
  const lists: number[][] = Array.from({ length: span > 0 ? RING_BAND_COUNT : 1 }, () => []);
  const shape = { south, north, scale, bands: lists, maxEdges: 0 };
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i]![1];
    const b = ring[i === 0 ? ring.length - 1 : i - 1]![1];
    const last = ringBandOf(shape, Math.max(a, b));
    for (let band = ringBandOf(shape, Math.min(a, b)); band <= last; band++) lists[band]!.push(i);
  }
  shape.maxEdges = Math.max(...lists.map((list) => list.length));
  return shape;
}

/** Why a ring costs too much to search, or undefined when it is within the limits. */
export function polygonCostError(ring: readonly Position[]): string | undefined {
  if (ring.length > MAX_POLYGON_POSITIONS) {
    return `a polygon may have at most ${MAX_POLYGON_POSITIONS} positions (it has ${ring.length})`;
  }
  const { maxEdges } = ringBands(ring);
  if (maxEdges > MAX_RING_BAND_EDGES) {
    return `the polygon is too complex: at most ${MAX_RING_BAND_EDGES} of its edges may lie at one latitude band (${maxEdges} do)`;
  }
  return undefined;
}
