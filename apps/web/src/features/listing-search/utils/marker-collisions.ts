/** A marker's box on screen, centred on its point (MapLibre's default marker anchor). */
export interface MarkerBox {
  readonly key: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Room left between two markers, in pixels, so their borders and shadows never touch. */
const GAP = 2;

function overlaps(a: MarkerBox, b: MarkerBox): boolean {
  return (
    Math.abs(a.x - b.x) * 2 < a.width + b.width + GAP * 2 &&
    Math.abs(a.y - b.y) * 2 < a.height + b.height + GAP * 2
  );
}

/**
 * The markers that keep their full label: in the given order (the results' order, so the first
 * results win), each one that overlaps none kept before. The others are drawn as small dots, so
 * price labels never pile up on each other.
 */
export function markersThatFit(boxes: readonly MarkerBox[]): Set<string> {
  const kept: MarkerBox[] = [];
  for (const box of boxes) {
    if (!kept.some((other) => overlaps(box, other))) kept.push(box);
  }
  return new Set(kept.map((box) => box.key));
}

/** The width a price label takes ('$1.25m'): about 8 px a character and its padding. */
export function priceLabelWidth(label: string): number {
  return label.length * 8 + 20;
}

/** A cluster's circle on screen: its centre and how many listings it counts. */
export interface ClusterCircle {
  readonly keys: readonly string[];
  readonly x: number;
  readonly y: number;
  readonly count: number;
}

/** The diameter of a cluster's circle in pixels (search-map.module.css: 2.75rem, 3.5rem from 100). */
export function clusterDiameter(count: number): number {
  return count >= 100 ? 56 : 44;
}

function circlesOverlap(a: ClusterCircle, b: ClusterCircle): boolean {
  const reach = (clusterDiameter(a.count) + clusterDiameter(b.count)) / 2 + GAP;
  return Math.hypot(a.x - b.x, a.y - b.y) < reach;
}

/**
 * The clusters as drawn: two whose circles would overlap become one, at the middle of their
 * listings (weighted by count) with the sum of their counts, until no two circles overlap. A
 * merged circle may grow (44 to 56 px from 100 listings), so merging goes on until none touch.
 */
export function mergeOverlappingClusters(circles: readonly ClusterCircle[]): ClusterCircle[] {
  // The biggest first: a small cluster joins its big neighbour rather than the other way round.
  let merged = [...circles].sort((a, b) => b.count - a.count);
  for (let changed = true; changed;) {
    changed = false;
    const next: ClusterCircle[] = [];
    for (const circle of merged) {
      const index = next.findIndex((kept) => circlesOverlap(kept, circle));
      const kept = next[index];
      if (!kept) {
        next.push(circle);
        continue;
      }
      const count = kept.count + circle.count;
      next[index] = {
        keys: [...kept.keys, ...circle.keys],
        x: (kept.x * kept.count + circle.x * circle.count) / count,
        y: (kept.y * kept.count + circle.y * circle.count) / count,
        count,
      };
      changed = true;
    }
    merged = next;
  }
  return merged;
}
