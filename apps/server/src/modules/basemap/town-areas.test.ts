import { describe, expect, it } from 'vitest';
import { pointInRing as inside } from '../../../test/point-in-ring';
import { townAreas, type TownCell } from './town-areas';

const CELL = 0.005;

/** A square block of cells, `size` on a side, from cell (row, column), each with `listings`. */
function block(name: string, row: number, column: number, size: number, listings = 4): TownCell[] {
  const cells: TownCell[] = [];
  for (let dy = 0; dy < size; dy++) {
    for (let dx = 0; dx < size; dx++)
      cells.push({ name, row: row + dy, column: column + dx, listings });
  }
  return cells;
}

const middleOf = (cell: TownCell): [number, number] => [
  (cell.column + 0.5) * CELL,
  (cell.row + 0.5) * CELL,
];

describe("a town's area, drawn from the cells of its listings", () => {
  it('covers every cell of a town with one closed polygon', () => {
    const cells = block('Davis', 7700, -24350, 6);
    const areas = townAreas(cells, CELL);
    expect(areas).toHaveLength(1);
    const ring = areas[0]?.geometry.coordinates[0] ?? [];
    expect(ring[0]).toEqual(ring.at(-1));
    for (const cell of cells) expect(inside(middleOf(cell), ring)).toBe(true);
    expect(areas[0]?.properties).toEqual({ kind: 'town-area', name: 'Davis' });
    // Not the whole world: a point two cells outside the block is outside the area.
    expect(inside([(-24350 - 2) * CELL, 7703 * CELL], ring)).toBe(false);
  });

  it('keeps two places of one name apart, and each town to its own name', () => {
    const cells = [
      ...block('Georgetown', 7780, -24170, 4),
      ...block('Georgetown', 7700, -24000, 4),
      ...block('Folsom', 7730, -24230, 5),
    ];
    const areas = townAreas(cells, CELL);
    expect(areas.map((area) => area.properties.name).sort()).toEqual([
      'Folsom',
      'Georgetown',
      'Georgetown',
    ]);
    const georgetowns = areas.filter((area) => area.properties.name === 'Georgetown');
    const north = middleOf({ name: 'Georgetown', row: 7781, column: -24169, listings: 4 });
    const south = middleOf({ name: 'Georgetown', row: 7701, column: -23999, listings: 4 });
    // Each part holds its own block and not the other, and nothing spans the land between.
    const holders = (point: [number, number]) =>
      georgetowns.filter((area) => inside(point, area.geometry.coordinates[0] ?? [])).length;
    expect(holders(north)).toBe(1);
    expect(holders(south)).toBe(1);
    expect(holders([-24085 * CELL, 7740 * CELL])).toBe(0);
  });

  it('leaves out a few stray listings far from the rest of their town', () => {
    const cells = [
      ...block('Auburn', 7790, -24140, 8, 10),
      { name: 'Auburn', row: 7600, column: -24300, listings: 2 },
    ];
    const areas = townAreas(cells, CELL);
    expect(areas).toHaveLength(1);
    const ring = areas[0]?.geometry.coordinates[0] ?? [];
    expect(inside(middleOf({ name: 'Auburn', row: 7600, column: -24300, listings: 2 }), ring)).toBe(
      false,
    );
  });

  it('bridges a single empty cell inside a town instead of splitting it', () => {
    const cells = [...block('Loomis', 7760, -24200, 3), ...block('Loomis', 7760, -24196, 3)];
    expect(townAreas(cells, CELL)).toHaveLength(1);
  });
});
