/** Search areas for the tests and benchmarks of what an area may cost. */
import type { Position } from '@hearth/domain';

/** A closed circle-like ring of `count` positions (first and last the same). */
export function circle(count: number, lon = -121.4, lat = 38.6, radius = 1.5): Position[] {
  const ring: Position[] = [];
  for (let i = 0; i < count - 1; i++) {
    const angle = (2 * Math.PI * i) / (count - 1);
    ring.push([lon + radius * Math.cos(angle), lat + radius * Math.sin(angle)]);
  }
  return [...ring, ring[0]!];
}

/**
 * The costliest ring the limits allow: it spans the whole demo region, and as many of its
 * edges as allowed pass through one latitude (a comb of tall teeth).
 */
export function comb(teeth: number): Position[] {
  const ring: Position[] = [[-123, 37]];
  for (let i = 0; i < teeth; i++) {
    const x = -123 + (4 * i) / teeth;
    ring.push([x, 40], [x + 2 / teeth, 40], [x + 2 / teeth, 37.001], [x + 4 / teeth, 37.001]);
  }
  ring.push([-119, 37], [-123, 37]);
  return ring;
}
