/**
 * Whether a point lies inside a ring of positions (the even-odd rule, by ray casting): an oracle
 * for tests of drawn areas, written apart from the code that draws them.
 */
export function pointInRing(point: GeoJSON.Position, ring: readonly GeoJSON.Position[]): boolean {
  const [x = 0, y = 0] = point;
  let crossings = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi = 0, yi = 0] = ring[i] ?? [];
    const [xj = 0, yj = 0] = ring[j] ?? [];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) crossings++;
  }
  return crossings % 2 === 1;
}
