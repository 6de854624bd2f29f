import type { Bounds } from '@hearth/domain';
import type { LngLatBoundsLike, Map as MapLibreMap, MapMovementEvent } from 'maplibre-gl';
import { useCallback, useEffect, useRef } from 'react';

/** Search-here polls for a finished move this often (public-site.md §9). */
export const SEARCH_HERE_POLL_MS = 250;
/** After the map's box is resized, search-here stays off this long (public-site.md §9). */
export const RESIZE_QUIET_MS = 500;

export function toLngLatBounds(bounds: Bounds): LngLatBoundsLike {
  return [
    [bounds.west, bounds.south],
    [bounds.east, bounds.north],
  ];
}

function clamp(value: number, limit: number): number {
  return Math.max(-limit, Math.min(limit, value));
}

/** The map's visible box, kept on the globe. */
export function visibleBounds(map: MapLibreMap): Bounds {
  const box = map.getBounds();
  return {
    north: clamp(box.getNorth(), 90),
    south: clamp(box.getSouth(), 90),
    east: clamp(box.getEast(), 180),
    west: clamp(box.getWest(), 180),
  };
}

/**
 * Search-here (§4): a move the visitor makes reports the new box after a 250 ms poll; moves the
 * app makes (fitting results, zooming to a cluster or a drawing) do not, and neither does a
 * resize of the map's box (switching to the Map view, turning a phone): the page's layout is
 * not a place the visitor chose, so it never becomes a filter. Returns `moveTo`, the one way
 * the app moves the camera.
 */
export function useMapCamera(map: MapLibreMap | null, onBoxChange: (bounds: Bounds) => void) {
  const moved = useRef(false);
  const report = useRef(onBoxChange);
  useEffect(() => {
    report.current = onBoxChange;
  }, [onBoxChange]);

  useEffect(() => {
    if (!map) return;
    // A resize fires a move of its own (movestart, move, resize, moveend) that nobody made.
    let resizedAt = Number.NEGATIVE_INFINITY;
    const onResize = () => {
      resizedAt = performance.now();
      moved.current = false;
    };
    // The app's own moves carry `programmatic` in their events; every other move is the visitor's.
    const onMoveEnd = (event: MapMovementEvent & { programmatic?: boolean }) => {
      if (event.programmatic || performance.now() - resizedAt < RESIZE_QUIET_MS) return;
      moved.current = true;
    };
    map.on('resize', onResize);
    map.on('moveend', onMoveEnd);
    const poll = window.setInterval(() => {
      if (!moved.current || map.isMoving()) return;
      moved.current = false;
      report.current(visibleBounds(map));
    }, SEARCH_HERE_POLL_MS);
    return () => {
      map.off('resize', onResize);
      map.off('moveend', onMoveEnd);
      window.clearInterval(poll);
    };
  }, [map]);

  return useCallback(
    (bounds: Bounds, maxZoom = 16) => {
      map?.fitBounds(
        toLngLatBounds(bounds),
        { padding: 40, maxZoom, duration: 400 },
        { programmatic: true },
      );
    },
    [map],
  );
}

/**
 * The hard reset (§4): on the first results and whenever the place or filters change, the map
 * fits the results' box; a box change of the map's own (search-here) does not.
 */
export function useHardReset(
  resetKey: string,
  bounds: Bounds | null,
  moveTo: (bounds: Bounds, maxZoom?: number) => void,
  ready: boolean,
): void {
  const fittedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || !bounds || fittedFor.current === resetKey) return;
    fittedFor.current = resetKey;
    moveTo(bounds, 15);
  }, [ready, resetKey, bounds, moveTo]);
}
