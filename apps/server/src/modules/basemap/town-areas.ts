import concaveman from 'concaveman';

/** The side of the grid's cells in degrees (about 550 m north to south). */
export const TOWN_CELL_DEGREES = 0.005;

/** One grid cell holding a town's listings: `row` and `column` count cells from 0°, 0°. */
export interface TownCell {
  name: string;
  row: number;
  column: number;
  listings: number;
}

/** A part of a town smaller than this share of its listings is stray listings, not a place. */
const MIN_PART_SHARE = 0.02;
/** Fewer listings than this and a part is not drawn whatever its share. */
const MIN_PART_LISTINGS = 3;
/** Cells this many steps apart (or fewer) belong to one part: a lone empty cell is no gap. */
const JOIN_STEPS = 2;

interface Part {
  cells: TownCell[];
  listings: number;
}

/** Splits a town's cells into parts of cells near each other (a town name used twice apart). */
function partsOf(cells: readonly TownCell[]): Part[] {
  const byKey = new Map(cells.map((cell) => [`${cell.row}:${cell.column}`, cell]));
  const seen = new Set<TownCell>();
  const parts: Part[] = [];
  for (const start of cells) {
    if (seen.has(start)) continue;
    seen.add(start);
    const part: Part = { cells: [], listings: 0 };
    const queue = [start];
    for (let cell = queue.pop(); cell; cell = queue.pop()) {
      part.cells.push(cell);
      part.listings += cell.listings;
      for (let dy = -JOIN_STEPS; dy <= JOIN_STEPS; dy++) {
        for (let dx = -JOIN_STEPS; dx <= JOIN_STEPS; dx++) {
          const next = byKey.get(`${cell.row + dy}:${cell.column + dx}`);
          if (next && !seen.has(next)) {
            seen.add(next);
            queue.push(next);
          }
        }
      }
    }
    parts.push(part);
  }
  return parts;
}

const round = (value: number) => Math.round(value * 1e5) / 1e5;

/** Eight points around a cell's middle, a little past its corners: hulls come out rounded. */
const AROUND = Array.from({ length: 8 }, (_, index) => {
  const angle = (index * Math.PI) / 4 + Math.PI / 8;
  return [0.75 * Math.cos(angle), 0.75 * Math.sin(angle)] as const;
});

/** The outline around a part's cells: a concave hull of points around them, as a closed ring. */
function hullOf(part: Part, cellDegrees: number): GeoJSON.Position[] {
  const points: [number, number][] = [];
  for (const { row, column } of part.cells) {
    for (const [dx, dy] of AROUND) {
      points.push([(column + 0.5 + dx) * cellDegrees, (row + 0.5 + dy) * cellDegrees]);
    }
  }
  const ring = concaveman(points, 2, 2 * cellDegrees).map(([lon = 0, lat = 0]) => [
    round(lon),
    round(lat),
  ]);
  const first = ring[0];
  const last = ring.at(-1);
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) ring.push([...first]);
  return ring;
}

/**
 * Where each town is, drawn from where its listings are: for a visitor, the built-up area that
 * carries the town's name. The census data we ship has counties but no city limits, and an
 * association's feed names its towns, so the shapes come from the listings' grid cells: each
 * group of nearby cells becomes one polygon (a concave hull of points around them), and stray
 * listings far from the rest are left out.
 */
export function townAreas(
  cells: readonly TownCell[],
  cellDegrees = TOWN_CELL_DEGREES,
): GeoJSON.Feature<GeoJSON.Polygon, { kind: 'town-area'; name: string }>[] {
  const byTown = new Map<string, TownCell[]>();
  for (const cell of cells) {
    const list = byTown.get(cell.name) ?? [];
    list.push(cell);
    byTown.set(cell.name, list);
  }
  const features: GeoJSON.Feature<GeoJSON.Polygon, { kind: 'town-area'; name: string }>[] = [];
  for (const [name, townCells] of byTown) {
    const total = townCells.reduce((sum, cell) => sum + cell.listings, 0);
    for (const part of partsOf(townCells)) {
      if (part.listings < Math.max(MIN_PART_LISTINGS, total * MIN_PART_SHARE)) continue;
      features.push({
        type: 'Feature',
        geometry: { type: 'Polygon', coordinates: [hullOf(part, cellDegrees)] },
        properties: { kind: 'town-area', name },
      });
    }
  }
  return features;
}
