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
