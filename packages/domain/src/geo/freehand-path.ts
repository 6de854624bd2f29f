import { polygon } from '@turf/helpers';
import { simplify } from '@turf/simplify';
import { err, type Result } from '../result';
import { polygonCostError } from './area-limits';
import { validatePolygonRing, type Position } from './geo-params';

/** The drawn path is simplified with this tolerance, in degrees (public-site.md §4, §9). */
export const FREEHAND_SIMPLIFY_TOLERANCE = 0.001;

function samePosition(a: Position, b: Position): boolean {
  return a[0] === b[0] && a[1] === b[1];
}

/** Closes a finished freehand path into a polygon ring and simplifies it (tolerance 0.001). */
export function closeFreehandPath(path: readonly Position[]): Result<readonly Position[]> {
  const points = path.filter(([lon, lat]) => Number.isFinite(lon) && Number.isFinite(lat));
  if (points.length !== path.length) return err('a drawn path must hold only numbers');
  const distinct = points.filter((p, i) => i === 0 || !samePosition(p, points[i - 1] ?? p));
  const first = distinct[0];
  const last = distinct[distinct.length - 1];
  if (!first || !last) return err('a drawn area needs at least 3 distinct points');
  const ring = samePosition(first, last) ? distinct : [...distinct, first];
  if (new Set(ring.map(([lon, lat]) => `${lon} ${lat}`)).size < 3) {
    return err('a drawn area needs at least 3 distinct points');
  }
  let outer: readonly Position[] = [];
  // A drawing too detailed for the search's area limits is simplified further until it fits.
  for (let tolerance = FREEHAND_SIMPLIFY_TOLERANCE; tolerance < 10; tolerance *= 2) {
    try {
      const simplified = simplify(polygon([ring.map((p) => [...p])]), { tolerance });
      const coordinates = simplified.geometry.coordinates[0] ?? [];
      outer = coordinates.map(([lon = 0, lat = 0]) => [lon, lat] as const);
    } catch {
      // turf refuses rings whose points all lie on one line: such a drawing encloses nothing.
      return err('a drawn area must enclose some space');
    }
    if (outer.length < 4 || polygonCostError(outer) === undefined) break;
  }
  return validatePolygonRing(outer);
}

/** True for a usable polygon ring: at least 4 positions and closed (§5). */
export function isValidPolygonRing(ring: readonly Position[]): boolean {
  return validatePolygonRing(ring).ok;
}
